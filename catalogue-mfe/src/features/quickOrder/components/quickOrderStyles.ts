import styled from 'styled-components';
import { Card } from '@storefront/shared/ui';

export const Panel = styled(Card)`
  padding: ${({ theme }) => theme.space(3)};
  @media (min-width: 600px) { padding: ${({ theme }) => theme.space(5)}; }
  margin-bottom: ${({ theme }) => theme.space(5)};
`;

export const Tools = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(5)};
  input[type='file'] { max-width: 100%; }
  @media (min-width: 900px) { grid-template-columns: minmax(0, 3fr) minmax(0, 2fr); }
`;

export const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(4)};
`;

export const Note = styled.p`
  margin: 2px 0 0;
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.colors.muted};
`;
