import { callApi } from '@storefront/shared';
import { quoteEndpoints } from '@storefront/shared/endpoints';
import { issuesToFields, quantityTextProblem, quoteRequestBody, type AssemblyLine, type QuoteRequestBody } from '@storefront/shared/schemas';

/**
 * A quote on a part not sold here, asked from its parts book row (docs/prices-and-quotes.md
 * "Maker's-number quotes"): the row's maker's number and name, the assembly, the quantity, an
 * optional target price and note. No React.
 */
export const requestMakerQuote = (body: QuoteRequestBody) => callApi(quoteEndpoints.requestQuote, { body });

/** The dialog's fields as typed. */
export interface MakerQuoteValues {
  quantity: string;
  targetPrice: string;
  note: string;
}

/** The dialog's field errors (`quantity`, `targetPrice`, `note`) and one for the request itself (`form`). */
export type MakerQuoteErrors = Partial<Record<keyof MakerQuoteValues | 'form', string>>;

/** An API field (`lines.0.quantity`, `note`) as the dialog names it; the row's own (its number, name, assembly) are the form's. */
export function makerQuoteErrorsOf(fields: Record<string, string>): MakerQuoteErrors {
  const errors: MakerQuoteErrors = {};
  for (const [path, message] of Object.entries(fields)) {
    const field = path === 'note' ? 'note' : path === 'lines.0.quantity' ? 'quantity' : path === 'lines.0.targetPrice' ? 'targetPrice' : 'form';
    errors[field] ??= message;
  }
  return errors;
}

/** The request's body from the row and the dialog, or each field's message: the API's own rules, run here first. */
export function makerQuoteRequest(
  line: Pick<AssemblyLine, 'makerNumber' | 'description'>,
  assemblyId: string,
  values: MakerQuoteValues,
): { body: QuoteRequestBody } | { errors: MakerQuoteErrors } {
  const target = values.targetPrice.trim().replace(/,/g, '');
  const note = values.note.trim();
  const body = {
    ...(note ? { note } : {}),
    lines: [
      {
        makerNumber: line.makerNumber ?? '',
        description: line.description ?? line.makerNumber ?? '',
        assemblyId,
        quantity: Number(values.quantity.trim()),
        ...(target ? { targetPrice: /^\d+(\.\d{1,2})?$/.test(target) ? Number(target) : Number.NaN } : {}),
      },
    ],
  };
  const parsed = quoteRequestBody.safeParse(body);
  const errors = parsed.success ? {} : makerQuoteErrorsOf(issuesToFields(parsed.error.issues));
  // The quantity as typed: "2.5" or "abc" says what to type, as every quantity field does.
  const quantity = quantityTextProblem(values.quantity);
  if (quantity) errors.quantity = quantity;
  return parsed.success && !quantity ? { body: parsed.data } : { errors };
}
