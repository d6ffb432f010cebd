import styled, { css } from 'styled-components';

/**
 * Scrolls sideways on a phone instead of squeezing columns. Positioned, so that a visually hidden
 * header (an absolutely placed span) scrolls with the table instead of widening the page.
 */
export const TableWrap = styled.div`
  position: relative;
  width: 100%;
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.9375rem;
  th, td {
    text-align: left;
    padding: 10px 12px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    vertical-align: middle;
  }
  th {
    background: ${({ theme }) => theme.colors.surfaceAlt};
    color: ${({ theme }) => theme.colors.text};
    font-weight: 600;
    white-space: nowrap;
  }
  tbody tr:last-child td { border-bottom: none; }
  td.num, th.num { text-align: right; font-variant-numeric: tabular-nums; }
`;

/**
 * A table's rows as cards, for a phone's width (the caller's media query): each body row a grid
 * of two columns (the caller names its areas), the header kept for screen readers only, and a
 * cell's `data-label` shown before its value, muted (the caller sets its content and layout).
 */
export const cardRows = css`
  &,
  tbody {
    display: block;
  }
  thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
  tbody tr {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    padding: 12px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  tbody tr:last-child { border-bottom: none; }
  td[data-label]::before { color: ${({ theme }) => theme.colors.muted}; }
`;

/**
 * `cardRows` with one figure a line, for a table whose cells carry `data-label`: on a phone each
 * row is a card, its row header on top and each other cell's value beside its column's name,
 * a cell of `actions` at the start of its line.
 */
export const labelledCardRows = css`
  ${cardRows}
  tbody tr { grid-template-columns: minmax(0, 1fr); gap: 6px; }
  tbody th, tbody td { display: flex; justify-content: space-between; gap: 12px; padding: 0; border: none; text-align: right; }
  tbody th { display: block; text-align: left; }
  td[data-label]::before { content: attr(data-label); content: attr(data-label) / ''; text-align: left; }
  td.actions { justify-content: flex-start; }
`;
