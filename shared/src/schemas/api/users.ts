import * as z from 'zod/mini';
import { LIMITS } from '../primitives';

/** PUT /user/{email}, the token exchange. The body the spec's client sends. It proves nothing: identity comes from the Firebase ID token. */
export const tokenExchangeBody = z.nullish(z.object({ email: z.optional(z.string().check(z.maxLength(LIMITS.email))) }));
