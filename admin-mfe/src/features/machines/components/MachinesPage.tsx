import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import styled from 'styled-components';
import { useSWRConfig } from 'swr';
import { ApiError, endpoints, formatNumber, Link, useRefreshLists, useToast, type FitmentImportResult, type Machine } from '@storefront/shared';
import { machineEndpoints } from '@storefront/shared/endpoints';
import { useListParams, usePagedList } from '@storefront/shared/lists';
import { machineBody, type MachineBody } from '@storefront/shared/schemas';
import { defaultSort } from '@storefront/shared/sorts';
import {
  Button,
  Card,
  ChoiceField,
  ConfirmDialog,
  Dialog,
  DialogActions,
  ErrorText,
  Input,
  Label,
  ListToolbar,
  PagedTable,
  PageTitle,
  SearchField,
  SortableHeader,
  Table,
  TextArea,
  VisuallyHidden,
} from '@storefront/shared/ui';
import { AdminPage } from '../../../components/AdminPage';
import { addMachine, deleteMachine, editMachine, importFitment, MACHINE_BRANDS_KEY, machineHref, useMachineBrands } from '../api/machines';

/** The view's parameters in the URL, as the API names them. */
export const MACHINE_LIST_KEYS = ['q', 'brand', 'sort'] as const;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(4)};
  p { margin: 0; color: ${({ theme }) => theme.colors.muted}; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

const Panel = styled(Card)`
  padding: ${({ theme }) => theme.space(5)};
  margin-top: ${({ theme }) => theme.space(8)};
  h2 { font-size: 1.2rem; margin: 0 0 ${({ theme }) => theme.space(2)}; }
  code { font-size: 0.875rem; }
  textarea { min-height: 8rem; font-family: ui-monospace, monospace; }
`;

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  margin-bottom: ${({ theme }) => theme.space(3)};
`;

const Check = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin: ${({ theme }) => theme.space(3)} 0;
  min-height: 44px;
  input { width: 20px; height: 20px; }
`;

const Lines = styled.ul`
  margin: ${({ theme }) => theme.space(2)} 0 0;
  padding-left: 1.2em;
  max-height: 16rem;
  overflow-y: auto;
`;

const SORT_CHOICES = [
  { value: '', label: 'Brand and model, A to Z' },
  { value: '-name', label: 'Brand and model, Z to A' },
  { value: 'newest', label: 'Newest first' },
];

type MachineErrors = Partial<Record<keyof MachineBody | 'form', string>>;

/** Add or change a machine: brand (one spelling per brand), model and, where it matters, subclass. */
function MachineDialog({ machine, brands, onClose, onSaved }: { machine?: Machine; brands: string[]; onClose(): void; onSaved(machine: Machine): void }) {
  const [values, setValues] = useState({ brand: machine?.brand ?? '', model: machine?.model ?? '', subclass: machine?.subclass ?? '' });
  const [errors, setErrors] = useState<MachineErrors>({});
  const [busy, setBusy] = useState(false);
  const id = useId();
  const save = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = machineBody.safeParse(values);
    if (!parsed.success) {
      const next: MachineErrors = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as keyof MachineBody] ??= issue.message;
      return setErrors(next);
    }
    setErrors({});
    setBusy(true);
    try {
      onSaved(machine ? await editMachine(machine._id, parsed.data) : await addMachine(parsed.data));
    } catch (cause) {
      if (cause instanceof ApiError && cause.fields) setErrors(cause.fields as MachineErrors);
      else setErrors({ form: `Could not save the machine: ${(cause as Error).message}` });
    } finally {
      setBusy(false);
    }
  };
  const field = (name: keyof MachineBody, label: string, hint?: string) => (
    <Field>
      <Label htmlFor={`${id}-${name}`}>{label}</Label>
      <Input
        id={`${id}-${name}`}
        value={values[name]}
        autoComplete="off"
        list={name === 'brand' ? `${id}-brands` : undefined}
        placeholder={hint}
        $invalid={Boolean(errors[name])}
        aria-invalid={Boolean(errors[name]) || undefined}
        aria-describedby={errors[name] ? `${id}-${name}-error` : undefined}
        onChange={(event) => setValues({ ...values, [name]: event.target.value })}
      />
      {errors[name] && <ErrorText id={`${id}-${name}-error`}>{errors[name]}</ErrorText>}
    </Field>
  );
  return (
    <Dialog title={machine ? `Edit ${machine.name}` : 'Add a machine'} onClose={onClose}>
      <form onSubmit={save} noValidate>
        {field('brand', 'Brand', 'e.g. JUKI')}
        <datalist id={`${id}-brands`}>
          {brands.map((brand) => (
            <option key={brand} value={brand} />
          ))}
        </datalist>
        {field('model', 'Model', 'e.g. DDL-8700')}
        {field('subclass', 'Subclass (optional)', 'e.g. 7')}
        {errors.form && <ErrorText role="alert">{errors.form}</ErrorText>}
        <DialogActions>
          <Button $variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? 'Saving…' : machine ? 'Save changes' : 'Add machine'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/**
 * Import of fitment from a CSV file or pasted text: `part number, brand, model[, subclass]` lines
 * (a machine the part fits) and `part number, OEM number` lines (a maker's number it replaces).
 * The good lines are applied together; each bad one is listed with its line number and why.
 */
function ImportPanel({ onImported }: { onImported(): void }) {
  const toast = useToast();
  const [csv, setCsv] = useState('');
  const [fileName, setFileName] = useState<string>();
  const [addMachines, setAddMachines] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [result, setResult] = useState<FitmentImportResult>();
  const id = useId();

  const readFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setCsv(await file.text());
    setFileName(file.name);
    setResult(undefined);
  };

  const run = async (event: FormEvent) => {
    event.preventDefault();
    if (!csv.trim()) return setError('Choose or paste a CSV file');
    setError(undefined);
    setBusy(true);
    try {
      const answer = await importFitment(csv, addMachines);
      setResult(answer);
      toast.success(
        `Imported ${answer.fits} machine ${answer.fits === 1 ? 'line' : 'lines'} and ${answer.oemNumbers} OEM ${answer.oemNumbers === 1 ? 'number' : 'numbers'}`,
      );
      onImported();
    } catch (cause) {
      setError(cause instanceof ApiError ? cause.message : `The file could not be imported: ${(cause as Error).message}`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Panel as="section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Import fitment (CSV)</h2>
      <p>
        One line per fact: <code>part number, brand, model[, subclass]</code> for a machine the part fits (<code>SL-FD-0005, JUKI, DDL-8700, 7</code>), or{' '}
        <code>part number, OEM number</code> for a machine maker’s number it replaces (<code>SL-FD-0005, JUKI 110-45400</code>). A first line of column names is
        skipped. Lines already recorded are kept; the good lines are applied together, and each bad line is listed below with its number.
      </p>
      <form onSubmit={run} noValidate>
        <Field>
          <Label htmlFor={`${id}-file`}>CSV file</Label>
          <Input id={`${id}-file`} type="file" accept=".csv,text/csv,text/plain" onChange={(event) => void readFile(event)} />
        </Field>
        <Field>
          <Label htmlFor={`${id}-text`}>{fileName ? `Lines of ${fileName}` : 'Or paste the lines'}</Label>
          <TextArea
            id={`${id}-text`}
            value={csv}
            spellCheck={false}
            aria-invalid={Boolean(error) || undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => {
              setCsv(event.target.value);
              setFileName(undefined);
            }}
          />
        </Field>
        <Check>
          <input type="checkbox" checked={addMachines} onChange={(event) => setAddMachines(event.target.checked)} />
          Add machines not yet listed
        </Check>
        {error && (
          <ErrorText id={`${id}-error`} role="alert">
            {error}
          </ErrorText>
        )}
        <Button type="submit" disabled={busy}>
          {busy ? 'Importing…' : 'Import'}
        </Button>
      </form>
      {result && (
        <div role="status">
          <p>
            <strong>
              {formatNumber(result.fits)} machine {result.fits === 1 ? 'line' : 'lines'} and {formatNumber(result.oemNumbers)} OEM{' '}
              {result.oemNumbers === 1 ? 'number' : 'numbers'} imported
              {result.machinesAdded ? `; ${result.machinesAdded} new ${result.machinesAdded === 1 ? 'machine' : 'machines'} listed` : ''}.
            </strong>{' '}
            {result.errors.length === 0
              ? 'Every line was good.'
              : `${result.errors.length} ${result.errors.length === 1 ? 'line was' : 'lines were'} not imported:`}
          </p>
          {result.errors.length > 0 && (
            <Lines aria-label="Lines not imported">
              {result.errors.map((line) => (
                <li key={`${line.line}:${line.message}`}>
                  Line {line.line}: {line.message}
                </li>
              ))}
            </Lines>
          )}
        </div>
      )}
    </Panel>
  );
}

/** Manage Machines (admins): the machines parts fit, searched and paged; add, edit, remove; import fitment. */
export default function MachinesPage() {
  const view = useListParams(MACHINE_LIST_KEYS);
  const list = usePagedList(machineEndpoints.listMachines, view.values, { pages: view.pages, onPagesChange: view.setPages });
  const brands = useMachineBrands();
  const sort = view.values.sort ?? defaultSort('machines');
  const filtered = Boolean(view.values.q || view.values.brand);
  const toast = useToast();
  const { mutate } = useSWRConfig();
  const refreshLists = useRefreshLists();
  const [editing, setEditing] = useState<Machine | 'new' | null>(null);
  const [confirming, setConfirming] = useState<Machine | null>(null);

  const changed = () => {
    void list.reload();
    void mutate(MACHINE_BRANDS_KEY);
    // The catalogue's "Fits machine" lists read again.
    void refreshLists(endpoints.listParts);
  };

  const remove = async (machine: Machine) => {
    setConfirming(null);
    try {
      await deleteMachine(machine._id);
      list.remove((m) => m._id === machine._id);
      toast.success(`${machine.name} removed`);
      changed();
    } catch (cause) {
      toast.error(`${machine.name} could not be removed: ${(cause as Error).message}`);
    }
  };

  return (
    <AdminPage>
      <PageTitle>Manage Machines</PageTitle>
      <Toolbar>
        <p>{list.total === undefined ? '' : `${formatNumber(list.total)} ${list.total === 1 ? 'machine' : 'machines'} ${filtered ? 'match' : 'listed'}`}</p>
        <Button onClick={() => setEditing('new')}>Add machine</Button>
      </Toolbar>
      <ListToolbar>
        <SearchField
          label="Search machines"
          placeholder="Brand, model or subclass"
          value={view.values.q ?? ''}
          onSearch={(next) => view.set({ q: next }, { replace: true })}
        />
        <ChoiceField
          label="Brand"
          value={view.values.brand}
          choices={[{ value: '', label: 'All brands' }, ...(brands.data ?? []).map((b) => ({ value: b.slug, label: `${b.brand} (${b.machines})` }))]}
          onChange={(next) => view.set({ brand: next })}
        />
        <ChoiceField label="Sort by" value={view.values.sort} choices={SORT_CHOICES} onChange={(next) => view.set({ sort: next })} />
      </ListToolbar>
      <PagedTable
        list={list}
        noun={['machine', 'machines']}
        frameLabel="Machines"
        filtered={filtered}
        onClearFilters={() => view.set({ q: undefined, brand: undefined })}
        emptyTitle="No machines listed"
        empty={<p>Add the machines your parts fit, or import them with the fitment below.</p>}
      >
        <Table>
          <thead>
            <tr>
              <SortableHeader label="Machine" column="name" sort={sort} onSort={(next) => view.set({ sort: next })} />
              <th scope="col">Brand</th>
              <th scope="col">Model</th>
              <th scope="col">Subclass</th>
              <th scope="col" className="num">
                Parts that fit
              </th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {list.items.map((machine) => (
              <tr key={machine._id}>
                <td>
                  <Link to={machineHref(machine)}>{machine.name}</Link>
                </td>
                <td>{machine.brand}</td>
                <td>{machine.model}</td>
                <td>{machine.subclass ?? '–'}</td>
                <td className="num">{formatNumber(machine.parts)}</td>
                <td>
                  <Actions>
                    <Button $size="sm" $variant="secondary" onClick={() => setEditing(machine)}>
                      Edit<VisuallyHidden> {machine.name}</VisuallyHidden>
                    </Button>
                    <Button $size="sm" $variant="danger" onClick={() => setConfirming(machine)}>
                      Remove<VisuallyHidden> {machine.name}</VisuallyHidden>
                    </Button>
                  </Actions>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </PagedTable>

      <ImportPanel onImported={changed} />

      {editing && (
        <MachineDialog
          machine={editing === 'new' ? undefined : editing}
          brands={(brands.data ?? []).map((b) => b.brand)}
          onClose={() => setEditing(null)}
          onSaved={(machine) => {
            toast.success(editing === 'new' ? `${machine.name} added` : `${machine.name} saved`);
            setEditing(null);
            changed();
          }}
        />
      )}
      {confirming && (
        <ConfirmDialog
          title={`Remove ${confirming.name}`}
          message={`${confirming.name} and the list of parts that fit it are removed, and it leaves customers’ machines. Are you sure?`}
          confirmLabel="Remove"
          onConfirm={() => void remove(confirming)}
          onCancel={() => setConfirming(null)}
        />
      )}
    </AdminPage>
  );
}
