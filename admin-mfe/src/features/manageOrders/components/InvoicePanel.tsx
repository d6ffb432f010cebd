import { useId, useState, type ComponentProps, type FormEvent } from 'react';
import styled from 'styled-components';
import { ApiError, formatDate, formatDay, t, useFormatPrice, useToast, type OrderDetail } from '@storefront/shared';
import { COMPANY_LIMITS, INVOICE_STATUS_LABEL, issuesToFields, PAYMENT_TERMS_LABEL, paymentBody } from '@storefront/shared/schemas';
import { INVOICE_STATUS_TONE } from '@storefront/shared/orders';
import { Badge, Button, ErrorText, FieldRow, Input, Label, Table, TableFrame, VisuallyHidden, Facts, FormDialog, TableHead } from '@storefront/shared/ui';
import { recordPayment } from '../api/orders';
import { usePageLocale } from '../../../components/i18n';

const Panel = styled.section`
  margin: ${({ theme }) => theme.space(6)} 0;
  h2 { font-size: 1.2rem; margin: 0 0 ${({ theme }) => theme.space(3)}; color: ${({ theme }) => theme.colors.primary}; }
`;

const InvoiceFacts = styled(Facts)`
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

type Invoice = NonNullable<OrderDetail['invoice']>;

/** What is left to pay of an invoice, to the cent. */
const openAmount = (invoice: Pick<Invoice, 'total' | 'paid'>) => Math.max(0, Math.round(((invoice.total ?? 0) - (invoice.paid ?? 0)) * 100) / 100);

/** Today as YYYY-MM-DD, in the admin's own calendar. */
export function today(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * An invoiced order's invoice, for the storefront's admin (docs/companies.md): its terms, due date,
 * status, total, what is paid, every payment, and Record payment while it is not paid.
 */
export function InvoicePanel({ invoice, onPaid }: { invoice: Invoice; onPaid(): void }) {
  const formatPrice = useFormatPrice();
  const locale = usePageLocale();
  const [recording, setRecording] = useState(false);
  const payments = invoice.payments ?? [];
  return (
    <Panel aria-labelledby="invoice-title">
      <h2 id="invoice-title">{t('Invoice {number}', { number: invoice.number })}</h2>
      <InvoiceFacts $min="150px">
        <div>
          <dt>{t('Issued')}</dt>
          <dd>
            <time dateTime={invoice.issuedAt}>{formatDate(invoice.issuedAt, locale)}</time>
          </dd>
        </div>
        {invoice.terms && (
          <div>
            <dt>{t('Terms')}</dt>
            <dd>{t(PAYMENT_TERMS_LABEL[invoice.terms] ?? invoice.terms)}</dd>
          </div>
        )}
        {invoice.dueDate && (
          <div>
            <dt>{t('Due')}</dt>
            <dd>
              <time dateTime={invoice.dueDate}>{formatDay(invoice.dueDate, locale)}</time>
            </dd>
          </div>
        )}
        {invoice.status && (
          <div>
            <dt>{t('Status')}</dt>
            <dd>
              <Badge $tone={INVOICE_STATUS_TONE[invoice.status]}>{t(INVOICE_STATUS_LABEL[invoice.status])}</Badge>
            </dd>
          </div>
        )}
        {invoice.total !== undefined && (
          <div>
            <dt>{t('Total')}</dt>
            <dd>{formatPrice(invoice.total)}</dd>
          </div>
        )}
        {invoice.total !== undefined && (
          <div>
            <dt>{t('Paid')}</dt>
            <dd>{formatPrice(invoice.paid ?? 0)}</dd>
          </div>
        )}
      </InvoiceFacts>
      {payments.length > 0 && (
        <TableFrame label={t('Payments (scrolls sideways)')}>
          <Table>
            <VisuallyHidden as="caption">{t('Payments of invoice {number}', { number: invoice.number })}</VisuallyHidden>
            <TableHead columns={[t('Paid on'), { label: t('Amount'), num: true }, t('Reference')]} />
            <tbody>
              {payments.map((payment) => (
                <tr key={payment._id}>
                  <td>
                    <time dateTime={payment.paidOn}>{formatDay(payment.paidOn, locale)}</time>
                  </td>
                  <td className="num">{formatPrice(payment.amount)}</td>
                  <td>{payment.reference}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableFrame>
      )}
      {invoice.total !== undefined && invoice.status !== 'paid' && (
        <p>
          <Button onClick={() => setRecording(true)}>{t('Record payment')}</Button>
        </p>
      )}
      {recording && (
        <PaymentDialog
          invoice={invoice}
          onClose={() => setRecording(false)}
          onDone={() => {
            setRecording(false);
            onPaid();
          }}
        />
      )}
    </Panel>
  );
}

type PaymentField = 'amount' | 'paidOn' | 'reference';

function PaymentDialog({ invoice, onClose, onDone }: { invoice: Invoice; onClose(): void; onDone(): void }) {
  const toast = useToast();
  const formatPrice = useFormatPrice();
  const id = useId();
  const open = openAmount(invoice);
  const [values, setValues] = useState<Record<PaymentField, string>>({ amount: String(open), paidOn: today(), reference: '' });
  const [errors, setErrors] = useState<Partial<Record<PaymentField | 'form', string>>>({});
  const [busy, setBusy] = useState(false);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const amount = values.amount.trim().replace(/,/g, '');
    const reference = values.reference.trim();
    const parsed = paymentBody.safeParse({ amount: amount === '' ? undefined : Number(amount), paidOn: values.paidOn, ...(reference ? { reference } : {}) });
    if (!parsed.success) {
      const fields = issuesToFields(parsed.error.issues);
      setErrors(fields);
      const first = (['amount', 'paidOn', 'reference'] as const).find((name) => fields[name]);
      if (first) document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const updated = await recordPayment(invoice.number, parsed.data);
      toast.success(
        updated.status === 'paid'
          ? t('Payment of {amount} recorded: invoice {number} is paid.', { amount: formatPrice(parsed.data.amount), number: invoice.number })
          : t('Payment of {amount} recorded on invoice {number}.', { amount: formatPrice(parsed.data.amount), number: invoice.number }),
      );
      onDone();
    } catch (cause) {
      if (cause instanceof ApiError && cause.fields) setErrors(cause.fields);
      else setErrors({ form: cause instanceof ApiError ? cause.message : t('Could not record the payment: {reason}', { reason: (cause as Error).message }) });
      setBusy(false);
    }
  };

  const field = (name: PaymentField, label: string, props: Partial<ComponentProps<typeof Input>> = {}) => (
    <FieldRow>
      <Label htmlFor={`${id}-${name}`}>{label}</Label>
      <Input
        id={`${id}-${name}`}
        value={values[name]}
        autoComplete="off"
        $invalid={Boolean(errors[name])}
        aria-invalid={Boolean(errors[name]) || undefined}
        aria-describedby={errors[name] ? `${id}-${name}-error` : undefined}
        onChange={(event) => setValues({ ...values, [name]: event.target.value })}
        {...props}
      />
      {errors[name] && <ErrorText id={`${id}-${name}-error`}>{errors[name]}</ErrorText>}
    </FieldRow>
  );

  return (
    <FormDialog
      title={t('Record payment on invoice {number}', { number: invoice.number })}
      onClose={onClose}
      onSubmit={save}
      busy={busy}
      submitLabel={t('Record payment')}
      error={errors.form}
    >
      <p style={{ marginTop: 0 }}>{t('Open amount: {amount}.', { amount: formatPrice(open) })}</p>
      {field('amount', t('Amount'), { inputMode: 'decimal' })}
      {field('paidOn', t('Date'), { type: 'date', max: today() })}
      {field('reference', t('Reference (optional)'), { maxLength: COMPANY_LIMITS.reference })}
    </FormDialog>
  );
}
