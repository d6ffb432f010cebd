import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { formatNumber, t } from '@storefront/shared';
import { Button } from './Button';
import { Input, Label, Select } from './fields';
import { PageSpinner } from './Spinner';
import { EmptyState, ErrorState } from './states';
import { TableWrap } from './Table';

/** The controls above a list: search first, then filters, wrapping on a phone. */
export const ListToolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0 0 ${({ theme }) => theme.space(4)};
  > * { min-width: 0; }
`;

const Field = styled.div<{ $grow?: boolean }>`
  display: flex;
  flex-direction: column;
  gap: 4px;
  flex: ${({ $grow }) => ($grow ? '1 1 240px' : '0 1 auto')};
  max-width: 100%;
`;

/** How long typing pauses before the list searches. */
export const SEARCH_DELAY_MS = 300;

/**
 * A labelled search box (`type="search"`). The list searches once typing pauses, or at once on
 * Enter; a value set from outside (Back, a link) shows in the box.
 */
export function SearchField({ label, value, onSearch, placeholder }: { label: string; value: string; onSearch(value: string): void; placeholder?: string }) {
  const id = useId();
  const [text, setText] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const latest = useRef(onSearch);
  latest.current = onSearch;
  useEffect(() => setText(value), [value]);
  useEffect(() => () => clearTimeout(timer.current), []);
  const search = (next: string) => {
    clearTimeout(timer.current);
    if (next.trim() !== value) latest.current(next.trim());
  };
  return (
    <Field $grow role="search">
      <Label htmlFor={id}>{t(label)}</Label>
      <Input
        id={id}
        type="search"
        value={text}
        placeholder={placeholder && t(placeholder)}
        maxLength={100}
        autoComplete="off"
        onChange={(event) => {
          const next = event.target.value;
          setText(next);
          clearTimeout(timer.current);
          timer.current = setTimeout(() => search(next), SEARCH_DELAY_MS);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            search(text);
          }
        }}
        // Leaving the field searches at once: a search still waiting for its delay would otherwise
        // land after a link in the list was followed, and bring the list back.
        onBlur={() => search(text)}
      />
    </Field>
  );
}

export interface Choice {
  value: string;
  label: string;
}

/** A labelled drop-down filter or sort; the first choice is the default (no parameter in the URL). */
export function ChoiceField({
  label,
  value,
  choices,
  onChange,
}: {
  label: string;
  value: string | undefined;
  choices: Choice[];
  onChange(value: string | undefined): void;
}) {
  const id = useId();
  return (
    <Field>
      <Label htmlFor={id}>{t(label)}</Label>
      <Select
        id={id}
        value={value ?? choices[0]?.value ?? ''}
        onChange={(event) => onChange(event.target.value === choices[0]?.value ? undefined : event.target.value)}
      >
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {t(choice.label)}
          </option>
        ))}
      </Select>
    </Field>
  );
}

/** A labelled date field (YYYY-MM-DD), for a date range filter. */
export function DateField({
  label,
  value,
  onChange,
  min,
  max,
}: {
  label: string;
  value: string | undefined;
  onChange(value: string | undefined): void;
  min?: string;
  max?: string;
}) {
  const id = useId();
  return (
    <Field>
      <Label htmlFor={id}>{t(label)}</Label>
      <Input id={id} type="date" value={value ?? ''} min={min} max={max} onChange={(event) => onChange(event.target.value || undefined)} />
    </Field>
  );
}

const SortButton = styled.button`
  all: unset;
  cursor: pointer;
  display: inline-flex;
  align-items: center;
  gap: 4px;
  font-weight: 600;
  border-radius: 4px;
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
  &:hover { text-decoration: underline; }
  /* The arrow is drawn by CSS: the header's text stays its label, and aria-sort says the order. */
  &::after { content: '↕' / ''; opacity: 0.5; }
  &[data-sort='ascending']::after { content: '▲' / ''; opacity: 1; }
  &[data-sort='descending']::after { content: '▼' / ''; opacity: 1; }
`;

/**
 * A column header that sorts the list (`aria-sort`): a click sorts by the column, again the
 * other way. `sort` is the list's sort as the API names it (`total`, `-total`).
 */
export function SortableHeader({
  label,
  column,
  sort,
  onSort,
  firstDescending = false,
  className,
}: {
  label: string;
  column: string;
  sort: string;
  onSort(sort: string): void;
  /** The first click sorts descending (newest, dearest first). */
  firstDescending?: boolean;
  className?: string;
}) {
  const active = sort === column ? 'ascending' : sort === `-${column}` ? 'descending' : undefined;
  const next = active === 'ascending' ? `-${column}` : active === 'descending' ? column : firstDescending ? `-${column}` : column;
  return (
    <th scope="col" aria-sort={active ?? 'none'} className={className}>
      <SortButton type="button" data-sort={active ?? 'none'} onClick={() => onSort(next)}>
        {t(label)}
      </SortButton>
    </th>
  );
}

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.9375rem;
`;

// formatNumber groups whole numbers without Intl: Intl's first use loads locale data (tens of ms on a phone).
const count = (n: number) => formatNumber(n);

/**
 * "Showing 25 of 1,204 orders" (or "of about 200,000" above the exact count). The nouns are the
 * app's words, marked with `msg()` where it names its rows, shown in the page's language.
 */
export function listCountText(shown: number, total: number | undefined, exact: boolean, noun: [string, string]): string {
  if (total === undefined) return t('Showing {shown} {noun}', { shown: count(shown), noun: t(shown === 1 ? noun[0] : noun[1]) });
  const values = { shown: count(shown), total: count(total), noun: t(total === 1 ? noun[0] : noun[1]) };
  return exact ? t('Showing {shown} of {total} {noun}', values) : t('Showing {shown} of about {total} {noun}', values);
}

/** Under a list: how much is shown, and "Load more" while there is more. */
export function ListFooter({
  shown,
  total,
  totalExact,
  noun,
  hasMore,
  loadingMore,
  onLoadMore,
}: {
  shown: number;
  total: number | undefined;
  totalExact: boolean;
  noun: [singular: string, plural: string];
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore(): void;
}) {
  return (
    <Footer>
      <span role="status">{listCountText(shown, total, totalExact, noun)}</span>
      {hasMore && (
        <Button $variant="secondary" $size="sm" disabled={loadingMore} onClick={onLoadMore}>
          {loadingMore ? t('Loading…') : t('Load more {noun}', { noun: t(noun[1]) })}
        </Button>
      )}
    </Footer>
  );
}

/** A one-column grid whose track may shrink below the table's width (the page never scrolls sideways). */
const Shrinkable = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
`;

/**
 * A wide table's frame: it scrolls sideways inside itself (focusable, so the keyboard can scroll
 * it), never the page. Cells with the class `actions` stay in view at its right edge.
 */
const Frame = styled(TableWrap)`
  position: relative;
  .actions {
    position: sticky;
    right: 0;
    background: ${({ theme }) => theme.colors.surface};
    box-shadow: -6px 0 6px -6px rgba(0, 0, 0, 0.25);
  }
  th.actions { background: ${({ theme }) => theme.colors.surfaceAlt}; }
`;

export function TableFrame({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Shrinkable>
      <Frame tabIndex={0} role="region" aria-label={t(label)}>
        {children}
      </Frame>
    </Shrinkable>
  );
}

/** What `PagedTable` needs of its list: a `usePagedList` result. */
export interface PagedTableList {
  items: readonly unknown[];
  total: number | undefined;
  totalExact: boolean;
  hasMore: boolean;
  isLoading: boolean;
  isLoadingMore: boolean;
  error: { message: string } | undefined;
  loadMore(): void;
  reload(): Promise<unknown>;
}

/**
 * The body of a list page, whatever its rows: a spinner while the first page loads, the error with
 * Try again, the empty state (with "Clear search and filters" when a search or filter emptied it,
 * else `empty`), or the table (`children`) in its scrolling frame with the footer's count and
 * "Load more". `noun` names the rows (`['order', 'orders']`) in the texts it makes (`what` when
 * they need more words); `ready: false` shows nothing yet (the list waits for the user, say).
 */
export function PagedTable({
  list,
  noun,
  frameLabel,
  filtered,
  onClearFilters,
  emptyTitle,
  empty,
  what = noun[1],
  loadingLabel = t('Loading {what}', { what: t(what) }),
  errorTitle = t('The {what} could not be loaded', { what: t(what) }),
  ready = true,
  children,
}: {
  list: PagedTableList;
  noun: [singular: string, plural: string];
  frameLabel: string;
  filtered: boolean;
  onClearFilters: () => void;
  emptyTitle: string;
  empty?: ReactNode;
  /** What the texts call the rows, when more than `noun` ("removed users"). */
  what?: string;
  loadingLabel?: string;
  errorTitle?: string;
  ready?: boolean;
  children: ReactNode;
}) {
  if (list.isLoading) return <PageSpinner label={loadingLabel} />;
  if (list.error && list.items.length === 0) return <ErrorState title={errorTitle} message={list.error.message} onRetry={() => void list.reload()} />;
  if (!ready) return null;
  if (list.items.length === 0)
    return (
      <EmptyState title={filtered ? t('No {what} match', { what: t(what) }) : emptyTitle}>
        {filtered ? (
          <Button $variant="secondary" $size="sm" onClick={onClearFilters}>
            {t('Clear search and filters')}
          </Button>
        ) : (
          empty
        )}
      </EmptyState>
    );
  return (
    <>
      <TableFrame label={frameLabel}>{children}</TableFrame>
      <ListFooter
        shown={list.items.length}
        total={list.total}
        totalExact={list.totalExact}
        noun={noun}
        hasMore={list.hasMore}
        loadingMore={list.isLoadingMore}
        onLoadMore={list.loadMore}
      />
    </>
  );
}
