import { callApi } from '@storefront/shared';
import { apiPath, quoteEndpoints } from '@storefront/shared/endpoints';
import { quoteLinesTotal, type Quote, type QuoteAnswer } from '@storefront/shared/schemas';

/** A quote's page reads the quote with its lines and answers by its number (SWR key). */
export const quoteKey = (number: string) => apiPath(quoteEndpoints.getQuote, { number });

/** Its buyer declines a requested or answered quote, optionally saying why; the answer is the quote as it is now. */
export function declineQuote(number: string, reason: string | undefined): Promise<Quote> {
  return callApi(quoteEndpoints.declineQuote, { params: { number }, body: reason ? { reason } : {} });
}

/** The buyer who asked for it withdraws a request not answered yet; the answer is the quote as it is now. */
export function withdrawQuote(number: string): Promise<Quote> {
  return callApi(quoteEndpoints.withdrawQuote, { params: { number } });
}

/** A calendar day (YYYY-MM-DD, a quote's valid until): the shared formatting, the same day wherever it is read. */
export { formatDay } from '@storefront/shared';

/** An answer's price for each line, by line number. */
export const answerPrices = (answer: QuoteAnswer): Map<number, number> => new Map(answer.prices.map((p) => [p.lineNo, p.price]));

/** What the quote's lines come to at an answer's prices (each line rounded to cents, as an order's). */
export function answerTotal(quote: Pick<Quote, 'lines'>, answer: QuoteAnswer): number {
  const prices = answerPrices(answer);
  return quoteLinesTotal(quote.lines, (lineNo) => prices.get(lineNo) ?? null);
}
