import type { FastifyInstance } from 'fastify';
import { endpoints } from '@storefront/shared/endpoints';
import { languageBody, type LanguageBody } from '@storefront/shared/schemas';
import type { AppContext } from '../context';
import { currentUser } from '../auth/auth';
import { route } from '../http/route';
import { notFound } from '../http/errors';
import { saveLanguage } from './users.repo';

/** The signed-in user's language (English or Bangla), kept on the account for their pages, e-mails and invoices. */
export function languageRoutes(app: FastifyInstance, ctx: AppContext): void {
  route<{ Body: LanguageBody }>(
    app,
    endpoints.setLanguage,
    {
      config: { ...ctx.writeLimit },
      schema: {
        tags: ['users'],
        summary: 'Keep the signed-in user’s language: en (English) or bn (Bangla)',
        description: 'Their pages, e-mails and invoices follow it. GET /admin/{email} answers it as `language`.',
        body: languageBody,
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { language } = request.body;
      if (!(await saveLanguage(ctx.db, user.id, language))) throw notFound('No account for this user');
      return { language };
    },
  );
}
