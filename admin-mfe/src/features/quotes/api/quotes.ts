import { apiPath, callApi, useApi } from '@storefront/shared';
import { quoteEndpoints } from '@storefront/shared/endpoints';
import {
  issuesToFields,
  quoteAnswerBody,
  quoteMessages,
  type Quote,
  type QuoteAnswerBody,
  type QuoteDeclineBody,
  type QuoteLine,
} from '@storefront/shared/schemas';
import { dateAfter } from '../../../components/dates';

export { dateAfter };

/** The storefront admin's calls for quotes (docs/prices-and-quotes.md; the list is ManageQuotesPage's useAdminList): one quote, answer, decline. */

const quoteKey = (number: string) => apiPath(quoteEndpoints.getQuote, { number });

/** One quote with its lines and every answer. */
export const useQuote = (number: string | undefined) => useApi<Quote>(number ? quoteKey(number) : null);

export const answerQuote = (number: string, body: QuoteAnswerBody) => callApi(quoteEndpoints.answerQuote, { params: { number }, body });
export const declineQuote = (number: string, body: QuoteDeclineBody) => callApi(quoteEndpoints.declineQuote, { params: { number }, body });

/**
 * The answer form as typed: a price per line (by its number), the part number of ours supplying
 * each maker's-number line, the date the prices hold until, a message.
 */
export interface AnswerValues {
  prices: Record<number, string>;
  parts: Record<number, string>;
  validUntil: string;
  message: string;
}

/**
 * A new answer starts from the latest one's prices, else each line's target price, else what the
 * buyer pays today for the line's quantity (`buyerPrice`: a break, their price list), else its list
 * price; valid 14 days.
 */
export function answerValues(lines: QuoteLine[], today = new Date()): AnswerValues {
  const prices: Record<number, string> = {};
  const parts: Record<number, string> = {};
  for (const line of lines) {
    const start = line.quotedPrice ?? line.targetPrice ?? line.buyerPrice?.unitPrice ?? line.listPrice;
    prices[line.lineNo] = start === null ? '' : String(start);
    // A maker's-number line starts from the part the latest answer named (none before one).
    if (line.maker) parts[line.lineNo] = line.partId ? line.partNumber : '';
  }
  return { prices, parts, validUntil: dateAfter(14, today), message: '' };
}

/** A form field's name for an answer's path: `prices.<i>.partNumber` is `part-<lineNo>`, any other of the line `price-<lineNo>`. */
function fieldOf(path: string, lineNos: readonly (number | undefined)[]): string {
  const line = /^prices\.(\d+)(\.partNumber)?/.exec(path);
  if (!line) return path;
  const lineNo = lineNos[Number(line[1])] ?? Number(line[1]) + 1;
  return `${line[2] ? 'part' : 'price'}-${lineNo}`;
}

export type AnswerErrors = Record<string, string>;

/** The answer as the API's body, or each field's message (`price-<lineNo>`, `validUntil`): the API's own rules. */
export function answerRequest(lines: QuoteLine[], values: AnswerValues, today = new Date()): { body: QuoteAnswerBody } | { errors: AnswerErrors } {
  const errors: AnswerErrors = {};
  const prices = lines.map((line) => {
    const text = (values.prices[line.lineNo] ?? '').trim().replace(/,/g, '');
    const price = { lineNo: line.lineNo, price: text === '' ? Number.NaN : Number(text) };
    return line.maker ? { ...price, partNumber: values.parts[line.lineNo] ?? '' } : price;
  });
  const parsed = quoteAnswerBody.safeParse({ validUntil: values.validUntil, message: values.message, prices });
  if (!parsed.success) {
    const lineNos = prices.map((p) => p.lineNo);
    for (const [path, message] of Object.entries(issuesToFields(parsed.error.issues))) {
      const field = fieldOf(path, lineNos);
      if (!(field in errors)) errors[field] = message;
    }
  }
  if (!errors.validUntil && values.validUntil < dateAfter(0, today)) errors.validUntil = quoteMessages.validUntilPast;
  if (!parsed.success || Object.keys(errors).length) return { errors };
  return { body: parsed.data };
}

/**
 * The API's field messages for an answer (`prices.1.price`, `prices.1.partNumber`) as the form names
 * its fields (`price-<lineNo>`, `part-<lineNo>`): the body's prices are the lines in their order.
 */
export function answerErrorsOf(lines: QuoteLine[], fields: Record<string, string>): AnswerErrors {
  const errors: AnswerErrors = {};
  const lineNos = lines.map((line) => line.lineNo);
  for (const [path, message] of Object.entries(fields)) {
    const key = fieldOf(path, lineNos);
    if (!(key in errors)) errors[key] = message;
  }
  return errors;
}
