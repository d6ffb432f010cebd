import { useId } from 'react';
import styled from 'styled-components';
import { t, useConfig } from '@storefront/shared';
import { PRICE_LIST_LIMITS } from '@storefront/shared/schemas';
import { ErrorText, FieldRow, Hint, Input, Label } from '@storefront/shared/ui';
import type { ListErrors, ListValues } from '../api/priceLists';

const Dates = styled.div`
  display: grid;
  gap: 0 ${({ theme }) => theme.space(4)};
  grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
`;

/**
 * A price list's details as the storefront's admin sets them: its name, the storefront's currency
 * (shown, not chosen) and the days it is valid, either open. Each field shows its own message.
 */
export function ListFields({ values, errors, onChange }: { values: ListValues; errors: ListErrors; onChange(next: ListValues): void }) {
  const id = useId();
  const { currency } = useConfig();
  const field = (name: keyof ListValues, label: string, hint?: string) => {
    const describedBy = [hint ? `${id}-${name}-hint` : null, errors[name] ? `${id}-${name}-error` : null].filter(Boolean).join(' ') || undefined;
    return (
      <FieldRow>
        <Label htmlFor={`${id}-${name}`}>{label}</Label>
        <Input
          id={`${id}-${name}`}
          type={name === 'name' ? 'text' : 'date'}
          value={values[name]}
          maxLength={name === 'name' ? PRICE_LIST_LIMITS.name : undefined}
          autoComplete="off"
          $invalid={Boolean(errors[name])}
          aria-invalid={Boolean(errors[name]) || undefined}
          aria-describedby={describedBy}
          onChange={(event) => onChange({ ...values, [name]: event.target.value })}
        />
        {hint && <Hint id={`${id}-${name}-hint`}>{hint}</Hint>}
        {errors[name] && <ErrorText id={`${id}-${name}-error`}>{errors[name]}</ErrorText>}
      </FieldRow>
    );
  };
  return (
    <>
      {field('name', t('Name'))}
      <FieldRow>
        <Label htmlFor={`${id}-currency`}>{t('Currency')}</Label>
        <Input id={`${id}-currency`} value={currency} readOnly aria-describedby={`${id}-currency-hint`} />
        <Hint id={`${id}-currency-hint`}>{t('Price lists are in the storefront’s currency.')}</Hint>
        {errors.currency && <ErrorText>{errors.currency}</ErrorText>}
      </FieldRow>
      <Dates>
        {field('validFrom', t('Valid from'), t('Empty: from today'))}
        {field('validUntil', t('Valid until'), t('Empty: no end'))}
      </Dates>
    </>
  );
}
