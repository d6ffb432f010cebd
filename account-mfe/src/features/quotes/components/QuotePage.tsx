import { useEffect, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { formatDate, formatNumber, Link, t, useApi, useFormatPrice, useParams, useRefreshLists, useSession, useToast } from '@storefront/shared';
import { quoteEndpoints } from '@storefront/shared/endpoints';
import { DetailFrame, DetailTitle, QUOTE_STATUS_TONE, QuoteLinesTable, SectionTitle } from '@storefront/shared/orders';
import { QUOTE_STATUS_LABEL, quoteMessages, quoteWithdrawn, type Quote, type QuoteAnswer, type QuoteLine } from '@storefront/shared/schemas';
import { Badge, Button, ButtonLink, DetailStates, Facts } from '@storefront/shared/ui';
import { slot, withNodes } from '../../../components/messageNodes';
import { answerPrices, answerTotal, declineQuote, formatDay, quoteKey, withdrawQuote } from '../api/quotes';
import { DeclineQuoteDialog } from './DeclineQuoteDialog';
import { WithdrawQuoteDialog } from './WithdrawQuoteDialog';
import { QuoteTotals } from './QuoteTotals';

const QuoteFactsList = styled(Facts)`
  margin: ${({ theme }) => theme.space(5)} 0;
`;

const Where = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-left: 4px solid ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => theme.colors.surface};
  &:focus { outline: 2px solid ${({ theme }) => theme.colors.primary}; outline-offset: 2px; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0 0 ${({ theme }) => theme.space(5)};
`;

const Text = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

const Revision = styled.details`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  summary { cursor: pointer; font-weight: 600; }
  ul { margin: ${({ theme }) => theme.space(2)} 0 0; padding-left: 1.25em; }
`;

/** What the quote's state means for its reader, in a sentence: waiting, what to do, why not, the order. */
function whereItStands(quote: Quote, own: boolean): ReactNode {
  switch (quote.status) {
    case 'requested':
      return t('Awaiting answer: we answer with a price for each line by e-mail.');
    case 'answered':
      if (quote.canAccept) return t('Answered: accept it to order these lines at the quoted prices, or decline it.');
      return t(own ? quoteMessages.expired : quoteMessages.notYours);
    case 'accepted':
      return quote.orderNumber ? (
        <>
          {t('Accepted and ordered:')} <Link to={`/dashboard/orders/${quote.orderNumber}`}>{t('Order {number}', { number: quote.orderNumber })}</Link>
        </>
      ) : (
        t('Accepted.')
      );
    case 'declined':
      return t(quoteWithdrawn(quote) ? quoteMessages.withdrawn : quoteMessages.declined);
    case 'expired':
      return t(quoteMessages.expired);
  }
}

/** A line as an answer priced it: a maker's-number line as the part that answer named, "for maker's number X". */
export function answerLineName(line: QuoteLine, answer: QuoteAnswer): string {
  if (!line.maker) return `${line.partNumber} ${line.partName}`;
  const named = answer.prices.find((p) => p.lineNo === line.lineNo);
  const part = named?.partNumber ? `${named.partNumber} ${named.partName ?? ''} ` : '';
  return `${part}${t('for maker’s number {number} ({description})', { number: line.maker.number, description: line.maker.description })}`;
}

/** An earlier answer, kept: its date, what it held until, its message and prices. */
function EarlierAnswer({ quote, answer }: { quote: Quote; answer: QuoteAnswer }) {
  const formatPrice = useFormatPrice();
  const prices = answerPrices(answer);
  return (
    <Revision>
      <summary>
        {withNodes(
          t('Revision {revision} of {count}, answered {date}', {
            revision: formatNumber(answer.revision),
            count: formatNumber(quote.answers.length),
            date: slot('date'),
          }),
          { date: <time dateTime={answer.answeredAt}>{formatDate(answer.answeredAt)}</time> },
        )}
      </summary>
      <Text>
        {withNodes(t('Valid until {date} · Total {total}', { date: slot('date'), total: formatPrice(answerTotal(quote, answer)) }), {
          date: <time dateTime={answer.validUntil.slice(0, 10)}>{formatDay(answer.validUntil)}</time>,
        })}
      </Text>
      {answer.message && <Text>{answer.message}</Text>}
      <ul>
        {quote.lines.map((line) => (
          <li key={line.lineNo}>
            {answerLineName(line, answer)}: {prices.has(line.lineNo) ? t('{price} each', { price: formatPrice(prices.get(line.lineNo)!) }) : t('no price')}
          </li>
        ))}
      </ul>
    </Revision>
  );
}

/** Who asked and when, the company, the total and the date the answer holds until. */
function QuoteFacts({ quote: data, own, withdrawn }: { quote: Quote; own: boolean; withdrawn: boolean }) {
  const current = data.answers[0];
  return (
    <QuoteFactsList>
      <div>
        <dt>{t('Requested by')}</dt>
        <dd>
          {own ? t('You') : data.name} ({data.email})
        </dd>
      </div>
      <div>
        <dt>{t('Requested on')}</dt>
        <dd>
          <time dateTime={data.createdAt}>{formatDate(data.createdAt)}</time>
        </dd>
      </div>
      {data.company && (
        <div>
          <dt>{t('Company')}</dt>
          <dd>{data.company.name}</dd>
        </div>
      )}
      {withdrawn ? (
        <div>
          <dt>{t('Total')}</dt>
          <dd>{t('None: withdrawn before an answer')}</dd>
        </div>
      ) : (
        <QuoteTotals quote={data} answer={current} />
      )}
      {current && (
        <div>
          <dt>{t('Valid until')}</dt>
          <dd>
            <time dateTime={current.validUntil.slice(0, 10)}>{formatDay(current.validUntil)}</time>
          </dd>
        </div>
      )}
    </QuoteFactsList>
  );
}

/** The answer that holds (revision, date, total, message), and the earlier ones kept. */
function QuoteAnswers({ quote: data }: { quote: Quote }) {
  const formatPrice = useFormatPrice();
  const current = data.answers[0];
  const earlier = data.answers.slice(1);
  return (
    <>
      {current && (
        <section aria-labelledby="quote-answer-title">
          <SectionTitle id="quote-answer-title">{t('Our answer')}</SectionTitle>
          <Text>
            {withNodes(
              t('Revision {revision}, answered {answered}: valid until {validUntil}, total {total}.', {
                revision: formatNumber(current.revision),
                answered: slot('answered'),
                validUntil: slot('validUntil'),
                total: formatPrice(answerTotal(data, current)),
              }),
              {
                answered: <time dateTime={current.answeredAt}>{formatDate(current.answeredAt)}</time>,
                validUntil: <time dateTime={current.validUntil.slice(0, 10)}>{formatDay(current.validUntil)}</time>,
              },
            )}
          </Text>
          {current.message && <Text>{current.message}</Text>}
        </section>
      )}
      {earlier.length > 0 && (
        <section aria-labelledby="quote-earlier-title">
          <SectionTitle id="quote-earlier-title">{t('Earlier answers')}</SectionTitle>
          {earlier.map((answer) => (
            <EarlierAnswer key={answer.revision} quote={data} answer={answer} />
          ))}
        </section>
      )}
    </>
  );
}

/**
 * A quote (`/dashboard/quotes/<number>`), for its buyer and their company's members: who asked and
 * when, the note, every line with its list price then, the target and the quoted price, the answer
 * that holds (valid until, message, total) with the earlier ones kept; Withdraw request for its buyer
 * while it waits for an answer (the lines then at their own prices), Accept (through checkout)
 * and Decline for its buyer while it is open, and the order once accepted.
 */
export default function QuotePage() {
  const { number } = useParams();
  const { user } = useSession();
  const quote = useApi<Quote>(number ? quoteKey(number) : null);
  const toast = useToast();
  const refreshLists = useRefreshLists();
  const [declining, setDeclining] = useState(false);
  const [withdrawing, setWithdrawing] = useState(false);
  const [moveFocus, setMoveFocus] = useState(false);
  const where = useRef<HTMLParagraphElement>(null);

  // After a decline or a withdrawal its button is gone: the focus goes to what the quote now says.
  useEffect(() => {
    if (moveFocus) {
      where.current?.focus();
      setMoveFocus(false);
    }
  }, [moveFocus]);

  if (quote.error || !quote.data) {
    return (
      <DetailStates
        read={quote}
        what={t('quote')}
        notFoundTitle={t(quoteMessages.notFound)}
        errorTitle={t('The quote could not be loaded')}
        loadingLabel={t('Loading the quote')}
        notFound={
          <>
            {t('There is no quote {number} among yours.', { number: number ?? '' })} <Link to="/dashboard/quotes">{t('See your quotes')}</Link>
          </>
        }
      />
    );
  }
  const data = quote.data;

  const own = data.email.toLowerCase() === (user?.email ?? '').toLowerCase();

  const decline = async (reason: string | undefined) => {
    const answer = await declineQuote(data.number, reason).catch((error: unknown) => {
      void quote.mutate();
      throw error;
    });
    await quote.mutate(answer, { revalidate: false });
    setDeclining(false);
    setMoveFocus(true);
    toast.success(t('Quote {number} was declined.', { number: data.number }));
    void refreshLists(quoteEndpoints.myQuotes);
  };

  const withdraw = async () => {
    const answer = await withdrawQuote(data.number).catch((error: unknown) => {
      void quote.mutate();
      throw error;
    });
    await quote.mutate(answer, { revalidate: false });
    setWithdrawing(false);
    setMoveFocus(true);
    toast.success(t('Your request for quote {number} was withdrawn.', { number: data.number }));
    void refreshLists(quoteEndpoints.myQuotes);
  };
  // A request is withdrawn, not declined: Decline is for an answer; withdrawn, it says so, not "Declined".
  const withdrawn = quoteWithdrawn(data);
  const canDecline = data.canDecline && !data.canWithdraw;

  return (
    <DetailFrame>
      <p>
        <Link to="/dashboard/quotes">← {t('My Quotes')}</Link>
      </p>
      <DetailTitle
        title={t('Quote {number}', { number: data.number })}
        badge={<Badge $tone={QUOTE_STATUS_TONE[data.status]}>{withdrawn ? t('Withdrawn') : t(QUOTE_STATUS_LABEL[data.status])}</Badge>}
      />
      <QuoteFacts quote={data} own={own} withdrawn={withdrawn} />
      <Where ref={where} tabIndex={-1}>
        {whereItStands(data, own)}
      </Where>
      {data.status === 'declined' && data.declineReason && (
        <Text>
          {data.declinedBy === 'admin' ? t('Our reason: {reason}', { reason: data.declineReason }) : t('Reason: {reason}', { reason: data.declineReason })}
        </Text>
      )}
      {(data.canAccept || canDecline || data.canWithdraw) && (
        <Actions>
          {data.canAccept && (
            <ButtonLink as={Link} to={`/checkout?quote=${encodeURIComponent(data.number)}`}>
              {t('Accept')}
            </ButtonLink>
          )}
          {data.canWithdraw && (
            <Button $variant="secondary" onClick={() => setWithdrawing(true)} aria-haspopup="dialog">
              {t('Withdraw request')}
            </Button>
          )}
          {canDecline && (
            <Button $variant="danger" onClick={() => setDeclining(true)} aria-haspopup="dialog">
              {t('Decline')}
            </Button>
          )}
        </Actions>
      )}
      {data.note && (
        <section aria-labelledby="quote-note-title">
          <SectionTitle id="quote-note-title">{t('Note')}</SectionTitle>
          <Text>{data.note}</Text>
        </section>
      )}
      <SectionTitle id="quote-lines-title">{t('Lines')}</SectionTitle>
      {data.lines.some((line) => line.maker) && (
        <Text>{t('A part not sold here is asked for by its maker’s number: our answer names the part of ours that supplies it, which the order holds.')}</Text>
      )}
      <QuoteLinesTable
        quote={data}
        showTarget
        showTotals
        linkParts
        ownPrice={data.status === 'requested'}
        unquoted={withdrawn ? t('None') : t('Awaiting answer')}
      />
      <QuoteAnswers quote={data} />
      {withdrawing && <WithdrawQuoteDialog number={data.number} onWithdraw={withdraw} onClose={() => setWithdrawing(false)} />}
      {declining && <DeclineQuoteDialog number={data.number} onDecline={decline} onClose={() => setDeclining(false)} />}
    </DetailFrame>
  );
}
