import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { ApiError, formatNumber, Link, t, textLang, useNavigation, useParams, useToast, type Machine } from '@storefront/shared';
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
    <TableFrame label={t('Assemblies')}>
      <AssemblyTable>
        <caption>
          <VisuallyHidden>
            {machineName
              ? t('Assemblies of {machine}, in their order on its page', { machine: machineName })
              : t('Assemblies of the machine, in their order on its page')}
          </VisuallyHidden>
        </caption>
        <TableHead
          columns={[
            t('Assembly'),
            { label: t('Place'), num: true },
            t('Status'),
            { label: t('Rows'), num: true },
            { label: t('Hotspots'), num: true },
            t('Actions'),
          ]}
        />
        <tbody>
          {list.map((assembly, index) => (
            <tr key={assembly._id}>
              <th scope="row">
                <Link to={assemblyEditorHref(assembly._id)}>{assembly.name}</Link>
              </th>
              <td data-label={t('Place')} className="num">
                {formatNumber(assembly.position)}
              </td>
              <td data-label={t('Status')}>
                <Badge $tone={assembly.published ? 'success' : 'neutral'}>{assembly.published ? t('Published') : t('Draft')}</Badge>
              </td>
              <td data-label={t('Rows')} className="num">
                {formatNumber(assembly.lineCount)}
              </td>
              <td data-label={t('Hotspots')} className="num">
                {formatNumber(assembly.hotspotCount)}
              </td>
              <td className="actions">
                <RowActions>
                  <Button $size="sm" $variant="secondary" onClick={() => onRename(assembly)}>
                    {t('Rename')}
                    <VisuallyHidden lang={textLang(assembly.name)}> {assembly.name}</VisuallyHidden>
                  </Button>
                  <Button $size="sm" $variant="secondary" disabled={busy || index === 0} onClick={() => onMove(assembly, assembly.position - 1)}>
                    {t('Move up')}
                    <VisuallyHidden lang={textLang(assembly.name)}> {assembly.name}</VisuallyHidden>
                  </Button>
                  <Button $size="sm" $variant="secondary" disabled={busy || index === list.length - 1} onClick={() => onMove(assembly, assembly.position + 1)}>
                    {t('Move down')}
                    <VisuallyHidden lang={textLang(assembly.name)}> {assembly.name}</VisuallyHidden>
                  </Button>
                  <Button $size="sm" $variant="danger" onClick={() => onRemove(assembly)}>
                    {t('Remove')}
                    <VisuallyHidden lang={textLang(assembly.name)}> {assembly.name}</VisuallyHidden>
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
        notFoundTitle={t('No such machine')}
        notFound={
          <>
            {t('There is no such machine.')} <Link to="/dashboard/manageMachines">{t('See all machines')}</Link>
          </>
        }
      />
    );
  const list = assemblies.data;
  const title = machine ? t('Parts book of {machine}', { machine: machine.name }) : t('Parts book');

  const move = async (assembly: AssemblySummary, position: number) => {
    setBusy(true);
    try {
      await moveAssembly(assembly._id, position);
      await assemblies.mutate();
      toast.success(t('{name} moved to place {place}', { name: assembly.name, place: formatNumber(position) }));
    } catch (cause) {
      toast.error(t('{name} could not be moved: {reason}', { name: assembly.name, reason: (cause as Error).message }));
    } finally {
      setBusy(false);
    }
  };

  const remove = async (assembly: AssemblySummary) => {
    setRemoving(null);
    try {
      await deleteAssembly(assembly._id);
      await assemblies.mutate();
      toast.success(t('{name} removed', { name: assembly.name }));
    } catch (cause) {
      toast.error(t('{name} could not be removed: {reason}', { name: assembly.name, reason: (cause as Error).message }));
    }
  };

  return (
    <AdminPage>
      <p>
        <Link to="/dashboard/manageMachines">← {t('Manage Machines')}</Link>
      </p>
      <PageTitle>{title}</PageTitle>
      <p>{t('Each assembly is an exploded drawing with its parts list. A new one is a draft, seen only by admins until it is published from its editor.')}</p>
      {id && (
        <AddAssembly
          machineId={id}
          onAdded={(added) => {
            void assemblies.mutate();
            toast.success(t('{name} added', { name: added.name }));
          }}
        />
      )}
      {!list ? (
        <div role="status">
          <VisuallyHidden>{t('Loading the assemblies')}</VisuallyHidden>
          <Skeleton $height="10rem" />
        </div>
      ) : list.length === 0 ? (
        <EmptyState title={t('No assemblies yet')}>
          <p>{t('Add the machine’s first assembly above, such as “Hook and bobbin case”.')}</p>
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
            toast.success(t('Renamed to {name}', { name: saved.name }));
          }}
        />
      )}
      {removing && (
        <ConfirmDialog
          title={t('Remove {name}', { name: removing.name })}
          message={
            removing.published
              ? t('{name}, its drawing, parts list and hotspots are removed, and its page leaves the catalogue. Are you sure?', { name: removing.name })
              : t('{name}, its drawing, parts list and hotspots are removed. Are you sure?', { name: removing.name })
          }
          confirmLabel={t('Remove')}
          onConfirm={() => void remove(removing)}
          onCancel={() => setRemoving(null)}
        />
      )}
    </AdminPage>
  );
}

/** The API's message for a name: on the field when it names one, else the whole message. */
const nameError = (cause: unknown) =>
  cause instanceof ApiError ? (cause.fields?.name ?? cause.message) : t('Could not save the assembly: {reason}', { reason: (cause as Error).message });

/** An assembly's name, as adding and renaming ask for it, with its message under it. */
function NameField({ value, error, onChange }: { value: string; error: string | undefined; onChange(value: string): void }) {
  const id = useId();
  return (
    <FieldRow>
      <Label htmlFor={`${id}-name`}>{t('Assembly name')}</Label>
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
      <h2 id={`${id}-title`}>{t('Add an assembly')}</h2>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <div className="row">
          <NameField value={name} error={error} onChange={setName} />
          <Button type="submit" disabled={busy}>
            {busy ? t('Adding…') : t('Add assembly')}
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
    <FormDialog title={t('Rename {name}', { name: assembly.name })} onClose={onClose} onSubmit={submit} busy={busy} submitLabel={t('Save name')}>
      <NameField value={name} error={error} onChange={setName} />
    </FormDialog>
  );
}
