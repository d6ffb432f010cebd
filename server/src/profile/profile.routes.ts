import type { FastifyInstance } from 'fastify';
import { endpoints } from '@storefront/shared/endpoints';
import { route } from '../http/route';
import { assertOwnImage } from '../images/own-image';
import { emailParams, profileBody, type EmailParams, type Profile, type ProfileBody } from '@storefront/shared/schemas';
import type { AppContext } from '../context';
import { currentUser } from '../auth/auth';
import { forbidden } from '../http/errors';

const tags = ['profile'];

/** Each user's own profile; nobody reads or writes anyone else's. */
export async function profileRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx;

  route(
    app,
    endpoints.getProfile,
    { schema: { tags, summary: 'Your profile (defaults from your account until you save one)' } },
    async (request): Promise<Profile> => {
      const user = currentUser(request);
      const found = await db.query<Profile>('SELECT name, email, education, phone, location, linkedin, img FROM profiles WHERE email = $1', [user.email]);
      const profile = found.rows[0];
      if (profile) return { ...profile, name: profile.name || user.name };
      return { name: user.name, email: user.email, education: '', phone: '', location: '', linkedin: '', img: '' };
    },
  );

  route<{ Params: EmailParams; Body: ProfileBody }>(
    app,
    endpoints.saveProfile,
    {
      config: { ...ctx.writeLimit },
      schema: { tags, summary: 'Save your profile (only your own e-mail)', params: emailParams, body: profileBody },
    },
    async (request) => {
      const user = currentUser(request);
      if (request.params.email !== user.email) throw forbidden('You may only change your own profile');
      const p = request.body;
      // A Google sign-in's own photo is allowed beside the store's uploads.
      assertOwnImage(p.img, ctx.config, { googlePhoto: true });
      const result = await db.query(
        `INSERT INTO profiles (email, name, education, phone, location, linkedin, img, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, now())
         ON CONFLICT (email) DO UPDATE SET name = EXCLUDED.name, education = EXCLUDED.education, phone = EXCLUDED.phone,
           location = EXCLUDED.location, linkedin = EXCLUDED.linkedin, img = EXCLUDED.img, updated_at = now()`,
        [user.email, p.name || user.name, p.education ?? '', p.phone, p.location, p.linkedin ?? '', p.img],
      );
      return { acknowledged: true, modifiedCount: result.rowCount };
    },
  );
}
