import * as z from 'zod/mini';
import { messages } from '../messages';
import { PAGE_SIZE, SEARCH_MAX } from './params';

/** The fields of the list queries (`?q=&sort=&cursor=&limit=`), each a factory: a query builds its own. */

export const pageLimit = () =>
  z.optional(
    z.pipe(
      z.pipe(z.string().check(z.regex(/^[0-9]{1,4}$/, { error: messages.pageLimitInvalid })), z.transform(Number)),
      z.number().check(z.minimum(1, { error: messages.pageLimitInvalid }), z.maximum(PAGE_SIZE.max, { error: messages.pageLimitInvalid })),
    ),
  );

export const pageCursor = () =>
  z.optional(z.string().check(z.maxLength(400, { error: messages.cursorInvalid }), z.regex(/^[A-Za-z0-9_-]+$/, { error: messages.cursorInvalid })));

export const searchText = () => z.optional(z.string().check(z.trim(), z.maxLength(SEARCH_MAX, { error: messages.searchTooLong })));

export const sortOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.optional(z.enum(values, { error: `sort must be one of ${values.join(', ')}` }));

export const yesNo = (name: string) => z.optional(z.enum(['true', 'false'], { error: `${name} must be true or false` }));

export const day = (name: string) =>
  z.optional(
    z.string().check(
      z.regex(/^\d{4}-\d{2}-\d{2}$/, { error: `${name} must be a date (YYYY-MM-DD)` }),
      z.refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), { error: `${name} must be a date (YYYY-MM-DD)` }),
    ),
  );
