import { callApi } from '@storefront/shared';
import { quoteEndpoints } from '@storefront/shared/endpoints';
import { quoteMessages, type CartLine, type QuoteRequestBody } from '@storefront/shared/schemas';

/** Request a quote from the cart (docs/prices-and-quotes.md): its lines, a note and, per line, an optional target price. */
export const requestQuote = (body: QuoteRequestBody) => callApi(quoteEndpoints.requestQuote, { body });

/** The dialog's fields: the note, and a target price per part id as typed. */
export interface QuoteRequestValues {
  note: string;
  targets: Record<string, string>;
}

/** A target price as typed: empty (none), or a price above 0 with at most two decimals. */
export function targetProblem(text: string): string | undefined {
  const value = text.trim();
  if (value === '') return undefined;
  return /^\d+(\.\d{1,2})?$/.test(value) && Number(value) > 0 ? undefined : quoteMessages.targetInvalid;
}

/** The request's body: every line of the cart that names a part, each with its target price when one was given. */
export function quoteRequest(values: QuoteRequestValues, lines: readonly Pick<CartLine, 'partId' | 'quantity' | 'part'>[]): QuoteRequestBody {
  const note = values.note.trim();
  return {
    ...(note ? { note } : {}),
    lines: lines
      .filter((line) => line.part)
      .map((line) => {
        const target = (values.targets[line.partId] ?? '').trim();
        return { partId: line.partId, quantity: line.quantity, ...(target ? { targetPrice: Number(target) } : {}) };
      }),
  };
}
