import { assertOwnImage } from '../images/own-image';
import type { FastifyInstance } from 'fastify';
import { endpoints } from '@storefront/shared/endpoints';
import { route } from '../http/route';
import {
  idParams,
  packAndBreaksProblem,
  partBody,
  partPatchBody,
  partsQuery,
  type Part,
  type PartBody,
  type PartPatchBody,
  type PartsQuery,
  sitemapPartsQuery,
  type SitemapPartsQuery,
} from '@storefront/shared/schemas';
import type { AppContext } from '../context';
import { badRequest, notFound } from '../http/errors';
import { deletePart, findPart, insertPart, listParts, sitemapParts, updatePart } from './parts.repo';
import { replacementsOf } from './replacement.repo';
import { replacementRoutes } from './replacement.routes';
import { searchRoutes } from './search.routes';

const tags = ['parts'];

/** The catalogue: public reads from a cached snapshot, admin writes. */
export async function partsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db, snapshots } = ctx;

  route<{ Querystring: PartsQuery }>(
    app,
    endpoints.listParts,
    {
      schema: {
        tags,
        summary:
          "A page of the catalogue: oldest first unless sorted; searched (every word in the part's name, number, description, machines or OEM numbers), best matches first (ETag, 304)",
        querystring: partsQuery,
      },
    },
    (request, reply) => snapshots.parts.send(request, reply, () => listParts(db, request.query)),
  );

  await searchRoutes(app, ctx);
  await replacementRoutes(app, ctx);

  route<{ Querystring: SitemapPartsQuery }>(
    app,
    endpoints.sitemapParts,
    {
      schema: {
        tags,
        summary: "The sitemap's parts: id, position in the catalogue and last change, a page after a position (the page server writes sitemap.xml from it)",
        querystring: sitemapPartsQuery,
      },
    },
    async (request, reply) => {
      // Crawlers ask for the sitemap rarely; a minute old is fresh enough, and spares the database.
      reply.header('Cache-Control', 'public, max-age=60');
      return sitemapParts(db, request.query);
    },
  );

  route<{ Params: { id: string } }>(
    app,
    endpoints.getPart,
    { schema: { tags, summary: 'One part; a part no longer sold has `replacement`: the part sold today and the message', params: idParams } },
    async (request) => {
      const part = await findPart(db, request.params.id);
      if (!part) throw notFound('No part with this id');
      const replacement = (await replacementsOf(db, [part._id])).get(part._id);
      return replacement ? { ...part, replacement } : part;
    },
  );

  route<{ Body: PartBody }>(
    app,
    endpoints.addPart,
    { config: { ...ctx.writeLimit }, schema: { tags, summary: 'Add a part (admin)', body: partBody } },
    async (request, reply) => {
      const part = request.body;
      assertOwnImage(part.img, ctx.config);
      const id = await db.transaction((tx) => insertPart(tx, part));
      snapshots.parts.invalidate();
      return reply.status(201).send({ acknowledged: true, insertedId: id });
    },
  );

  route<{ Params: { id: string }; Body: PartPatchBody }>(
    app,
    endpoints.editPart,
    {
      config: { ...ctx.writeLimit },
      schema: {
        tags,
        summary: 'Edit a part (admin): a stock below the minimum order (0 included) makes it out of stock',
        params: idParams,
        body: partPatchBody,
      },
    },
    async (request) => {
      const patch = request.body;
      assertOwnImage(patch.img, ctx.config);
      const updated = await db.transaction(async (tx) => {
        const current = await findPart(tx, request.params.id, { forUpdate: true });
        if (!current) throw notFound('No part with this id');
        // A stock below the minimum order (0 included) is how an admin records a sold-out part:
        // nobody can order it until the stock is back (the order rules refuse it).
        const next: Part = { ...current, ...definedOnly(patch) };
        // The pack, maximum and breaks are checked on the part as it will be (a new price may put a break above it).
        const problem = packAndBreaksProblem(next);
        if (problem) throw badRequest(problem.message, { [problem.field]: problem.message });
        return updatePart(tx, next, patch.breaks !== undefined);
      });
      snapshots.parts.invalidate();
      return updated;
    },
  );

  route<{ Params: { id: string } }>(
    app,
    endpoints.deletePart,
    { config: { ...ctx.writeLimit }, schema: { tags, summary: 'Delete a part (admin)', params: idParams } },
    async (request) => {
      if (!(await deletePart(db, request.params.id))) throw notFound('No part with this id');
      snapshots.parts.invalidate();
      return { acknowledged: true, deletedCount: 1 };
    },
  );
}

function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
