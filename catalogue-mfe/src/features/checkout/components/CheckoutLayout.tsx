import styled from 'styled-components';
import { Card } from '@storefront/shared/ui';

// Checkout's layout, the cart's and an accepted quote's alike.

/**
 * One column on a phone (lines, the delivery form, then the summary, which stays at the bottom of
 * the window until the page's end); from 960 px the form and the summary are a side column that
 * stays in view beside the lines.
 */
export const Columns = styled.div`
  > * + * { margin-top: ${({ theme }) => theme.space(6)}; }
  @media (min-width: 960px) {
    display: grid;
    grid-template-columns: minmax(0, 3fr) minmax(320px, 2fr);
    gap: ${({ theme }) => theme.space(6)};
    align-items: start;
    > * + * { margin-top: 0; }
  }
`;

export const Side = styled.div`
  display: contents;
  > * + * { margin-top: ${({ theme }) => theme.space(4)}; }
  @media (min-width: 960px) {
    display: block;
  }
  /* Below the header (sticky, 64 px or more), when the window is tall enough for the whole column. */
  @media (min-width: 960px) and (min-height: 760px) {
    position: sticky;
    top: 5.5rem;
  }
`;

/** The total and Place order: at the bottom of the window until the page's end on a phone, under the form beside the lines from 960 px. */
export const Summary = styled.div`
  position: sticky;
  bottom: 0;
  z-index: 2;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  @media (min-width: 600px) { padding: ${({ theme }) => theme.space(4)}; }
  box-shadow: 0 -6px 16px -8px rgba(16, 24, 40, 0.25);
  > p { margin: 0; display: flex; flex-wrap: wrap; justify-content: space-between; align-items: baseline; gap: 0 ${({ theme }) => theme.space(3)}; }
  strong { font-size: 1.3rem; color: ${({ theme }) => theme.colors.primary}; font-variant-numeric: tabular-nums; }
  /* While a field has focus on a phone (the keyboard open, the window short), the bar settles in
     its place after the form instead of covering the field being typed in. */
  @media (max-width: 959.98px) {
    ${Columns}:has(input:focus, textarea:focus, select:focus) & { position: static; box-shadow: none; }
  }
`;

export const FormCard = styled(Card)`
  padding: ${({ theme }) => theme.space(5)};
  h2 { margin: 0 0 ${({ theme }) => theme.space(4)}; font-size: 1.2rem; }
  /* A field taken into view by the keyboard stops above the sticky summary, not under it. */
  input, textarea { scroll-margin-bottom: 9rem; }
`;
