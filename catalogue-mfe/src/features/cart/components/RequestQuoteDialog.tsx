import { useId, useState } from 'react';
import styled from 'styled-components';
import { ApiError, formatUnits, useFormatPrice, useNavigate, useToast, type CartLine, msg, t } from '@storefront/shared';
import { quoteMessages } from '@storefront/shared/schemas';
import { ErrorText, FieldRow, Hint, Input, Label } from '@storefront/shared/ui';
import { QuoteFailure, QuoteNoteField, QuoteRequestDialog } from '../../../components/QuoteRequestDialog';
import { quoteRequest, requestQuote, targetProblem, type QuoteRequestValues } from '../api/quotes';
import { NAME, withName } from '../../../components/LocalName';

const Lines = styled.fieldset`
  border: none;
  margin: 0;
  padding: 0;
  legend { font-weight: 600; padding: 0; margin-bottom: ${({ theme }) => theme.space(2)}; }
`;

/**
 * What happens to the cart's lines, said where the quote is asked for and under the cart: they
 * stay (a purchasing desk may still order some at today's prices), and accepting the quote is
 * what orders them and takes them out.
 */
export const QUOTE_LINES_STAY = msg(
  'These lines stay in your cart while we answer: accepting the quote orders them at its prices and takes them out of the cart.',
);

/**
 * Request a quote (signed-in customers): the cart's lines with a note and, per line, an optional
 * target price; sent, it opens the quote's page in the account (`/dashboard/quotes/<number>`).
 */
export function RequestQuoteDialog({ lines, onClose }: { lines: readonly CartLine[]; onClose: () => void }) {
  const formatPrice = useFormatPrice();
  const navigate = useNavigate();
  const toast = useToast();
  const id = useId();
  const quoted = lines.filter((line) => line.part);
  const [values, setValues] = useState<QuoteRequestValues>({ note: '', targets: {} });
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [failure, setFailure] = useState<string>();
  const [sending, setSending] = useState(false);

  const check = (next: QuoteRequestValues) =>
    Object.fromEntries(quoted.map((line) => [line.partId, targetProblem(next.targets[line.partId] ?? '')]).filter(([, problem]) => problem));

  const submit = async () => {
    const problems = check(values);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    setSending(true);
    setFailure(undefined);
    try {
      const quote = await requestQuote(quoteRequest(values, quoted));
      toast.success(t(quoteMessages.requested));
      navigate(`/dashboard/quotes/${quote.number}`);
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : t('The quote could not be requested: try again'));
      setSending(false);
    }
  };

  return (
    <QuoteRequestDialog
      title={t('Request a quote')}
      describedBy={`${id}-stay`}
      onClose={onClose}
      onSubmit={submit}
      sending={sending}
      failure={<QuoteFailure>{failure}</QuoteFailure>}
    >
      <p id={`${id}-stay`}>{t(QUOTE_LINES_STAY)}</p>
      <QuoteNoteField
        id={`${id}-note`}
        value={values.note}
        onChange={(note) => setValues({ ...values, note })}
        hint={t('What you need: delivery dates, yearly quantities, anything we should know.')}
      />
      <Lines>
        <legend>{t('Target prices per unit (optional)')}</legend>
        {quoted.map((line) => {
          const field = `${id}-${line.partId}`;
          const error = errors[line.partId];
          const part = line.part!;
          return (
            <FieldRow key={line.partId}>
              <Label htmlFor={field}>{withName(t('Target price for {name}', { name: NAME }), part)}</Label>
              <Input
                id={field}
                inputMode="decimal"
                autoComplete="off"
                value={values.targets[line.partId] ?? ''}
                onChange={(e) => {
                  const next = { ...values, targets: { ...values.targets, [line.partId]: e.target.value } };
                  setValues(next);
                  if (error) setErrors(check(next));
                }}
                $invalid={Boolean(error)}
                aria-invalid={Boolean(error)}
                aria-describedby={`${field}-hint${error ? ` ${field}-error` : ''}`}
              />
              <Hint id={`${field}-hint`}>
                {t('{units}, now {price} each', { units: formatUnits(line.quantity), price: formatPrice(line.price?.unitPrice ?? part.price) })}
              </Hint>
              {error && <ErrorText id={`${field}-error`}>{error}</ErrorText>}
            </FieldRow>
          );
        })}
      </Lines>
    </QuoteRequestDialog>
  );
}
