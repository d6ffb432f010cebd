import { useId, useState } from 'react';
import { ApiError, useNavigate, useToast, t } from '@storefront/shared';
import { quoteMessages, type AssemblyLine, type Quote } from '@storefront/shared/schemas';
import { ErrorText, FieldRow, Hint, Input, Label } from '@storefront/shared/ui';
import { QuoteFailure, QuoteNoteField, QuoteRequestDialog } from '../../../components/QuoteRequestDialog';
import { makerQuoteErrorsOf, makerQuoteRequest, requestMakerQuote, type MakerQuoteErrors, type MakerQuoteValues } from '../api/quotes';
import { rowName, rowNameLang } from './rows';
import { localNumber } from '../../../i18n/localName';

export interface MakerQuoteDialogProps {
  line: AssemblyLine;
  assemblyId: string;
  /** The machine and assembly ("JUKI DDL-8700: Hook and bobbin case"). */
  about: string;
  onClose(): void;
  onRequested(quote: Quote): void;
}

/** A quote's page in the account's My Quotes. */
export const quotePath = (number: string) => `/dashboard/quotes/${encodeURIComponent(number)}`;

/**
 * Ask for a quote on a part not sold here (signed-in customers), from its parts book row: the
 * maker's number and name as the book prints them, the quantity (the assembly's to start), an
 * optional target price and note. Sent, a toast links to the new quote in My Quotes.
 */
export function MakerQuoteDialog({ line, assemblyId, about, onClose, onRequested }: MakerQuoteDialogProps) {
  const id = useId();
  const toast = useToast();
  const navigate = useNavigate();
  const [values, setValues] = useState<MakerQuoteValues>({ quantity: String(line.quantity), targetPrice: '', note: '' });
  const [errors, setErrors] = useState<MakerQuoteErrors>({});
  const [sending, setSending] = useState(false);
  const name = rowName(line);
  // An English name on a Bangla page is marked as English; otherwise it stays plain text within the sentence.
  const nameLang = rowNameLang(line);

  const submit = async () => {
    const request = makerQuoteRequest(line, assemblyId, values);
    if ('errors' in request) return setErrors(request.errors);
    setErrors({});
    setSending(true);
    try {
      const quote = await requestMakerQuote(request.body);
      toast.success(t(quoteMessages.requested), { link: { label: t('See quote {number}', { number: quote.number }), to: quotePath(quote.number), navigate } });
      onRequested(quote);
    } catch (error) {
      if (error instanceof ApiError && error.fields && Object.keys(error.fields).length) setErrors(makerQuoteErrorsOf(error.fields));
      else setErrors({ form: error instanceof ApiError ? error.message : t('The quote could not be requested: try again.') });
      setSending(false);
    }
  };

  const field = (key: keyof MakerQuoteValues) => ({
    id: `${id}-${key}`,
    value: values[key],
    'aria-invalid': errors[key] ? true : undefined,
    'aria-describedby': [`${id}-${key}-hint`, errors[key] ? `${id}-${key}-error` : ''].filter(Boolean).join(' '),
    onChange: (event: { target: { value: string } }) => {
      setValues({ ...values, [key]: event.target.value });
      // A field's message goes once it is being changed: it is checked again when sent.
      if (errors[key]) setErrors({ ...errors, [key]: undefined });
    },
  });
  const error = (key: Exclude<keyof MakerQuoteErrors, 'form'>) => errors[key] && <ErrorText id={`${id}-${key}-error`}>{errors[key]}</ErrorText>;

  return (
    <QuoteRequestDialog
      title={t('Ask for a quote')}
      describedBy={`${id}-part`}
      onClose={onClose}
      onSubmit={submit}
      sending={sending}
      failure={<QuoteFailure id={`${id}-form-error`}>{errors.form}</QuoteFailure>}
    >
      <p id={`${id}-part`}>
        <strong>
          {nameLang ? <span lang={nameLang}>{name}</span> : name}
          {t(', maker’s number {number}:', { number: line.makerNumber ?? '' })}
        </strong>{' '}
        {t('not sold here. We answer with the part of ours that fits and its price. Callout {callout} of {about}.', { callout: line.callout, about })}
      </p>
      <FieldRow>
        <Label htmlFor={`${id}-quantity`}>{t('Quantity')}</Label>
        <Input {...field('quantity')} inputMode="numeric" autoComplete="off" $invalid={Boolean(errors.quantity)} />
        <Hint id={`${id}-quantity-hint`}>{t('The assembly holds {holds}.', { holds: localNumber(line.quantity) })}</Hint>
        {error('quantity')}
      </FieldRow>
      <FieldRow>
        <Label htmlFor={`${id}-targetPrice`}>{t('Target price per unit (optional)')}</Label>
        <Input {...field('targetPrice')} inputMode="decimal" autoComplete="off" $invalid={Boolean(errors.targetPrice)} />
        <Hint id={`${id}-targetPrice-hint`}>{t('The price you hope for, if you have one.')}</Hint>
        {error('targetPrice')}
      </FieldRow>
      <QuoteNoteField
        id={`${id}-note`}
        rows={3}
        value={values.note}
        onChange={(note) => {
          setValues({ ...values, note });
          if (errors.note) setErrors({ ...errors, note: undefined });
        }}
        hint={t('Delivery dates, yearly quantities, the machine’s serial: anything we should know.')}
        error={errors.note}
      />
    </QuoteRequestDialog>
  );
}
