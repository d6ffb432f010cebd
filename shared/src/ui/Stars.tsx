import styled from 'styled-components';
import { formatNumber, t } from '@storefront/shared';

const Row = styled.span`
  display: inline-flex;
  gap: 2px;
  color: ${({ theme }) => theme.colors.star};
  font-size: 1.1rem;
  line-height: 1;
`;

/** A read-only star rating, announced as text to screen readers. */
export function Stars({ rating, max = 5 }: { rating: number; max?: number }) {
  const whole = Math.max(0, Math.min(max, Math.round(rating)));
  return (
    <Row role="img" aria-label={t('Rated {rating} out of {max}', { rating: formatNumber(whole), max: formatNumber(max) })}>
      {Array.from({ length: max }, (_, i) => (
        <span key={i} aria-hidden="true">
          {i < whole ? '★' : '☆'}
        </span>
      ))}
    </Row>
  );
}
