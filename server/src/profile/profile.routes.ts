import type { FastifyInstance } from 'fastify';
import { endpoints } from '@storefront/shared/endpoints';
import { route } from '../http/route';
import { assertOwnImage } from '../images/own-image';
import { emailParams, profileBody, type EmailParams, type Profile, type ProfileBody } from '@storefront/shared/schemas';
import type { AppContext } from '../context';
import { currentUser } from '../auth/auth';
import { forbidden } from '../http/errors';
import { findProfile, saveProfile } from './profile.repo';

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
      const profile = await findProfile(db, user.email);
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
      const written = await saveProfile(db, user.email, { ...p, name: p.name || user.name });
      return { acknowledged: true, modifiedCount: written };
    },
  );
}
