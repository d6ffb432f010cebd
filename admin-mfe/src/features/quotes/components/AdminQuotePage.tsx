import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import {
  ApiError,
  formatDateTime,
  formatDay,
  formatNumber,
  formatUnits,
  Link,
  t,
  useFormatPrice,
  useParams,
  useRefreshLists,
  useToast,
} from '@storefront/shared';
import { quoteEndpoints } from '@storefront/shared/endpoints';
import { QUOTE_LIMITS, QUOTE_STATUS_LABEL, toCents, type Quote, type QuoteLine } from '@storefront/shared/schemas';
import {
  Badge,
  Button,
  Card,
  DetailStates,
  Dialog,
  DialogActions,
  ErrorText,
  Facts,
  FieldRow,
  Hint,
  Input,
  Label,
  PageTitle,
  TextArea,
} from '@storefront/shared/ui';
import { AdminPage } from '../../../components/AdminPage';
import { usePageLocale } from '../../../components/i18n';
import { Muted as QuietText } from '../../../components/ListPage';
import {
  answerErrorsOf,
  answerQuote,
  answerRequest,
  answerValues,
  dateAfter,
  declineQuote,
  useQuote,
  type AnswerErrors,
  type AnswerValues,
} from '../api/quotes';
import { QUOTE_STATUS_TONE } from './ManageQuotesPage';
import { priceSourceText, QuoteLinesTable } from '@storefront/shared/orders';

const Sections = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  h2 { font-size: 1.2rem; margin: 0 0 ${({ theme }) => theme.space(3)}; color: ${({ theme }) => theme.colors.primary}; }
`;

const Panel = styled(Card)`
  padding: ${({ theme }) => theme.space(5)};
  max-width: 44rem;
`;

/** The buyer's e-mail, under their name. */
const Muted = styled(QuietText)`
  display: block;
`;

const Revisions = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  li { border: 1px solid ${({ theme }) => theme.colors.border}; border-radius: ${({ theme }) => theme.radius.md}; padding: ${({ theme }) => theme.space(4)}; }
  h3 { margin: 0 0 ${({ theme }) => theme.space(2)}; font-size: 1rem; }
  p { margin: ${({ theme }) => theme.space(2)} 0 0; }
  ul { margin: ${({ theme }) => theme.space(2)} 0 0; padding-left: 1.2rem; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  align-items: center;
`;

const dateOnly = (date: string) => formatDay(date);

/**
 * What the buyer pays today for the line's quantity, after its list price, when it is not that
 * list price: "; your price BDT 590.00 (Price list: Dhaka Knitwear 2027)", "(50+ price)".
 */
function buyerPriceNote(line: QuoteLine, formatPrice: (amount: number) => string): string {
  const price = line.buyerPrice;
  if (!price || (price.source === 'list' && line.listPrice !== null && toCents(price.unitPrice) === toCents(line.listPrice))) return '';
  const source = priceSourceText({
    priceSource: price.source,
    priceMinQuantity: price.minQuantity ?? null,
    priceListName: price.priceListName ?? null,
    quoteNumber: price.quoteNumber ?? null,
  });
  return source
    ? t('; your price {price} ({source})', { price: formatPrice(price.unitPrice), source })
    : t('; your price {price}', { price: formatPrice(price.unitPrice) });
}

/**
 * One quote, for the storefront's admin (`/dashboard/manageQuotes/<number>`): who asked and their
 * note, its lines (quantity, list price, the buyer's target, the price quoted), the answer form
 * (a price per line, beside what the buyer pays for it today; valid until, a message: each answer
 * a new revision, the earlier listed),
 * Decline, and the order once the buyer accepted it.
 */
export default function AdminQuotePage() {
  const { number } = useParams();
  const quote = useQuote(number);

  if (quote.error || !quote.data) {
    return (
      <DetailStates
        read={quote}
        what="quote"
        notFound={
          <>
            {t('There is no quote with this number.')} <Link to="/dashboard/manageQuotes">{t('See all quotes')}</Link>
          </>
        }
      />
    );
  }
  const data = quote.data;
  const saved = (next: Quote) => void quote.mutate(next, { revalidate: false });
  return (
    <AdminPage>
      <p>
        <Link to="/dashboard/manageQuotes">← {t('Manage Quotes')}</Link>
      </p>
      <PageTitle>{t('Quote {number}', { number: data.number })}</PageTitle>
      <Sections>
        <Summary quote={data} onDeclined={saved} />
        <Lines quote={data} />
        {data.canAnswer && <AnswerForm quote={data} onAnswered={saved} />}
        {data.answers.length > 0 && <Answers quote={data} />}
      </Sections>
    </AdminPage>
  );
}

function Summary({ quote, onDeclined }: { quote: Quote; onDeclined(quote: Quote): void }) {
  const formatPrice = useFormatPrice();
  const [declining, setDeclining] = useState(false);
  return (
    <section aria-labelledby="quote-summary">
      <h2 id="quote-summary">{t('Request')}</h2>
      <Facts $min="180px">
        <div>
          <dt>{t('Status')}</dt>
          <dd>
            <Badge $tone={QUOTE_STATUS_TONE[quote.status]}>{t(QUOTE_STATUS_LABEL[quote.status] ?? quote.status)}</Badge>
          </dd>
        </div>
        <div>
          <dt>{t('Buyer')}</dt>
          <dd>
            {quote.name}
            <Muted>{quote.email}</Muted>
          </dd>
        </div>
        <div>
          <dt>{t('Company')}</dt>
          <dd>{quote.company ? <Link to={`/dashboard/manageCompanies/${quote.company.id}`}>{quote.company.name}</Link> : t('None')}</dd>
        </div>
        <div>
          <dt>{t('Asked')}</dt>
          <dd>{formatDateTime(quote.createdAt)}</dd>
        </div>
        {quote.total !== null && (
          <div>
            <dt>{t('Quoted total')}</dt>
            <dd>{formatPrice(quote.total)}</dd>
          </div>
        )}
        {quote.validUntil && (
          <div>
            <dt>{t('Valid until')}</dt>
            <dd>{dateOnly(quote.validUntil)}</dd>
          </div>
        )}
        {quote.orderNumber && (
          <div>
            <dt>{t('Order')}</dt>
            <dd>
              <Link to={`/dashboard/manageorders/${quote.orderNumber}`}>{t('Order {number}', { number: quote.orderNumber })}</Link>
            </dd>
          </div>
        )}
      </Facts>
      {quote.note && (
        <p>
          <strong>{t('Note:')}</strong> {quote.note}
        </p>
      )}
      {quote.status === 'declined' && (
        <p>
          {quote.declinedBy === 'admin' ? t('Declined by the storefront') : t('Declined by the buyer')}
          {quote.declineReason ? `: ${quote.declineReason}` : '.'}
        </p>
      )}
      {quote.canDecline && (
        <Actions>
          <Button $variant="danger" onClick={() => setDeclining(true)}>
            {t('Decline quote')}
          </Button>
        </Actions>
      )}
      {declining && (
        <DeclineDialog
          quote={quote}
          onClose={() => setDeclining(false)}
          onDeclined={(next) => {
            setDeclining(false);
            onDeclined(next);
          }}
        />
      )}
    </section>
  );
}

function Lines({ quote }: { quote: Quote }) {
  return (
    <section aria-labelledby="quote-lines">
      <h2 id="quote-lines">{t('Lines')}</h2>
      <QuoteLinesTable quote={quote} showTarget unquoted={t('Not yet')} />
    </section>
  );
}

function AnswerForm({ quote, onAnswered }: { quote: Quote; onAnswered(quote: Quote): void }) {
  const id = useId();
  const toast = useToast();
  const refreshLists = useRefreshLists();
  const [values, setValues] = useState<AnswerValues>(() => answerValues(quote.lines));
  const [errors, setErrors] = useState<AnswerErrors>({});
  const [busy, setBusy] = useState(false);
  // The quote read again (another revision): the form starts from its prices.
  useEffect(() => setValues(answerValues(quote.lines)), [quote.lines]);
  const revising = quote.answers.length > 0;

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const request = answerRequest(quote.lines, values);
    if ('errors' in request) return setErrors(request.errors);
    setErrors({});
    setBusy(true);
    try {
      const answered = await answerQuote(quote.number, request.body);
      toast.success(t('Quote {number} was answered: the buyer gets an e-mail.', { number: quote.number }));
      onAnswered(answered);
      void refreshLists(quoteEndpoints.manageQuotes);
    } catch (cause) {
      if (cause instanceof ApiError && cause.fields) setErrors(answerErrorsOf(quote.lines, cause.fields));
      else setErrors({ form: t('Could not answer the quote: {reason}', { reason: (cause as Error).message }) });
    } finally {
      setBusy(false);
    }
  };

  const described = (name: string, hint?: string) => [hint, errors[name] ? `${id}-${name}-error` : null].filter(Boolean).join(' ') || undefined;
  const error = (name: string) =>
    errors[name] && (
      <ErrorText id={`${id}-${name}-error`} role={name === 'form' ? 'alert' : undefined}>
        {errors[name]}
      </ErrorText>
    );

  return (
    <section aria-labelledby="quote-answer">
      <h2 id="quote-answer">{revising ? t('Revise the answer') : t('Answer')}</h2>
      <Panel>
        <form onSubmit={(event) => void save(event)} noValidate aria-labelledby="quote-answer">
          {quote.lines.map((line) => (
            <AnswerLine key={line.lineNo} id={id} line={line} values={values} errors={errors} described={described} error={error} onChange={setValues} />
          ))}
          {error('prices')}
          <FieldRow>
            <Label htmlFor={`${id}-validUntil`}>{t('Valid until')}</Label>
            <Input
              id={`${id}-validUntil`}
              type="date"
              min={dateAfter(0)}
              value={values.validUntil}
              $invalid={Boolean(errors.validUntil)}
              aria-invalid={Boolean(errors.validUntil) || undefined}
              aria-describedby={described('validUntil')}
              onChange={(event) => setValues({ ...values, validUntil: event.target.value })}
            />
            {error('validUntil')}
          </FieldRow>
          <FieldRow>
            <Label htmlFor={`${id}-message`}>{t('Message')}</Label>
            <TextArea
              id={`${id}-message`}
              rows={3}
              maxLength={QUOTE_LIMITS.message}
              value={values.message}
              $invalid={Boolean(errors.message)}
              aria-invalid={Boolean(errors.message) || undefined}
              aria-describedby={described('message', `${id}-message-hint`)}
              onChange={(event) => setValues({ ...values, message: event.target.value })}
            />
            <Hint id={`${id}-message-hint`}>{t('Optional: sent to the buyer with the prices.')}</Hint>
            {error('message')}
          </FieldRow>
          {error('form')}
          <Button type="submit" disabled={busy}>
            {busy ? t('Sending…') : revising ? t('Send revised answer') : t('Send answer')}
          </Button>
        </form>
      </Panel>
    </section>
  );
}

interface AnswerLineProps {
  id: string;
  line: QuoteLine;
  values: AnswerValues;
  errors: AnswerErrors;
  described(name: string, hint?: string): string | undefined;
  error(name: string): ReactNode;
  onChange(values: AnswerValues): void;
}

/**
 * A line's fields of the answer: its price beside what its buyer pays today; a maker's-number line
 * (a part not sold here) also the number of the part of ours that supplies it, which its buyer orders.
 */
function AnswerLine({ id, line, values, errors, described, error, onChange }: AnswerLineProps) {
  const formatPrice = useFormatPrice();
  const locale = usePageLocale();
  const name = `price-${line.lineNo}`;
  const part = `part-${line.lineNo}`;
  const hintId = `${id}-${name}-hint`;
  const { maker } = line;
  return (
    <FieldRow>
      <Label htmlFor={`${id}-${name}`}>
        {maker
          ? t('Price for maker’s number {number} ({description})', { number: maker.number, description: maker.description })
          : t('Price for {name} ({number})', { name: line.partName, number: line.partNumber })}
      </Label>
      <Input
        id={`${id}-${name}`}
        type="number"
        inputMode="decimal"
        min="0.01"
        step="0.01"
        value={values.prices[line.lineNo] ?? ''}
        $invalid={Boolean(errors[name])}
        aria-invalid={Boolean(errors[name]) || undefined}
        aria-describedby={described(name, hintId)}
        onChange={(event) => onChange({ ...values, prices: { ...values.prices, [line.lineNo]: event.target.value } })}
      />
      <Hint id={hintId}>
        {formatUnits(line.quantity, locale)}
        {line.listPrice === null ? t('; not sold here') : t('; list {price}', { price: formatPrice(line.listPrice) })}
        {buyerPriceNote(line, formatPrice)}
        {line.targetPrice === null ? '' : t('; target {price}', { price: formatPrice(line.targetPrice) })}
      </Hint>
      {error(name)}
      {maker && (
        <>
          <Label htmlFor={`${id}-${part}`}>{t('Our part number supplying {number}', { number: maker.number })}</Label>
          <Input
            id={`${id}-${part}`}
            autoComplete="off"
            spellCheck={false}
            value={values.parts[line.lineNo] ?? ''}
            $invalid={Boolean(errors[part])}
            aria-invalid={Boolean(errors[part]) || undefined}
            aria-describedby={described(part, `${id}-${part}-hint`)}
            onChange={(event) => onChange({ ...values, parts: { ...values.parts, [line.lineNo]: event.target.value } })}
          />
          <Hint id={`${id}-${part}-hint`}>
            {t('The part of ours the buyer orders for it')}
            {maker.assembly.name ? t('; asked from {assembly}', { assembly: maker.assembly.name }) : ''}. {t('None? Decline the quote.')}
          </Hint>
          {error(part)}
        </>
      )}
    </FieldRow>
  );
}

function Answers({ quote }: { quote: Quote }) {
  const formatPrice = useFormatPrice();
  const nameOf = (lineNo: number) => {
    const line = quote.lines.find((l) => l.lineNo === lineNo);
    if (!line) return t('Line {number}', { number: formatNumber(lineNo) });
    return line.maker ? t('maker’s number {number}', { number: line.maker.number }) : line.partName;
  };
  return (
    <section aria-labelledby="quote-answers">
      <h2 id="quote-answers">{t('Answers')}</h2>
      <Revisions>
        {quote.answers.map((answer, index) => (
          <li key={answer.revision}>
            <h3>
              {t('Revision {number}', { number: formatNumber(answer.revision) })}
              {index === 0 ? t(' (current)') : ''}
            </h3>
            <Muted>
              {t('Valid until {day}; answered {time} by {who}', {
                day: dateOnly(answer.validUntil),
                time: formatDateTime(answer.answeredAt),
                who: answer.answeredBy,
              })}
            </Muted>
            <ul>
              {answer.prices.map((price) => (
                <li key={price.lineNo}>
                  {price.partNumber
                    ? t('{name} ({number}) for {line}', { name: price.partName ?? '', number: price.partNumber, line: nameOf(price.lineNo) })
                    : nameOf(price.lineNo)}
                  : {formatPrice(price.price)}
                </li>
              ))}
            </ul>
            {answer.message && <p>{answer.message}</p>}
          </li>
        ))}
      </Revisions>
    </section>
  );
}

function DeclineDialog({ quote, onClose, onDeclined }: { quote: Quote; onClose(): void; onDeclined(quote: Quote): void }) {
  const id = useId();
  const toast = useToast();
  const refreshLists = useRefreshLists();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const decline = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      const declined = await declineQuote(quote.number, reason.trim() ? { reason: reason.trim() } : {});
      toast.success(t('Quote {number} was declined.', { number: quote.number }));
      onDeclined(declined);
      void refreshLists(quoteEndpoints.manageQuotes);
    } catch (cause) {
      setError(
        cause instanceof ApiError && cause.fields?.reason
          ? cause.fields.reason
          : t('Could not decline the quote: {reason}', { reason: (cause as Error).message }),
      );
      setBusy(false);
    }
  };

  return (
    <Dialog title={t('Decline quote {number}', { number: quote.number })} onClose={onClose}>
      <form onSubmit={(event) => void decline(event)} noValidate>
        <p>{t('The buyer can no longer accept it.')}</p>
        <FieldRow>
          <Label htmlFor={`${id}-reason`}>{t('Reason (optional)')}</Label>
          <TextArea id={`${id}-reason`} rows={3} maxLength={QUOTE_LIMITS.reason} value={reason} onChange={(event) => setReason(event.target.value)} />
        </FieldRow>
        {error && <ErrorText role="alert">{error}</ErrorText>}
        <DialogActions>
          <Button $variant="secondary" onClick={onClose}>
            {t('Cancel')}
          </Button>
          <Button type="submit" $variant="danger" disabled={busy}>
            {busy ? t('Declining…') : t('Decline quote')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
