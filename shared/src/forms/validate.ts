import type { ZodMiniType } from 'zod/mini';
import { formErrors } from '../schemas/forms/inputs';

type Errors = Record<string, string>;

/**
 * Turns a shared zod schema into a final-form `validate` function: the first message of each
 * field, keyed by field name, exactly as the schema words it (`formErrors`, which the server's
 * schema tests read too). `prepare` converts form input (strings) into the API's types first,
 * e.g. numeric fields into numbers.
 */
export function zodValidator<Values extends object>(
  schema: ZodMiniType,
  prepare: (values: Values) => unknown = (values) => values,
): (values: Values) => Errors | undefined {
  return (values) => formErrors(schema, prepare(values));
}

/** Input text to a number for validation: blank stays missing, anything else is parsed. */
export function toNumber(value: unknown): number | undefined {
  if (value === undefined || value === null) return undefined;
  const text = String(value).trim();
  if (text === '') return undefined;
  return Number(text);
}
