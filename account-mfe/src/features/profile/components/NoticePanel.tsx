import styled from 'styled-components';

/** A notice above My Profile's card (verify your address, orders waiting): its words, then its action. `$tone` colours its edge. */
export const NoticePanel = styled.section<{ $tone: 'warning' | 'primary' }>`
  border: 1px solid ${({ theme, $tone }) => ($tone === 'warning' ? theme.colors.warning : theme.colors.border)};
  ${({ theme, $tone }) => ($tone === 'primary' ? `border-left: 4px solid ${theme.colors.primary};` : '')}
  border-radius: 8px;
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  margin-bottom: ${({ theme }) => theme.space(4)};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  p {
    margin: 0;
    flex: 1 1 16rem;
  }
`;
