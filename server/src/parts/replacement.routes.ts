import type { FastifyInstance } from 'fastify';
import { partsBookEndpoints } from '@storefront/shared/endpoints';
import { idParams, replacementBody, type IdParams, type ReplacementBody } from '@storefront/shared/schemas';
import type { AppContext } from '../context';
import { notFound } from '../http/errors';
import { route } from '../http/route';
import { readReplacement, writeReplacement } from './replacement.repo';

const tags = ['parts'];

/** Supersession (docs/parts-book.md): the admin's reading and setting of what replaces a part. */
export async function replacementRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db, snapshots } = ctx;

  route<{ Params: IdParams }>(
    app,
    partsBookEndpoints.getReplacement,
    {
      schema: { tags, summary: 'What replaces a part (admin): the part by its number, whether it is interchangeable and the note; or null', params: idParams },
    },
    async (request) => {
      const setting = await readReplacement(db, request.params.id);
      if (setting === undefined) throw notFound('No part with this id');
      return setting;
    },
  );

  route<{ Params: IdParams; Body: ReplacementBody }>(
    app,
    partsBookEndpoints.setReplacement,
    {
      config: { ...ctx.writeLimit },
      schema: {
        tags,
        summary: 'Set what replaces a part, by its number, or clear it with null or an empty number (admin)',
        description:
          'A replaced part leaves the catalogue’s lists; its own page, search, quick order, the cart and Order again lead to the ' +
          'part sold today (the end of the chain). 400 with the message under `sku` for a number no part has, the part itself, ' +
          'or a loop (its chain named).',
        params: idParams,
        body: replacementBody,
      },
    },
    async (request) => {
      const setting = await db.transaction((tx) => writeReplacement(tx, request.params.id, request.body));
      snapshots.parts.invalidate();
      return setting;
    },
  );
}
