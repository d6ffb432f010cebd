import * as z from 'zod/mini';
import { LIMITS } from '../primitives';

/** PUT /user/{email}, the token exchange. The body the spec's client sends. It proves nothing: identity comes from the Firebase ID token. */
export const tokenExchangeBody = z.nullish(z.object({ email: z.optional(z.string().check(z.maxLength(LIMITS.email))) }));

// What the API answers.

export type Role = 'admin' | 'customer';

export interface User {
  _id: string;
  email: string;
  role: Role;
  name: string;
  /** Whether the owner proved the address (Firebase `email_verified`); admin rights need it. */
  emailVerified: boolean;
  createdAt: string;
  /** When an admin removed the account (ISO 8601); `null` for an active one. */
  removedAt: string | null;
}
