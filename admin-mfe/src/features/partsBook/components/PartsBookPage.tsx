import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { ApiError, formatNumber, Link, useNavigation, useParams, useToast, type Machine } from '@storefront/shared';
import { PARTS_BOOK_LIMITS, partsBookMessages, type AssemblySummary } from '@storefront/shared/schemas';
import {
  Badge,
  Button,
  Card,
  ConfirmDialog,
  EmptyState,
  ErrorText,
  FieldRow,
  Input,
  Label,
  PageTitle,
  Skeleton,
  labelledCardRows,
  Table,
  TableFrame,
  VisuallyHidden,
  FormDialog,
  DetailStates,
  TableHead,
} from '@storefront/shared/ui';
import { AdminPage } from '../../../components/AdminPage';
import { RowActions } from '../../../components/ListPage';
import { addAssembly, assemblyEditorHref, deleteAssembly, moveAssembly, renameAssembly, useAssemblies, useAssembly } from '../api/partsBook';

const AddForm = styled(Card)`
  padding: ${({ theme }) => theme.space(4)};
  margin-bottom: ${({ theme }) => theme.space(6)};
  max-width: 40rem;
  h2 { font-size: 1.1rem; margin: 0 0 ${({ theme }) => theme.space(3)}; }
  .row { display: flex; flex-wrap: wrap; gap: ${({ theme }) => theme.space(3)}; align-items: flex-start; }
  .row > div { flex: 1 1 14rem; margin: 0; }
  .row > button { margin-top: 1.75rem; }
`;

const AssemblyTable = styled(Table)`
  tbody th { background: none; font-weight: 600; }
  @media (max-width: ${({ theme }) => theme.breakpoints.sm - 1}px) {
    ${labelledCardRows}
  }
`;

/** The machine the page is about: from Manage Machines' link, or read with an assembly of it. */
function useMachine(assemblies: AssemblySummary[] | undefined): Machine | undefined {
  const { state } = useNavigation();
  const given = (state as { machine?: Machine } | null)?.machine;
  const first = useAssembly(given ? undefined : assemblies?.[0]?._id);
  return given ?? first.data?.machine;
}

/** A machine's assemblies in their order, each with Rename, Move up, Move down and Remove. */
function AssembliesTable({
  list,
  machineName,
  busy,
  onRename,
  onMove,
  onRemove,
}: {
  list: AssemblySummary[];
  machineName: string | undefined;
  busy: boolean;
  onRename(assembly: AssemblySummary): void;
  onMove(assembly: AssemblySummary, position: number): void;
  onRemove(assembly: AssemblySummary): void;
}) {
  return (
    <TableFrame label="Assemblies">
      <AssemblyTable>
        <caption>
          <VisuallyHidden>Assemblies of {machineName ?? 'the machine'}, in their order on its page</VisuallyHidden>
        </caption>
        <TableHead columns={['Assembly', { label: 'Place', num: true }, 'Status', { label: 'Rows', num: true }, { label: 'Hotspots', num: true }, 'Actions']} />
        <tbody>
          {list.map((assembly, index) => (
            <tr key={assembly._id}>
              <th scope="row">
                <Link to={assemblyEditorHref(assembly._id)}>{assembly.name}</Link>
              </th>
              <td data-label="Place" className="num">
                {assembly.position}
              </td>
              <td data-label="Status">
                <Badge $tone={assembly.published ? 'success' : 'neutral'}>{assembly.published ? 'Published' : 'Draft'}</Badge>
              </td>
              <td data-label="Rows" className="num">
                {formatNumber(assembly.lineCount)}
              </td>
              <td data-label="Hotspots" className="num">
                {formatNumber(assembly.hotspotCount)}
              </td>
              <td className="actions">
                <RowActions>
                  <Button $size="sm" $variant="secondary" onClick={() => onRename(assembly)}>
                    Rename<VisuallyHidden> {assembly.name}</VisuallyHidden>
                  </Button>
                  <Button $size="sm" $variant="secondary" disabled={busy || index === 0} onClick={() => onMove(assembly, assembly.position - 1)}>
                    Move up<VisuallyHidden> {assembly.name}</VisuallyHidden>
                  </Button>
                  <Button $size="sm" $variant="secondary" disabled={busy || index === list.length - 1} onClick={() => onMove(assembly, assembly.position + 1)}>
                    Move down<VisuallyHidden> {assembly.name}</VisuallyHidden>
                  </Button>
                  <Button $size="sm" $variant="danger" onClick={() => onRemove(assembly)}>
                    Remove<VisuallyHidden> {assembly.name}</VisuallyHidden>
                  </Button>
                </RowActions>
              </td>
            </tr>
          ))}
        </tbody>
      </AssemblyTable>
    </TableFrame>
  );
}

/**
 * A machine's parts book (`/dashboard/manageMachines/<id>/partsBook`, reached from Manage
 * Machines): its assemblies, drafts too, in their order on the machine's page; add, rename, move,
 * remove, and open one's editor.
 */
export default function PartsBookPage() {
  const { id } = useParams();
  const assemblies = useAssemblies(id);
  const machine = useMachine(assemblies.data);
  const toast = useToast();
  const [renaming, setRenaming] = useState<AssemblySummary | null>(null);
  const [removing, setRemoving] = useState<AssemblySummary | null>(null);
  const [busy, setBusy] = useState(false);

  if (assemblies.error)
    return (
      <DetailStates
        read={assemblies}
        what="parts book"
        notFoundTitle="No such machine"
        notFound={
          <>
            There is no such machine. <Link to="/dashboard/manageMachines">See all machines</Link>
          </>
        }
      />
    );
  const list = assemblies.data;
  const title = machine ? `Parts book of ${machine.name}` : 'Parts book';

  const move = async (assembly: AssemblySummary, position: number) => {
    setBusy(true);
    try {
      await moveAssembly(assembly._id, position);
      await assemblies.mutate();
      toast.success(`${assembly.name} moved to place ${position}`);
    } catch (cause) {
      toast.error(`${assembly.name} could not be moved: ${(cause as Error).message}`);
    } finally {
      setBusy(false);
    }
  };

  const remove = async (assembly: AssemblySummary) => {
    setRemoving(null);
    try {
      await deleteAssembly(assembly._id);
      await assemblies.mutate();
      toast.success(`${assembly.name} removed`);
    } catch (cause) {
      toast.error(`${assembly.name} could not be removed: ${(cause as Error).message}`);
    }
  };

  return (
    <AdminPage>
      <p>
        <Link to="/dashboard/manageMachines">← Manage Machines</Link>
      </p>
      <PageTitle>{title}</PageTitle>
      <p>Each assembly is an exploded drawing with its parts list. A new one is a draft, seen only by admins until it is published from its editor.</p>
      {id && (
        <AddAssembly
          machineId={id}
          onAdded={(added) => {
            void assemblies.mutate();
            toast.success(`${added.name} added`);
          }}
        />
      )}
      {!list ? (
        <div role="status">
          <VisuallyHidden>Loading the assemblies</VisuallyHidden>
          <Skeleton $height="10rem" />
        </div>
      ) : list.length === 0 ? (
        <EmptyState title="No assemblies yet">
          <p>Add the machine’s first assembly above, such as “Hook and bobbin case”.</p>
        </EmptyState>
      ) : (
        <AssembliesTable
          list={list}
          machineName={machine?.name}
          busy={busy}
          onRename={setRenaming}
          onMove={(assembly, position) => void move(assembly, position)}
          onRemove={setRemoving}
        />
      )}
      {renaming && (
        <RenameDialog
          assembly={renaming}
          onClose={() => setRenaming(null)}
          onSaved={(saved) => {
            setRenaming(null);
            void assemblies.mutate();
            toast.success(`Renamed to ${saved.name}`);
          }}
        />
      )}
      {removing && (
        <ConfirmDialog
          title={`Remove ${removing.name}`}
          message={`${removing.name}, its drawing, parts list and hotspots are removed${removing.published ? ', and its page leaves the catalogue' : ''}. Are you sure?`}
          confirmLabel="Remove"
          onConfirm={() => void remove(removing)}
          onCancel={() => setRemoving(null)}
        />
      )}
    </AdminPage>
  );
}

/** The API's message for a name: on the field when it names one, else the whole message. */
const nameError = (cause: unknown) =>
  cause instanceof ApiError ? (cause.fields?.name ?? cause.message) : `Could not save the assembly: ${(cause as Error).message}`;

/** An assembly's name, as adding and renaming ask for it, with its message under it. */
function NameField({ value, error, onChange }: { value: string; error: string | undefined; onChange(value: string): void }) {
  const id = useId();
  return (
    <FieldRow>
      <Label htmlFor={`${id}-name`}>Assembly name</Label>
      <Input
        id={`${id}-name`}
        value={value}
        maxLength={PARTS_BOOK_LIMITS.assemblyName}
        $invalid={Boolean(error)}
        aria-invalid={Boolean(error) || undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {error && <ErrorText id={`${id}-error`}>{error}</ErrorText>}
    </FieldRow>
  );
}

function AddAssembly({ machineId, onAdded }: { machineId: string; onAdded(added: { name: string }): void }) {
  const id = useId();
  const [name, setName] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setError(partsBookMessages.assemblyNameRequired);
    setError(undefined);
    setBusy(true);
    try {
      const added = await addAssembly(machineId, name.trim());
      setName('');
      onAdded(added);
    } catch (cause) {
      setError(nameError(cause));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AddForm as="section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Add an assembly</h2>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <div className="row">
          <NameField value={name} error={error} onChange={setName} />
          <Button type="submit" disabled={busy}>
            {busy ? 'Adding…' : 'Add assembly'}
          </Button>
        </div>
      </form>
    </AddForm>
  );
}

function RenameDialog({ assembly, onClose, onSaved }: { assembly: AssemblySummary; onClose(): void; onSaved(saved: { name: string }): void }) {
  const [name, setName] = useState(assembly.name);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setError(partsBookMessages.assemblyNameRequired);
    setBusy(true);
    try {
      onSaved(await renameAssembly(assembly._id, name.trim()));
    } catch (cause) {
      setError(nameError(cause));
      setBusy(false);
    }
  };

  return (
    <FormDialog title={`Rename ${assembly.name}`} onClose={onClose} onSubmit={submit} busy={busy} submitLabel="Save name">
      <NameField value={name} error={error} onChange={setName} />
    </FormDialog>
  );
}
