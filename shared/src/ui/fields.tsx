import styled from 'styled-components';

export const FieldRow = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

export const Label = styled.label`
  font-weight: 600;
  font-size: 0.9375rem;
  color: ${({ theme }) => theme.colors.text};
`;

export const Hint = styled.span`
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.colors.muted};
`;

const controlStyles = `
  width: 100%;
  padding: 10px 12px;
  border-radius: 8px;
  background: #fff;
  color: inherit;
`;

export const Input = styled.input<{ $invalid?: boolean }>`
  ${controlStyles}
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : '#8a96a3')};
  &:read-only { background: ${({ theme }) => theme.colors.surfaceAlt}; }
`;

export const TextArea = styled.textarea<{ $invalid?: boolean }>`
  ${controlStyles}
  min-height: 110px;
  resize: vertical;
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : '#8a96a3')};
`;

export const Select = styled.select<{ $invalid?: boolean }>`
  ${controlStyles}
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : '#8a96a3')};
`;

/** The small red text under a field or form (spec section 5). */
export const ErrorText = styled.p`
  margin: 2px 0 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: 0.875rem;
`;
