import { lazy, Suspense, useState } from 'react';
import styled from 'styled-components';
import { useSWRConfig } from 'swr';
import { defaultSort } from '@storefront/shared/sorts';
import type { PagedList } from '@storefront/shared/lists';
import {
  ApiError,
  assetUrl,
  formatNumber,
  Link,
  msg,
  partKey,
  plural,
  t,
  textLang,
  useFormatPrice,
  useToast,
  type Part,
  type PartsPage,
  endpoints,
} from '@storefront/shared';
import { Badge, Button, ChoiceField, ConfirmDialog, PageTitle, SortableHeader, Table, VisuallyHidden, TableHead } from '@storefront/shared/ui';
import { AdminPage } from '../../../components/AdminPage';
import { countText, ListHead, RowActions, ListSearch, ListTable, useAdminList } from '../../../components/ListPage';
import { translatedChoices } from '../../../components/i18n';
import * as productsApi from '../api/products';

// The edit form (final-form, zod) loads only when an admin opens it.
const EditPartDialog = lazy(() => import('./EditPartDialog'));

/** The view's parameters in the URL, as the API names them. */
export const PART_LIST_KEYS = ['q', 'inStock', 'sort'] as const;

const STOCK_CHOICES = [
  { value: '', label: msg('All parts') },
  { value: 'true', label: msg('In stock only') },
];

const SORT_CHOICES = [
  { value: '', label: msg('Catalogue order') },
  { value: 'newest', label: msg('Newest first') },
  { value: 'name', label: msg('Name, A to Z') },
  { value: '-name', label: msg('Name, Z to A') },
  { value: 'price', label: msg('Price, low to high') },
  { value: '-price', label: msg('Price, high to low') },
];

/** Spec 8, kept exactly (shown with `t`). */
export const DELETE_CONFIRM = msg('Are you sure you want to delete the item?');

const Thumb = styled.img`
  width: 64px;
  height: 48px;
  object-fit: contain;
  background: ${({ theme }) => theme.colors.surfaceAlt};
  border-radius: ${({ theme }) => theme.radius.sm};
`;

/**
 * On a phone each part is a small card (picture, name, figures, buttons) instead of a table
 * row that scrolls sideways; from 600 px it is a plain table.
 */
const PartsTable = styled(Table)`
  @media (max-width: ${({ theme }) => theme.breakpoints.sm - 1}px) {
    thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }
    tbody tr {
      display: grid;
      grid-template-columns: 72px minmax(0, 1fr) auto;
      grid-template-areas: 'img name name' 'img price stock' 'img min min' 'act act act';
      gap: 2px 12px;
      padding: 12px;
      border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    }
    tbody tr:last-child { border-bottom: none; }
    tbody td { display: block; padding: 0; border: none; text-align: left; }
    td:nth-child(1) { grid-area: img; }
    td:nth-child(2) { grid-area: name; }
    td:nth-child(3) { grid-area: price; }
    td:nth-child(4) { grid-area: stock; }
    td:nth-child(5) { grid-area: min; color: ${({ theme }) => theme.colors.muted}; font-size: 0.875rem; }
    td:nth-child(6) { grid-area: act; margin-top: 8px; }
    td[data-label]::before { content: attr(data-label) ': '; color: ${({ theme }) => theme.colors.muted}; font-size: 0.875rem; }
  }
`;

const Name = styled.td`
  min-width: 14ch;
  font-weight: 600;
`;

/** The part number under the name: what a buyer quotes. */
const Sku = styled.span`
  display: block;
  font-weight: 400;
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.colors.muted};
  font-variant-numeric: tabular-nums;
`;

const Replaced = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0 0 ${({ theme }) => theme.space(4)};
`;

const AddLink = styled(Link)`
  font-weight: 600;
`;

/** A part's row: its picture, name and number, price, stock, minimum order, Edit and Delete. */
function PartRow({ part, isDeleting, onEdit, onDelete }: { part: Part; isDeleting: boolean; onEdit(): void; onDelete(): void }) {
  const formatPrice = useFormatPrice();
  return (
    <tr aria-busy={isDeleting || undefined}>
      <td>
        {/* The name is in the next cell: the picture adds nothing for a screen reader. */}
        <Thumb src={assetUrl(part.img)} alt="" width={64} height={48} loading="lazy" />
      </td>
      <Name>
        <span lang={textLang(part.name)}>{part.name}</span>
        <Sku>{part.sku}</Sku>
      </Name>
      <td className="num">{formatPrice(part.price)}</td>
      <td className="num" data-label={t('Stock')}>
        {part.available_Quantity > 0 ? formatNumber(part.available_Quantity) : <Badge $tone="danger">{t('Out of stock')}</Badge>}
      </td>
      <td className="num" data-label={t('Min. order')}>
        {formatNumber(part.min_order_Quantity)}
        {(part.pack_Size ?? 1) > 1 && <Sku>{t('Packs of {size}', { size: formatNumber(part.pack_Size ?? 1) })}</Sku>}
      </td>
      <td>
        <RowActions>
          <Button $size="sm" $variant="secondary" disabled={isDeleting} onClick={onEdit}>
            {t('Edit')}
            <VisuallyHidden lang={textLang(part.name)}> {part.name}</VisuallyHidden>
          </Button>
          <Button $size="sm" $variant="danger" disabled={isDeleting} onClick={onDelete}>
            {isDeleting ? t('Deleting…') : t('Delete')}
            <VisuallyHidden lang={textLang(part.name)}> {part.name}</VisuallyHidden>
          </Button>
        </RowActions>
      </td>
    </tr>
  );
}

/**
 * Deleting parts: a part's row stays, busy, until the server answers, and goes only then; a part
 * someone else deleted first reads the list again.
 */
function usePartDeletion(list: PagedList<Part, PartsPage>) {
  const { mutate: mutateKey } = useSWRConfig();
  const toast = useToast();
  const [deleting, setDeleting] = useState<ReadonlySet<string>>(new Set());

  const setDeletingId = (id: string, on: boolean) =>
    setDeleting((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const deletePart = async (part: Part) => {
    setDeletingId(part._id, true);
    try {
      await productsApi.deletePart(part._id);
      // Only now, with the server's answer, does the row go.
      list.remove((p) => p._id === part._id);
      void mutateKey(partKey(part._id), undefined, { revalidate: false });
      toast.success(t('{name} deleted', { name: part.name }));
    } catch (cause) {
      if (cause instanceof ApiError && cause.status === 404) {
        toast.error(t('{name} was already deleted', { name: part.name }));
        void list.reload();
      } else {
        toast.error(t('Failed to delete the product'));
      }
    } finally {
      setDeletingId(part._id, false);
    }
  };
  return { deleting, deletePart };
}

/** Spec 2 and 4: every part, delete after a confirmation (the row goes when the server answers), and edit price and stock. */
export default function ManageProductsPage() {
  const admin = useAdminList<(typeof PART_LIST_KEYS)[number], Part, PartsPage>(endpoints.listParts, PART_LIST_KEYS, {
    filters: ['q', 'inStock'],
  });
  const { view, list, filtered } = admin;
  const parts = list.items;
  const sort = view.values.sort ?? defaultSort('parts');
  const onSort = (next: string) => view.set({ sort: next });
  const toast = useToast();
  const [confirming, setConfirming] = useState<Part | null>(null);
  const [editing, setEditing] = useState<Part | null>(null);
  const { deleting, deletePart } = usePartDeletion(list);

  // A part no longer sold is in no list: a search for its number names it, with its Edit.
  const replaced = view.values.q ? list.first?.replaced : undefined;
  const editReplaced = async (id: string) => {
    try {
      setEditing(await productsApi.readPart(id));
    } catch (cause) {
      toast.error(t('The part could not be read: {reason}', { reason: (cause as Error).message }));
    }
  };

  return (
    <AdminPage>
      <PageTitle>{t('Manage Products')}</PageTitle>
      <ListHead>
        <p>
          {countText(list, (count) =>
            filtered
              ? plural(count, { one: '# part match', other: '# parts match' })
              : plural(count, { one: '# part in the catalogue', other: '# parts in the catalogue' }),
          )}
        </p>
        <AddLink to="/dashboard/addProduct">{t('Add Product')}</AddLink>
      </ListHead>
      <ListSearch admin={admin} label={t('Search parts')} placeholder={t('Name, description or part number')}>
        <ChoiceField
          label={t('Stock')}
          value={view.values.inStock}
          choices={translatedChoices(STOCK_CHOICES)}
          onChange={(next) => view.set({ inStock: next })}
        />
        <ChoiceField label={t('Sort by')} value={view.values.sort} choices={translatedChoices(SORT_CHOICES)} onChange={(next) => view.set({ sort: next })} />
      </ListSearch>
      {replaced?.map((r) => (
        <Replaced key={r._id}>
          <span>{t('No longer sold: {note}', { note: r.message })}</span>
          <Button $size="sm" $variant="secondary" onClick={() => void editReplaced(r._id)}>
            {t('Edit {sku}', { sku: r.sku })}
          </Button>
        </Replaced>
      ))}
      <ListTable
        admin={admin}
        noun={['part', 'parts']}
        frameLabel={t('Parts')}
        emptyTitle={t('No parts in the catalogue')}
        empty={
          <p>
            <AddLink to="/dashboard/addProduct">{t('Add a product')}</AddLink> {t('to start selling.')}
          </p>
        }
      >
        <PartsTable>
          <TableHead
            columns={[
              t('Image'),
              <SortableHeader key="name" label={t('Name')} column="name" sort={sort} onSort={onSort} />,
              <SortableHeader key="price" label={t('Price')} column="price" sort={sort} onSort={onSort} className="num" />,
              { label: t('Stock'), num: true },
              { label: t('Min. order'), num: true },
              t('Actions'),
            ]}
          />
          <tbody>
            {parts.map((part) => (
              <PartRow key={part._id} part={part} isDeleting={deleting.has(part._id)} onEdit={() => setEditing(part)} onDelete={() => setConfirming(part)} />
            ))}
          </tbody>
        </PartsTable>
      </ListTable>
      {confirming && (
        <ConfirmDialog
          title={t('Delete {name}', { name: confirming.name })}
          message={t(DELETE_CONFIRM)}
          confirmLabel={t('Delete')}
          onConfirm={() => {
            setConfirming(null);
            void deletePart(confirming);
          }}
          onCancel={() => setConfirming(null)}
        />
      )}
      {editing && (
        <Suspense fallback={null}>
          <EditPartDialog part={editing} onClose={() => setEditing(null)} />
        </Suspense>
      )}
    </AdminPage>
  );
}
