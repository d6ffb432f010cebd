import * as z from 'zod/mini';
import { messages } from '../messages';
import { emailAddress } from '../primitives';
import { machineFilter, machineSlug } from './machines';
import { orderStatus } from './orders';
import { PAGE_SIZE, SEARCH_MAX, SORTS } from './params';

/**
 * The query strings of the lists (`?q=&sort=&cursor=&limit=` and filters). Only the server reads
 * them; the pages build theirs with `useListParams` (@storefront/shared/lists).
 */

const pageLimit = () =>
  z.optional(
    z.pipe(
      z.pipe(z.string().check(z.regex(/^[0-9]{1,4}$/, { error: messages.pageLimitInvalid })), z.transform(Number)),
      z.number().check(z.minimum(1, { error: messages.pageLimitInvalid }), z.maximum(PAGE_SIZE.max, { error: messages.pageLimitInvalid })),
    ),
  );

const pageCursor = () =>
  z.optional(z.string().check(z.maxLength(400, { error: messages.cursorInvalid }), z.regex(/^[A-Za-z0-9_-]+$/, { error: messages.cursorInvalid })));

const searchText = () => z.optional(z.string().check(z.trim(), z.maxLength(SEARCH_MAX, { error: messages.searchTooLong })));

const sortOf = <const T extends readonly [string, ...string[]]>(values: T) => z.optional(z.enum(values, { error: `sort must be one of ${values.join(', ')}` }));

const yesNo = (name: string) => z.optional(z.enum(['true', 'false'], { error: `${name} must be true or false` }));

const day = (name: string) =>
  z.optional(
    z.string().check(
      z.regex(/^\d{4}-\d{2}-\d{2}$/, { error: `${name} must be a date (YYYY-MM-DD)` }),
      z.refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), { error: `${name} must be a date (YYYY-MM-DD)` }),
    ),
  );

const position = (name: string) =>
  z.optional(z.pipe(z.string().check(z.regex(/^[0-9]{1,15}$/, { error: `${name} must be a whole number` })), z.transform(Number)));

/**
 * GET /sitemap/parts: every part's address and last change for the sitemap, in the catalogue's
 * order, a page at a time: the parts after position `after` up to `upTo` (a sitemap file's share).
 */
export const sitemapPartsQuery = z.object({
  after: position('after'),
  upTo: position('upTo'),
  limit: z.optional(
    z.pipe(
      z.pipe(z.string().check(z.regex(/^[0-9]{1,5}$/, { error: 'limit must be 1 to 5000' })), z.transform(Number)),
      z.number().check(z.minimum(1, { error: 'limit must be 1 to 5000' }), z.maximum(5000, { error: 'limit must be 1 to 5000' })),
    ),
  ),
});

/**
 * GET /parts: the catalogue, searched in name, description, part and OEM numbers; the parts that
 * fit a brand's machines (`brand`), one machine (`brand` and `model`, its address) or any of
 * several (`machine`, their ids: "Fits my machines").
 */
export const partsQuery = z
  .object({
    q: searchText(),
    sort: sortOf(SORTS.parts),
    inStock: yesNo('inStock'),
    brand: z.optional(machineSlug()),
    model: z.optional(machineSlug()),
    machine: machineFilter(),
    cursor: pageCursor(),
    limit: pageLimit(),
  })
  .check(z.refine((query) => !query.model || query.brand, { error: 'model needs its brand', path: ['model'] }));

/** The orders list's search and filters, which its CSV export takes too. */
const orderFilters = () => ({
  status: z.optional(orderStatus),
  q: searchText(),
  from: day('from'),
  to: day('to'),
  sort: sortOf(SORTS.orders),
});

/**
 * GET /booking: a customer's own orders (`email`), or for an admin every order, searched by the
 * customer's e-mail or name, the part's name or the order's id.
 */
export const ordersQuery = z
  .object({
    email: z.optional(emailAddress()),
    ...orderFilters(),
    cursor: pageCursor(),
    limit: pageLimit(),
  })
  .check(z.refine((query) => !query.from || !query.to || query.from <= query.to, { error: 'from must not be after to', path: ['from'] }));

/** GET /booking/export: the same search and filters as the orders list, every matching order as CSV. */
export const ordersExportQuery = z.object(orderFilters());

/** GET /user: the active users, or (`removed=true`) the removed ones, searched by e-mail or name. */
export const usersQuery = z.object({
  removed: yesNo('removed'),
  role: z.optional(z.enum(['admin', 'customer'], { error: 'role must be admin or customer' })),
  q: searchText(),
  sort: sortOf(SORTS.users),
  cursor: pageCursor(),
  limit: pageLimit(),
});

/** GET /machines: the machines, by brand and model unless sorted, searched in brand, model and subclass, or one brand's. */
export const machinesQuery = z.object({
  q: searchText(),
  brand: z.optional(z.string().check(z.maxLength(80, { error: 'Not a brand' }), z.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: 'Not a brand' }))),
  sort: sortOf(SORTS.machines),
  cursor: pageCursor(),
  limit: pageLimit(),
});

/** GET /reviews: newest first. */
export const reviewsQuery = z.object({
  cursor: pageCursor(),
  limit: pageLimit(),
});

export type PartsQuery = z.infer<typeof partsQuery>;
export type SitemapPartsQuery = z.infer<typeof sitemapPartsQuery>;
export type OrdersQuery = z.infer<typeof ordersQuery>;
export type OrdersExportQuery = z.infer<typeof ordersExportQuery>;
export type UsersQuery = z.infer<typeof usersQuery>;
export type MachinesQuery = z.infer<typeof machinesQuery>;
export type ReviewsQuery = z.infer<typeof reviewsQuery>;
