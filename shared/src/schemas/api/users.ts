import * as z from 'zod/mini';
import { LIMITS } from '../primitives';
import { LANGUAGES } from '../../i18n/language';

/** PUT /user/{email}, the token exchange. The body the spec's client sends. It proves nothing: identity comes from the Firebase ID token. */
export const tokenExchangeBody = z.nullish(z.object({ email: z.optional(z.string().check(z.maxLength(LIMITS.email))) }));

/** The storefront's languages: English and Bangla. */
export { LANGUAGES, type Language } from '../../i18n/language';

export const languageMessages = { invalid: "language must be 'en' (English) or 'bn' (Bangla)" } as const;

/** PUT /user/language: the signed-in user's language, which their pages, e-mails and invoices follow. */
export const languageBody = z.object({ language: z.enum(LANGUAGES, { error: languageMessages.invalid }) });

export type LanguageBody = z.infer<typeof languageBody>;

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
