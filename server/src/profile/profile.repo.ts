import type { Profile, ProfileBody } from '@storefront/shared/schemas';
import type { Queryable } from '../db';

/** The profile saved under this e-mail, if any. */
export async function findProfile(db: Queryable, email: string): Promise<Profile | undefined> {
  const found = await db.query<Profile>('SELECT name, email, education, phone, location, linkedin, img FROM profiles WHERE email = $1', [email]);
  return found.rows[0];
}

/** Creates or replaces the profile of this e-mail; the rows written (1). */
export async function saveProfile(db: Queryable, email: string, profile: ProfileBody & { name: string }): Promise<number> {
  const result = await db.query(
    `INSERT INTO profiles (email, name, education, phone, location, linkedin, img, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, now())
     ON CONFLICT (email) DO UPDATE SET name = EXCLUDED.name, education = EXCLUDED.education, phone = EXCLUDED.phone,
       location = EXCLUDED.location, linkedin = EXCLUDED.linkedin, img = EXCLUDED.img, updated_at = now()`,
    [email, profile.name, profile.education ?? '', profile.phone, profile.location, profile.linkedin ?? '', profile.img],
  );
  return result.rowCount ?? 0;
}
