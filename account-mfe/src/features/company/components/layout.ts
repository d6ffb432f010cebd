import styled from 'styled-components';
import { Card, labelledCardRows, media, Table } from '@storefront/shared/ui';

/** One section of the Company page: a card with its heading. */
export const Panel = styled(Card).attrs({ as: 'section' })`
  padding: ${({ theme }) => theme.space(5)};
  margin-bottom: ${({ theme }) => theme.space(6)};
  ${media.sm} { padding: ${({ theme }) => theme.space(6)}; }
  h2 { font-size: 1.2rem; color: ${({ theme }) => theme.colors.primary}; margin-top: 0; }
  h3 { font-size: 1.05rem; margin: ${({ theme }) => theme.space(6)} 0 ${({ theme }) => theme.space(3)}; }
`;

export const PanelHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(3)};
  h2 { margin: 0; }
`;

/**
 * A section's table: a table from 600 px; on a phone each row is a card, its first cell (a row
 * header) on top and each other cell beside its column's name (`data-label`).
 */
export const CardTable = styled(Table)`
  td.nowrap { white-space: nowrap; }
  td.actions { white-space: nowrap; text-align: right; }
  td.actions button + button { margin-left: 8px; }
  tbody th { background: none; white-space: normal; }
  select { min-width: 8.5rem; }
  @media (max-width: ${({ theme }) => theme.breakpoints.sm - 1}px) {
    ${labelledCardRows}
  }
`;

/** A member's e-mail under their name: breaks anywhere rather than run past a phone's card. */
export const MemberEmail = styled.span`
  display: block;
  font-weight: 400;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.muted};
  overflow-wrap: break-word;
  @media (max-width: ${({ theme }) => theme.breakpoints.sm - 1}px) { overflow-wrap: anywhere; }
`;
