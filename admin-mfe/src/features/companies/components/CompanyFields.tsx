import { useId } from 'react';
import styled from 'styled-components';
import { t } from '@storefront/shared';
import { COMPANY_LIMITS, PAYMENT_TERMS, PAYMENT_TERMS_LABEL, type PaymentTerms } from '@storefront/shared/schemas';
import { ErrorText, FieldRow, Hint, Input, Label, Select, TextArea } from '@storefront/shared/ui';
import type { CompanyErrors, CompanyValues } from '../api/companies';

const Check = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  font-weight: 600;
  font-size: 0.9375rem;
  input { width: 1.1rem; height: 1.1rem; }
`;

/**
 * The fields of a company as the storefront's admin sets them: name, tax number (BIN/VAT), billing
 * address, payment terms, credit limit, whether every order needs a PO reference and, when adding,
 * the first company admin's e-mail. Each field shows its own message.
 */
export function CompanyFields({
  values,
  errors,
  adding,
  onChange,
}: {
  values: CompanyValues;
  errors: CompanyErrors;
  adding: boolean;
  onChange(next: CompanyValues): void;
}) {
  const id = useId();
  const described = (name: keyof CompanyValues, hint?: boolean) =>
    [hint ? `${id}-${name}-hint` : null, errors[name] ? `${id}-${name}-error` : null].filter(Boolean).join(' ') || undefined;
  const invalid = (name: keyof CompanyValues) => ({
    $invalid: Boolean(errors[name]),
    'aria-invalid': Boolean(errors[name]) || undefined,
  });
  const error = (name: keyof CompanyValues) => errors[name] && <ErrorText id={`${id}-${name}-error`}>{errors[name]}</ErrorText>;
  const text = (name: 'name' | 'taxNumber' | 'adminEmail', label: string, max?: number, type = 'text') => (
    <FieldRow>
      <Label htmlFor={`${id}-${name}`}>{label}</Label>
      <Input
        id={`${id}-${name}`}
        type={type}
        value={values[name]}
        maxLength={max}
        autoComplete="off"
        {...invalid(name)}
        aria-describedby={described(name, name === 'adminEmail')}
        onChange={(event) => onChange({ ...values, [name]: event.target.value })}
      />
      {name === 'adminEmail' && <Hint id={`${id}-${name}-hint`}>{t('They get an e-mail with a link to join, valid 7 days.')}</Hint>}
      {error(name)}
    </FieldRow>
  );
  return (
    <>
      {text('name', t('Name'), COMPANY_LIMITS.name)}
      {text('taxNumber', t('Tax number (BIN/VAT)'), COMPANY_LIMITS.taxNumber)}
      <FieldRow>
        <Label htmlFor={`${id}-billingAddress`}>{t('Billing address')}</Label>
        <TextArea
          id={`${id}-billingAddress`}
          rows={3}
          value={values.billingAddress}
          maxLength={COMPANY_LIMITS.billingAddress}
          {...invalid('billingAddress')}
          aria-describedby={described('billingAddress')}
          onChange={(event) => onChange({ ...values, billingAddress: event.target.value })}
        />
        {error('billingAddress')}
      </FieldRow>
      <FieldRow>
        <Label htmlFor={`${id}-paymentTerms`}>{t('Payment terms')}</Label>
        <Select
          id={`${id}-paymentTerms`}
          value={values.paymentTerms}
          {...invalid('paymentTerms')}
          aria-describedby={described('paymentTerms')}
          onChange={(event) => onChange({ ...values, paymentTerms: event.target.value as PaymentTerms })}
        >
          {PAYMENT_TERMS.map((terms) => (
            <option key={terms} value={terms}>
              {t(PAYMENT_TERMS_LABEL[terms])}
            </option>
          ))}
        </Select>
        {error('paymentTerms')}
      </FieldRow>
      <FieldRow>
        <Label htmlFor={`${id}-creditLimit`}>{t('Credit limit')}</Label>
        <Input
          id={`${id}-creditLimit`}
          inputMode="decimal"
          value={values.creditLimit}
          autoComplete="off"
          {...invalid('creditLimit')}
          aria-describedby={described('creditLimit', true)}
          onChange={(event) => onChange({ ...values, creditLimit: event.target.value })}
        />
        <Hint id={`${id}-creditLimit-hint`}>{t('What open invoices and unpaid orders may add up to on account.')}</Hint>
        {error('creditLimit')}
      </FieldRow>
      <FieldRow>
        <Check>
          <input type="checkbox" checked={values.poRequired} onChange={(event) => onChange({ ...values, poRequired: event.target.checked })} />
          {t('PO reference required')}
        </Check>
        {error('poRequired')}
      </FieldRow>
      {adding && text('adminEmail', t('First company admin’s e-mail'), undefined, 'email')}
    </>
  );
}
