import * as z from 'zod/mini';
import { LIMITS } from '../primitives';
import { pageCursor, pageLimit, searchText, sortOf, yesNo } from './listQuery';
import { SORTS } from './params';

/** GET /user: the active users, or (`removed=true`) the removed ones, searched by e-mail or name. */
export const usersQuery = z.object({
  removed: yesNo('removed'),
  role: z.optional(z.enum(['admin', 'customer'], { error: 'role must be admin or customer' })),
  q: searchText(),
  sort: sortOf(SORTS.users),
  cursor: pageCursor(),
  limit: pageLimit(),
});

/** PUT /user/{email}, the token exchange. The body the spec's client sends. It proves nothing: identity comes from the Firebase ID token. */
export const tokenExchangeBody = z.nullish(z.object({ email: z.optional(z.string().check(z.maxLength(LIMITS.email))) }));

export type UsersQuery = z.infer<typeof usersQuery>;
