import styled from 'styled-components';
import { Card } from '@storefront/shared/ui';

/**
 * The root of every admin page. `contain: inline-size` keeps wide tables from widening the
 * dashboard column (a grid item's automatic minimum width is its content's): they scroll inside
 * their TableWrap instead of pushing the page sideways on a phone.
 */
export const AdminPage = styled.div`
  contain: inline-size;
  min-width: 0;
`;

/** A record's page: its sections one under the other, each with its heading. */
export const Sections = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  h2 { font-size: 1.2rem; margin: 0 0 ${({ theme }) => theme.space(3)}; color: ${({ theme }) => theme.colors.primary}; }
`;

/** A section's form, on a card as wide as a form reads well. */
export const Panel = styled(Card)`
  padding: ${({ theme }) => theme.space(5)};
  max-width: 40rem;
`;
