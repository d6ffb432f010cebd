// What the parts list says when it has no parts: a search's shorter searches that find some, or
// a hint, and a way to clear it; or, with nothing searched, that parts are on their way.
import type { MouseEvent } from 'react';
import styled from 'styled-components';
import type { PartsPage } from '@storefront/shared';
import { Button, EmptyState } from '@storefront/shared/ui';
import { plural, t } from '@storefront/shared';

const Fewer = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.space(2)} 0 ${({ theme }) => theme.space(4)};
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
`;

/** How many parts a shorter search finds, in words ("12 parts"). */
const partsCount = (total: number) => plural(total, { one: '# part', other: '# parts' });

/** A plain click (no new tab, no modifier) stays in the app. */
const plainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

export interface NoPartsProps {
  /** The page's path, for the shorter searches' links. */
  path: string;
  q: string | undefined;
  /** Whether a search or a filter narrows the list. */
  filtered: boolean;
  /** The shorter searches that find parts. */
  fewer: PartsPage['fewerWords'] | undefined;
  searchFor: (q: string) => void;
  clearSearch: () => void;
}

export function NoParts({ path, q, filtered, fewer, searchFor, clearSearch }: NoPartsProps) {
  if (!filtered) return <EmptyState title={t('No parts yet')}>{t('New parts are on their way. Please check back soon.')}</EmptyState>;
  return (
    <EmptyState title={q ? t('No parts match “{q}”', { q }) : t('No parts match')}>
      {fewer && fewer.length > 0 ? (
        <>
          <p>{t('Fewer of its words find parts:')}</p>
          <Fewer>
            {fewer.map((shorter) => (
              <li key={shorter.q}>
                <a
                  href={`${path}?${new URLSearchParams({ q: shorter.q }).toString()}`}
                  onClick={(event) => {
                    if (!plainClick(event)) return;
                    event.preventDefault();
                    searchFor(shorter.q);
                  }}
                >
                  {t('Search for “{q}” ({count})', { q: shorter.q, count: partsCount(shorter.total) })}
                </a>
              </li>
            ))}
          </Fewer>
        </>
      ) : (
        <p>{t('Check the spelling, or search for a shorter name such as “hook” or “plate”.')}</p>
      )}
      <Button $variant="secondary" onClick={clearSearch}>
        {t('Clear search')}
      </Button>
    </EmptyState>
  );
}
