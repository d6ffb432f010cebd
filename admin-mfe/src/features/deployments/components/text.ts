import styled from 'styled-components';

/** Secondary words beside a figure or a build. */
export const Muted = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.875rem;
  margin: 0;
`;

/** A build id in a table: on one line; the table scrolls sideways on a phone instead of breaking it up. */
export const Id = styled.code`
  white-space: nowrap;
`;
