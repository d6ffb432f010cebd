import styled from 'styled-components';

/** A status's small label, in one of four tones. */
export const Badge = styled.span<{ $tone: 'neutral' | 'success' | 'warning' | 'danger' }>`
  display: inline-block;
  padding: 2px 10px;
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: 0.8125rem;
  font-weight: 600;
  text-transform: capitalize;
  color: ${({ theme, $tone }) =>
    ({ neutral: theme.colors.muted, success: theme.colors.success, warning: theme.colors.warning, danger: theme.colors.danger })[$tone]};
  background: ${({ theme, $tone }) =>
    ({ neutral: theme.colors.surfaceAlt, success: theme.colors.successSoft, warning: theme.colors.warningSoft, danger: theme.colors.dangerSoft })[$tone]};
`;
