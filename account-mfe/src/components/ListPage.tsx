import type { ReactNode } from 'react';
import { t } from '@storefront/shared';
import styled from 'styled-components';
import type { ListParams } from '@storefront/shared/lists';
import { ChoiceField, labelledCardRows, Lead, ListToolbar, PageTitle, Table, type Choice } from '@storefront/shared/ui';

// What the account's list pages (My Orders, Approvals, Invoices, My Quotes) have alike around their rows.

const Intro = styled(Lead)`
  text-align: left;
  margin: 0 0 ${({ theme }) => theme.space(5)};
`;

/** A one-column grid whose track may shrink below the table's width (the table scrolls in its frame). */
const Frame = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
`;

/** A list page: its title, a line on what it lists, then its filters and table (`children`). */
export function ListPage({ title, intro, children }: { title: string; intro: ReactNode; children: ReactNode }) {
  return (
    <Frame>
      <PageTitle>{title}</PageTitle>
      <Intro>{intro}</Intro>
      {children}
    </Frame>
  );
}

/**
 * From 600 px a table at least `$minWidth` px wide; on a phone each row is a card: its heading cell
 * on top, each figure beside its column's name (the cells' `data-label`).
 */
export const CardTable = styled(Table)<{ $minWidth: number }>`
  td.nowrap { white-space: nowrap; }
  tbody th { background: none; white-space: nowrap; }
  @media (min-width: ${({ theme }) => theme.breakpoints.sm}px) {
    min-width: ${({ $minWidth }) => $minWidth}px;
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.sm - 1}px) {
    ${labelledCardRows}
  }
`;

/** PagedTable's filter props for a view: whether a search or filter of `keys` is set, and clearing them all. */
export function listFilters<K extends string>(view: ListParams<K>, keys: readonly K[]): { filtered: boolean; onClearFilters: () => void } {
  const cleared: Partial<Record<K, undefined>> = {};
  for (const key of keys) cleared[key] = undefined;
  return { filtered: keys.some((key) => Boolean(view.values[key])), onClearFilters: () => view.set(cleared) };
}

/** usePagedList's paging options for a view: the pages loaded, kept in the URL. */
export const pagesOf = (view: Pick<ListParams<string>, 'pages' | 'setPages'>) => ({ pages: view.pages, onPagesChange: view.setPages });

/** The list's toolbar: what comes first (a search), then the Status filter kept in the URL (its choices' labels marked with msg()). */
export function StatusToolbar({ view, choices, children }: { view: ListParams<'status'>; choices: Choice[]; children?: ReactNode }) {
  return (
    <ListToolbar>
      {children}
      <ChoiceField
        label={t('Status')}
        value={view.values.status}
        choices={choices.map((choice) => ({ ...choice, label: t(choice.label) }))}
        onChange={(next) => view.set({ status: next })}
      />
    </ListToolbar>
  );
}
