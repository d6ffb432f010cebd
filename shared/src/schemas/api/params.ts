import * as z from 'zod/mini';
import { emailAddress, entityId } from '../primitives';
import type { SORTS } from '../sorts';

/** What every list and path shares: the path's id or e-mail, paging, search and sort orders. */

export const idParams = z.object({ id: entityId() });
export const emailParams = z.object({ email: emailAddress() });

/** Paging of every list: a page of 25 by default, at most 100; `cursor` is a previous page's `nextCursor`. */
export const PAGE_SIZE = { default: 25, max: 100 } as const;

/** Longest search text a list accepts. */
export const SEARCH_MAX = 100;

export { defaultSort, SORTS } from '../sorts';

export type PartsSort = (typeof SORTS.parts)[number];
export type OrdersSort = (typeof SORTS.orders)[number];
export type UsersSort = (typeof SORTS.users)[number];
export type MachinesSort = (typeof SORTS.machines)[number];

export type IdParams = z.infer<typeof idParams>;
export type EmailParams = z.infer<typeof emailParams>;
