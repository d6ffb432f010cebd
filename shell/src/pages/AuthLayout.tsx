import { useRef } from 'react';
import { FormSpy } from 'react-final-form';
import styled from 'styled-components';
import { Card } from '@storefront/shared/ui';

export const AuthCard = styled(Card)`
  max-width: 440px;
  margin: ${({ theme }) => theme.space(10)} auto;
  padding: ${({ theme }) => theme.space(8)} ${({ theme }) => theme.space(6)};
  h1 { text-align: center; color: ${({ theme }) => theme.colors.primary}; }
`;

export const Divider = styled.p`
  display: flex;
  align-items: center;
  gap: 12px;
  color: ${({ theme }) => theme.colors.muted};
  margin: ${({ theme }) => theme.space(5)} 0;
  &::before, &::after { content: ''; flex: 1; border-top: 1px solid ${({ theme }) => theme.colors.border}; }
`;

export const SwitchLine = styled.p`
  text-align: center;
  margin: ${({ theme }) => theme.space(4)} 0 0;
`;

export const Wrap = styled.div`
  padding: 0 ${({ theme }) => theme.space(4)};
`;

/**
 * Inside a sign-in form: the provider's last answer ("wrong password", "address in use") goes
 * as soon as the visitor edits a field, since it no longer describes what the fields hold.
 */
export function ClearOnEdit({ onEdit }: { onEdit: () => void }) {
  const first = useRef(true);
  return (
    <FormSpy
      subscription={{ values: true }}
      onChange={() => {
        if (first.current) first.current = false;
        else onEdit();
      }}
    />
  );
}
