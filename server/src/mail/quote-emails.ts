import {
  buttonsBlock,
  composeEmail,
  dashboardLink,
  factsBlock,
  linesBlock,
  longDate,
  moneyFormat,
  type Fact,
  type MailLine,
  type MailSettings,
  type RenderedEmail,
} from './layout';

/** Why a buyer gets an e-mail about their quote: the admin answered it (or answered it again), or declined it. */
export type QuoteEmailEvent = 'quote_answered' | 'quote_declined';

/**
 * What a quote's e-mail says (kept with it in the outbox's `details`: it is about no order): the
 * quote's number, its lines with their quoted prices, the date they hold until, the admin's
 * message, or why it was declined.
 */
export interface QuoteMail {
  number: string;
  /** The answer's revision (1 for the first answer). */
  revision: number;
  lines: { partNumber: string; partName: string; quantity: number; price: number | null }[];
  /** YYYY-MM-DD. */
  validUntil: string | null;
  message: string;
  reason: string | null;
}

/**
 * A quote's e-mail to its buyer. Answered: every line at its quoted
 * price, the total, until when the prices hold, the admin's message and a link to the quote's page,
 * where it is accepted. Declined: why, when the admin said. Every value is escaped.
 */
export async function renderQuoteEmail(event: QuoteEmailEvent, quote: QuoteMail, settings: MailSettings): Promise<RenderedEmail> {
  const money = moneyFormat(settings);
  const link = dashboardLink(settings, 'quotes', quote.number);
  const answered = event === 'quote_answered';
  const facts: Fact[] = [
    ['Quote number', quote.number],
    ...(answered && quote.validUntil ? [['Prices valid until', longDate(quote.validUntil)] as Fact] : []),
    ...(answered && quote.message ? [['Our message', quote.message] as Fact] : []),
    ...(!answered && quote.reason ? [['Reason', quote.reason] as Fact] : []),
  ];
  const lines: MailLine[] = quote.lines.map((l) => ({
    label: `${l.partNumber} ${l.partName}`,
    quantity: l.quantity,
    unit: l.price === null ? '' : money.format(l.price),
    total: l.price === null ? '' : money.format((Math.round(l.price * 100) * l.quantity) / 100),
  }));
  const totalCents = quote.lines.reduce((sum, l) => sum + Math.round((l.price ?? 0) * 100) * l.quantity, 0);
  return composeEmail(settings, {
    headline: answered
      ? quote.revision > 1
        ? `Your quote ${quote.number} has new prices`
        : `Your quote ${quote.number} is answered`
      : `Your quote ${quote.number} was declined`,
    lead: answered
      ? 'We have priced the parts you asked for. Accept the quote on its page to order them at these prices.'
      : 'We cannot offer prices for this request. Ask for a new quote from your cart whenever you like.',
    // Only an answer has prices to list.
    blocks: [
      factsBlock(facts),
      ...(answered ? [linesBlock(lines, { price: 'Quoted price', total: 'Quote total' }, money.format(totalCents / 100))] : []),
      buttonsBlock(['See your quote', link]),
    ],
  });
}
