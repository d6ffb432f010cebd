import styled from 'styled-components';
import type { Part } from '@storefront/shared';
import { media, VisuallyHidden } from '@storefront/shared/ui';
import { PartCard } from './PartCard';
import { PartCardSkeleton } from './PartCardSkeleton';

/** 1, 2 or 3 columns depending on width (spec section 2). */
export const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  grid-template-columns: minmax(0, 1fr);
  ${media.sm} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  ${media.md} { grid-template-columns: repeat(3, minmax(0, 1fr)); }
`;

/** `eagerCount`: how many leading images are above the fold and should not wait for lazy loading. */
export function PartsGrid({ parts, eagerCount = 0 }: { parts: readonly Part[]; eagerCount?: number }) {
  return (
    <Grid>
      {parts.map((part, index) => (
        <PartCard key={part._id} part={part} eager={index < eagerCount} />
      ))}
    </Grid>
  );
}

/** What the grid shows while the parts load. */
export function PartsGridSkeleton({ count, label = 'Loading parts' }: { count: number; label?: string }) {
  return (
    <div role="status">
      <VisuallyHidden>{label}</VisuallyHidden>
      <Grid>
        {Array.from({ length: count }, (_, i) => (
          <PartCardSkeleton key={i} />
        ))}
      </Grid>
    </div>
  );
}
