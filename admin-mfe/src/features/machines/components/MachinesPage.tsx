import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { endpoints, formatNumber, Link, msg, plural, t, textLang, useRefreshLists, useToast, type Machine } from '@storefront/shared';
import { machineEndpoints } from '@storefront/shared/endpoints';
import { defaultSort } from '@storefront/shared/sorts';
import { Button, ButtonLink, ChoiceField, ConfirmDialog, PageTitle, SortableHeader, Table, VisuallyHidden, TableHead } from '@storefront/shared/ui';
import { AdminPage } from '../../../components/AdminPage';
import { countText, ListHead, RowActions, ListSearch, ListTable, useAdminList } from '../../../components/ListPage';
import { translatedChoices } from '../../../components/i18n';
import { deleteMachine, MACHINE_BRANDS_KEY, machineHref, useMachineBrands } from '../api/machines';
import { ImportPanel } from './ImportPanel';
import { MachineDialog } from './MachineDialog';

/** The view's parameters in the URL, as the API names them. */
export const MACHINE_LIST_KEYS = ['q', 'brand', 'sort'] as const;

const SORT_CHOICES = [
  { value: '', label: msg('Brand and model, A to Z') },
  { value: '-name', label: msg('Brand and model, Z to A') },
  { value: 'newest', label: msg('Newest first') },
];

/** "12 machines match" while a search or filter is on, else "12 machines listed". */
const machineCount = (count: number, filtered: boolean) =>
  filtered ? plural(count, { one: '# machine match', other: '# machines match' }) : plural(count, { one: '# machine listed', other: '# machines listed' });

/** Manage Machines (admins): the machines parts fit, searched and paged; add, edit, remove; import fitment. */
export default function MachinesPage() {
  const admin = useAdminList(machineEndpoints.listMachines, MACHINE_LIST_KEYS, { filters: ['q', 'brand'] });
  const { view, list, filtered } = admin;
  const brands = useMachineBrands();
  const sort = view.values.sort ?? defaultSort('machines');
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
      toast.success(t('{name} removed', { name: machine.name }));
      changed();
    } catch (cause) {
      toast.error(t('{name} could not be removed: {reason}', { name: machine.name, reason: (cause as Error).message }));
    }
  };

  return (
    <AdminPage>
      <PageTitle>{t('Manage Machines')}</PageTitle>
      <ListHead>
        <p>{countText(list, (count) => machineCount(count, filtered))}</p>
        <Button onClick={() => setEditing('new')}>{t('Add machine')}</Button>
      </ListHead>
      <ListSearch admin={admin} label={t('Search machines')} placeholder={t('Brand, model or subclass')}>
        <ChoiceField
          label={t('Brand')}
          value={view.values.brand}
          choices={[
            { value: '', label: t('All brands') },
            ...(brands.data ?? []).map((b) => ({ value: b.slug, label: `${b.brand} (${formatNumber(b.machines)})` })),
          ]}
          onChange={(next) => view.set({ brand: next })}
        />
        <ChoiceField label={t('Sort by')} value={view.values.sort} choices={translatedChoices(SORT_CHOICES)} onChange={(next) => view.set({ sort: next })} />
      </ListSearch>
      <ListTable
        admin={admin}
        noun={['machine', 'machines']}
        frameLabel={t('Machines')}
        emptyTitle={t('No machines listed')}
        empty={<p>{t('Add the machines your parts fit, or import them with the fitment below.')}</p>}
      >
        <Table>
          <TableHead
            columns={[
              <SortableHeader key="name" label={t('Machine')} column="name" sort={sort} onSort={(next) => view.set({ sort: next })} />,
              t('Brand'),
              t('Model'),
              t('Subclass'),
              { label: t('Parts that fit'), num: true },
              t('Actions'),
            ]}
          />
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
                  <RowActions>
                    <Button $size="sm" $variant="secondary" onClick={() => setEditing(machine)}>
                      {t('Edit')}
                      <VisuallyHidden lang={textLang(machine.name)}> {machine.name}</VisuallyHidden>
                    </Button>
                    <ButtonLink as={Link} $size="sm" $variant="secondary" to={`/dashboard/manageMachines/${machine._id}/partsBook`} state={{ machine }}>
                      {t('Parts book')}
                      <VisuallyHidden>{t(' of {machine}', { machine: machine.name })}</VisuallyHidden>
                    </ButtonLink>
                    <Button $size="sm" $variant="danger" onClick={() => setConfirming(machine)}>
                      {t('Remove')}
                      <VisuallyHidden lang={textLang(machine.name)}> {machine.name}</VisuallyHidden>
                    </Button>
                  </RowActions>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </ListTable>

      <ImportPanel onImported={changed} />

      {editing && (
        <MachineDialog
          machine={editing === 'new' ? undefined : editing}
          brands={(brands.data ?? []).map((b) => b.brand)}
          onClose={() => setEditing(null)}
          onSaved={(machine) => {
            toast.success(editing === 'new' ? t('{name} added', { name: machine.name }) : t('{name} saved', { name: machine.name }));
            setEditing(null);
            changed();
          }}
        />
      )}
      {confirming && (
        <ConfirmDialog
          title={t('Remove {name}', { name: confirming.name })}
          message={t('{name} and the list of parts that fit it are removed, and it leaves customers’ machines. Are you sure?', { name: confirming.name })}
          confirmLabel={t('Remove')}
          onConfirm={() => void remove(confirming)}
          onCancel={() => setConfirming(null)}
        />
      )}
    </AdminPage>
  );
}
