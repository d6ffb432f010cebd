import * as z from 'zod/mini';
import { messages } from './messages';
import { PART_NUMBER, WHOLE_NUMBER_TEXT } from './patterns';

export { PART_NUMBER, WHOLE_NUMBER_TEXT };

/**
 * Building blocks of the API bodies. API bodies are JSON: numbers must be JSON numbers
 * (a string "5" is refused) and unknown fields are dropped (zod objects strip by default).
 */

export const LIMITS = {
  name: 200,
  shortText: 200,
  description: 5000,
  comment: 2000,
  address: 500,
  phone: 30,
  url: 2048,
  email: 254,
  maxPrice: 1_000_000_000,
  maxQuantity: 1_000_000_000,
} as const;

/** Picks the "required" message when the value is missing, the other one when it has the wrong type. */
const missingOr = (required: string, invalid: string) => (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null || issue.input === '' ? required : invalid;

export const requiredText = (required: string, max: number = LIMITS.shortText) =>
  z.string({ error: required }).check(z.trim(), z.minLength(1, { error: required }), z.maxLength(max, { error: messages.tooLong }));

/** A name: required text on one line, no control characters (line breaks, tabs) inside it. */
export const requiredName = (required: string, max: number = LIMITS.shortText) =>
  requiredText(required, max).check(z.refine((value) => !/\p{Cc}/u.test(value), { error: messages.nameOneLine }));

/** A calendar date as YYYY-MM-DD that exists (no 31 June). */
export const isCalendarDate = (text: string): boolean => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const day = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === text;
};

/**
 * Whether an amount is whole cents (at most 2 decimals, as money is stored), beyond binary
 * floating point's noise (0.1 + 0.2 is 0.30000000000000004): 0.005 is not, and is never rounded.
 */
export const inCents = (value: number): boolean => {
  const cents = value * 100;
  return Math.abs(cents - Math.round(cents)) <= Math.max(1e-6, Math.abs(cents) * 4 * Number.EPSILON);
};

export const optionalText = (max: number = LIMITS.shortText) => z.optional(z.string().check(z.trim(), z.maxLength(max, { error: messages.tooLong })));

export const partNumber = () =>
  z.string({ error: messages.partNumberInvalid }).check(z.trim(), z.toUpperCase(), z.regex(PART_NUMBER, { error: messages.partNumberInvalid }));

/** A price: a JSON number greater than 0, stored with 2 decimals. */
export const priceNumber = () =>
  z
    .number({ error: missingOr(messages.priceRequired, messages.priceInvalid) })
    .check(z.positive({ error: messages.priceInvalid }), z.maximum(LIMITS.maxPrice, { error: messages.priceInvalid }));

/** A whole, positive quantity (JSON number). */
export const quantityNumber = (required: string, whole: string, min = 1) =>
  z
    .number({ error: missingOr(required, whole) })
    .check(z.int({ error: whole }), z.minimum(min, { error: whole }), z.maximum(LIMITS.maxQuantity, { error: whole }));

const ABSOLUTE_URL = /^https?:\/\/[^\s"'<>\\]+$/i;
/** Paths the API itself serves: seed images and uploads. No `..`, no query. */
const API_IMAGE_PATH = /^\/images\/(?:[A-Za-z0-9_-]+\/)*[A-Za-z0-9_-]+\.[A-Za-z0-9]{2,5}$/;

export const isImageUrl = (value: string): boolean => ABSOLUTE_URL.test(value) || API_IMAGE_PATH.test(value);

/** An image reference: an absolute http(s) URL or a path served by the API (`/images/...`). */
export const imageUrl = () =>
  z
    .string({ error: messages.imageRequired })
    .check(
      z.trim(),
      z.minLength(1, { error: messages.imageRequired }),
      z.maxLength(LIMITS.url, { error: messages.tooLong }),
      z.refine(isImageUrl, { error: messages.imageInvalid }),
    );

export const isHttpUrl = (value: string): boolean => {
  if (!ABSOLUTE_URL.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
};

/** A loose e-mail check for API parameters (the sign-up form has its own, stricter pattern). */
export const API_EMAIL = /^[^\s@"<>()[\],;:\\]+@[^\s@"<>()[\],;:\\]+\.[^\s@"<>()[\],;:\\]+$/;

export const emailAddress = () =>
  z
    .string({ error: messages.emailRequired })
    .check(
      z.trim(),
      z.toLowerCase(),
      z.minLength(1, { error: messages.emailRequired }),
      z.maxLength(LIMITS.email, { error: messages.emailInvalid }),
      z.regex(API_EMAIL, { error: messages.emailInvalid }),
    );

import { UUID } from '../ids';

/** Ids are UUIDs: a malformed id is a 400, never a database error. */
export { UUID };
export const entityId = () => z.string({ error: messages.idInvalid }).check(z.regex(UUID, { error: messages.idInvalid }));

/**
 * The query fields of the company, invoice, price list and quote lists: an optional search, a
 * previous page's cursor and 1 to 100 rows.
 */
export const plainSearch = () => z.optional(z.string().check(z.trim(), z.maxLength(100)));
export const plainPaging = {
  cursor: z.optional(z.string().check(z.maxLength(200))),
  limit: z.optional(z.pipe(z.string(), z.transform(Number)).check(z.int(), z.minimum(1), z.maximum(100))),
};
