import { apiPath, callApi } from '@storefront/shared';
import { quoteEndpoints } from '@storefront/shared/endpoints';
import { quoteLinesTotal, quoteLineTotals, quoteMessages, type Quote, type QuoteAcceptBody } from '@storefront/shared/schemas';
import { deliveryRequest, type CheckoutValues } from './checkoutForm';

/** Accepting a quote through checkout (`/checkout?quote=Q-2026-000001`, docs/prices-and-quotes.md). */

export const quoteKey = (number: string) => apiPath(quoteEndpoints.getQuote, { number });

/** Places the quote's order; `idempotencyKey` is the same for each retry of the same acceptance (OrderAttempt). */
export const acceptQuote = (number: string, body: QuoteAcceptBody, idempotencyKey: string) =>
  callApi(quoteEndpoints.acceptQuote, { params: { number }, body, headers: { 'Idempotency-Key': idempotencyKey } });

/** The acceptance's body: checkout's fields without lines (the quote's are ordered). */
export function quoteAcceptRequest(values: CheckoutValues): QuoteAcceptBody {
  return deliveryRequest(values);
}

/** Why a quote cannot be accepted, in the contract's words. */
export function cannotAcceptReason(quote: Pick<Quote, 'status'>): string {
  switch (quote.status) {
    case 'requested':
      return quoteMessages.notAnswered;
    case 'expired':
      return quoteMessages.expired;
    case 'declined':
      return quoteMessages.declined;
    case 'accepted':
      return quoteMessages.accepted;
    default:
      return quoteMessages.notYours;
  }
}

/** The quote's total at its quoted prices (the latest answer's, as the API says it, else summed as QuoteLinesTable does). */
export const quotedTotal = (quote: Pick<Quote, 'total' | 'lines'>): number => {
  const quoted = new Map(quote.lines.map((line) => [line.lineNo, line.quotedPrice]));
  return quote.total ?? quoteLinesTotal(quote.lines, (lineNo) => quoted.get(lineNo) ?? null);
};

/** Each line's total at its quoted price (the latest answer's), the net amounts checkout adds VAT to. */
export const quotedLineTotals = (quote: Pick<Quote, 'lines'>): number[] => {
  const quoted = new Map(quote.lines.map((line) => [line.lineNo, line.quotedPrice]));
  return quoteLineTotals(quote.lines, (lineNo) => quoted.get(lineNo) ?? null);
};
