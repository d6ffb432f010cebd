import styled from 'styled-components';

/**
 * The root of every admin page. `contain: inline-size` keeps wide tables from widening the
 * dashboard column (a grid item's automatic minimum width is its content's): they scroll inside
 * their TableWrap instead of pushing the page sideways on a phone.
 */
export const AdminPage = styled.div`
  contain: inline-size;
  min-width: 0;
`;
