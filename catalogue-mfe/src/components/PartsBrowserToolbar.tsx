// The parts list's toolbar: the search box, and the sort and filters (folded behind a Filters
// button on a phone, so a search's first result shows in the first screen).
import { useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button, ChoiceField, ListToolbar, SearchField } from '@storefront/shared/ui';
import { msg, t } from '@storefront/shared';
import { localNumber } from '../i18n/localName';

export const SORT_CHOICES = [
  { value: 'catalogue', label: msg('Featured') },
  { value: 'price', label: msg('Price: low to high') },
  { value: '-price', label: msg('Price: high to low') },
  { value: 'name', label: msg('Name: A to Z') },
  { value: 'newest', label: msg('Newest first') },
];

/** A search's default order is the best matches first (the API's ranking), not the catalogue's. */
const SEARCH_SORT_CHOICES = [{ value: 'catalogue', label: msg('Best match') }, ...SORT_CHOICES.slice(1)];

const STOCK_CHOICES = [
  { value: '', label: msg('All parts') },
  { value: 'true', label: msg('In stock only') },
];

/** Choices with their labels in the page's language. */
const shown = (choices: readonly { value: string; label: string }[]) => choices.map((choice) => ({ ...choice, label: t(choice.label) }));

/** Below this width the filters fold behind a button, so a search's first result shows in the first screen. */
const PHONE = (theme: { breakpoints: { sm: number } }) => `@media (max-width: ${theme.breakpoints.sm - 0.02}px)`;

/** The search box and, on a phone, the Filters button beside it; wider, the box alone, as one of the toolbar's fields. */
const SearchRow = styled.div`
  display: contents;
  > button { display: none; }
  ${({ theme }) => PHONE(theme)} {
    display: flex;
    align-items: flex-end;
    gap: ${({ theme }) => theme.space(2)};
    width: 100%;
    > :first-child { flex: 1 1 auto; }
    > button { display: inline-flex; min-height: 44px; white-space: nowrap; }
  }
`;

/** The sort and filters: the toolbar's own fields from 600 px, folded behind Filters on a phone until opened. */
const FilterFields = styled.div<{ $open: boolean }>`
  display: contents;
  ${({ theme }) => PHONE(theme)} {
    display: ${({ $open }) => ($open ? 'flex' : 'none')};
    flex-wrap: wrap;
    align-items: flex-end;
    gap: ${({ theme }) => theme.space(3)};
    width: 100%;
  }
`;

export interface PartsBrowserToolbarProps {
  q: string | undefined;
  sort: string | undefined;
  inStock: string | undefined;
  /** Whether anything else narrows the list (counted on the Filters button). */
  narrowed: boolean;
  /** More filters, after the list's own. */
  filters?: ReactNode;
  set: (patch: { q?: string; sort?: string; inStock?: string; after: undefined }, options?: { replace?: boolean }) => void;
}

export function PartsBrowserToolbar({ q, sort, inStock, narrowed, filters, set }: PartsBrowserToolbarProps) {
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filtersId = useId();
  // How many of the folded choices narrow or order the list, said on the button that unfolds them.
  const chosenFilters = [sort, inStock, narrowed].filter(Boolean).length;
  return (
    <ListToolbar>
      <SearchRow>
        <SearchField
          label={t('Search parts')}
          placeholder={t('e.g. bobbin, SL-BC-0001, JUKI 110-45400')}
          value={q ?? ''}
          onSearch={(next) => set({ q: next, after: undefined }, { replace: true })}
        />
        <Button $variant="secondary" aria-expanded={filtersOpen} aria-controls={filtersId} onClick={() => setFiltersOpen((open) => !open)}>
          {t('Filters')}
          {chosenFilters ? ` (${localNumber(chosenFilters)})` : ''}
        </Button>
      </SearchRow>
      <FilterFields id={filtersId} $open={filtersOpen}>
        <ChoiceField
          label={t('Sort by')}
          value={sort}
          choices={shown(q ? SEARCH_SORT_CHOICES : SORT_CHOICES)}
          onChange={(next) => set({ sort: next, after: undefined })}
        />
        <ChoiceField label={t('Stock')} value={inStock} choices={shown(STOCK_CHOICES)} onChange={(next) => set({ inStock: next, after: undefined })} />
        {filters}
      </FilterFields>
    </ListToolbar>
  );
}
