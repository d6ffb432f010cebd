import { badRequest } from '../http/errors';

/**
 * The `Idempotency-Key` header (IETF draft "The Idempotency-Key HTTP Header Field"): a client's
 * unique value per order it means to place, 1-255 visible ASCII characters (a UUID, say).
 */
export function idempotencyKey(header: string | string[] | undefined): string | undefined {
  if (header === undefined) return undefined;
  const value = Array.isArray(header) ? header[0] : header;
  if (value === undefined || !/^[\x21-\x7e]{1,255}$/.test(value)) {
    throw badRequest('Idempotency-Key must be 1 to 255 visible ASCII characters (a UUID, say)');
  }
  return value;
}
