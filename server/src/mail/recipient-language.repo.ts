import type { Language } from '@storefront/shared/schemas';
import type { Queryable } from '../db';

/**
 * The language an e-mail to this address is written in: its account's (not removed) choice;
 * English when it never chose or there is no account. Read here rather than from users/, which
 * sits above mail/ (the server's folders import one way).
 */
export async function userLanguage(db: Queryable, email: string): Promise<Language> {
  const found = await db.query<{ language: Language | null }>('SELECT language FROM users WHERE email = $1 AND removed_at IS NULL', [email]);
  return found.rows[0]?.language ?? 'en';
}
