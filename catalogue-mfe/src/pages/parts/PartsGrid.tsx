import styled from 'styled-components';
import type { Part } from '@storefront/shared';
import { media } from '@storefront/shared/ui';
import { PartCard } from './PartCard';

/** 1, 2 or 3 columns depending on width (spec section 2). */
export const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  grid-template-columns: 1fr;
  ${media.sm} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  ${media.md} { grid-template-columns: repeat(3, minmax(0, 1fr)); }
`;

export function PartsGrid({ parts }: { parts: Part[] }) {
  return (
    <Grid>
      {parts.map((part, index) => (
        <PartCard key={part._id} part={part} eager={index < 3} />
      ))}
    </Grid>
  );
}
