import { lazy, Suspense, useState } from 'react';
import styled from 'styled-components';
import { useSWRConfig } from 'swr';
import { defaultSort } from '@storefront/shared/sorts';
import type { PagedList } from '@storefront/shared/lists';
import { ApiError, assetUrl, Link, partKey, useFormatPrice, useToast, type Part, type PartsPage, endpoints } from '@storefront/shared';
import { Badge, Button, ChoiceField, ConfirmDialog, PageTitle, SortableHeader, Table, VisuallyHidden, TableHead } from '@storefront/shared/ui';
import { AdminPage } from '../../../components/AdminPage';
import { countText, ListHead, RowActions, ListSearch, ListTable, useAdminList } from '../../../components/ListPage';
import * as productsApi from '../api/products';

// The edit form (final-form, zod) loads only when an admin opens it.
const EditPartDialog = lazy(() => import('./EditPartDialog'));

/** The view's parameters in the URL, as the API names them. */
export const PART_LIST_KEYS = ['q', 'inStock', 'sort'] as const;

const STOCK_CHOICES = [
  { value: '', label: 'All parts' },
  { value: 'true', label: 'In stock only' },
];

const SORT_CHOICES = [
  { value: '', label: 'Catalogue order' },
  { value: 'newest', label: 'Newest first' },
  { value: 'name', label: 'Name, A to Z' },
  { value: '-name', label: 'Name, Z to A' },
  { value: 'price', label: 'Price, low to high' },
  { value: '-price', label: 'Price, high to low' },
];

/** Spec 8, kept exactly. */
export const DELETE_CONFIRM = 'Are you sure you want to delete the item?';

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
        {part.name}
        <Sku>{part.sku}</Sku>
      </Name>
      <td className="num">{formatPrice(part.price)}</td>
      <td className="num" data-label="Stock">
        {part.available_Quantity > 0 ? part.available_Quantity : <Badge $tone="danger">Out of stock</Badge>}
      </td>
      <td className="num" data-label="Min. order">
        {part.min_order_Quantity}
        {(part.pack_Size ?? 1) > 1 && <Sku>Packs of {part.pack_Size}</Sku>}
      </td>
      <td>
        <RowActions>
          <Button $size="sm" $variant="secondary" disabled={isDeleting} onClick={onEdit}>
            Edit<VisuallyHidden> {part.name}</VisuallyHidden>
          </Button>
          <Button $size="sm" $variant="danger" disabled={isDeleting} onClick={onDelete}>
            {isDeleting ? 'Deleting…' : 'Delete'}
            <VisuallyHidden> {part.name}</VisuallyHidden>
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
      toast.success(`${part.name} deleted`);
    } catch (cause) {
      if (cause instanceof ApiError && cause.status === 404) {
        toast.error(`${part.name} was already deleted`);
        void list.reload();
      } else {
        toast.error('Failed to delete the product');
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
      toast.error(`The part could not be read: ${(cause as Error).message}`);
    }
  };

  return (
    <AdminPage>
      <PageTitle>Manage Products</PageTitle>
      <ListHead>
        <p>{countText(list, ['part', 'parts'], filtered, 'in the catalogue')}</p>
        <AddLink to="/dashboard/addProduct">Add Product</AddLink>
      </ListHead>
      <ListSearch admin={admin} label="Search parts" placeholder="Name, description or part number">
        <ChoiceField label="Stock" value={view.values.inStock} choices={STOCK_CHOICES} onChange={(next) => view.set({ inStock: next })} />
        <ChoiceField label="Sort by" value={view.values.sort} choices={SORT_CHOICES} onChange={(next) => view.set({ sort: next })} />
      </ListSearch>
      {replaced?.map((r) => (
        <Replaced key={r._id}>
          <span>No longer sold: {r.message}</span>
          <Button $size="sm" $variant="secondary" onClick={() => void editReplaced(r._id)}>
            Edit {r.sku}
          </Button>
        </Replaced>
      ))}
      <ListTable
        admin={admin}
        noun={['part', 'parts']}
        frameLabel="Parts"
        emptyTitle="No parts in the catalogue"
        empty={
          <p>
            <AddLink to="/dashboard/addProduct">Add a product</AddLink> to start selling.
          </p>
        }
      >
        <PartsTable>
          <TableHead
            columns={[
              'Image',
              <SortableHeader key="name" label="Name" column="name" sort={sort} onSort={onSort} />,
              <SortableHeader key="price" label="Price" column="price" sort={sort} onSort={onSort} className="num" />,
              { label: 'Stock', num: true },
              { label: 'Min. order', num: true },
              'Actions',
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
          title={`Delete ${confirming.name}`}
          message={DELETE_CONFIRM}
          confirmLabel="Delete"
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
