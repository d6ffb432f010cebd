import styled from 'styled-components';
import { lazy, Suspense, useState } from 'react';
import { useSession, type Part, t } from '@storefront/shared';
import { media, VisuallyHidden } from '@storefront/shared/ui';
import { PartCard } from './PartCard';
import { PartCardSkeleton } from './PartCardSkeleton';

// The buyer's prices load with the first signed-in customer's cards: a visitor's pages carry none of their code.
const CardPrices = lazy(() => import(/* webpackChunkName: "card-prices" */ '../pricing/CardPrices'));

/** 1, 2 or 3 columns depending on width (spec section 2). */
const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  grid-template-columns: minmax(0, 1fr);
  ${media.sm} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  ${media.md} { grid-template-columns: repeat(3, minmax(0, 1fr)); }
`;

/**
 * `eagerCount`: how many leading images are above the fold and should not wait for lazy loading.
 * `pageSize`: the cards of one page of the list: a signed-in customer's prices are read a page at
 * a time, and a card whose part their list prices lower says so.
 */
export function PartsGrid({ parts, eagerCount = 0, pageSize }: { parts: readonly Part[]; eagerCount?: number; pageSize?: number }) {
  const session = useSession();
  const [yours, setYours] = useState<Record<string, number>>({});
  const signedIn = session.status === 'signed-in';
  return (
    <Grid>
      {parts.map((part, index) => (
        <PartCard key={part._id} part={part} eager={index < eagerCount} yourPrice={signedIn ? yours[part._id] : undefined} />
      ))}
      {signedIn && (
        <Suspense fallback={null}>
          <CardPrices parts={parts} pageSize={pageSize} onPrices={setYours} />
        </Suspense>
      )}
    </Grid>
  );
}

/** What the grid shows while the parts load. */
export function PartsGridSkeleton({ count, label }: { count: number; label?: string }) {
  return (
    <div role="status">
      <VisuallyHidden>{label ?? t('Loading parts')}</VisuallyHidden>
      <Grid>
        {Array.from({ length: count }, (_, i) => (
          <PartCardSkeleton key={i} />
        ))}
      </Grid>
    </div>
  );
}
