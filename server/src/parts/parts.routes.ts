import { randomUUID } from 'node:crypto';
import { assertOwnImage } from '../images/own-image';
import type { FastifyInstance } from 'fastify';
import { endpoints } from '@storefront/shared/endpoints';
import { route } from '../http/route';
import {
  idParams,
  messages,
  partBody,
  partPatchBody,
  partsQuery,
  type Part,
  type PartBody,
  type PartPatchBody,
  type PartsQuery,
} from '@storefront/shared/schemas';
import type { AppContext } from '../context';
import { badRequest, notFound } from '../http/errors';
import { findPart, listParts, PART_COLUMNS } from './parts.repo';

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
        summary: 'A page of the catalogue: oldest first unless sorted; search in name and description (ETag, 304)',
        querystring: partsQuery,
      },
    },
    (request, reply) => snapshots.parts.send(request, reply, () => listParts(db, request.query)),
  );

  route<{ Params: { id: string } }>(app, endpoints.getPart, { schema: { tags, summary: 'One part', params: idParams } }, async (request) => {
    const part = await findPart(db, request.params.id);
    if (!part) throw notFound('No part with this id');
    return part;
  });

  route<{ Body: PartBody }>(
    app,
    endpoints.addPart,
    { config: { ...ctx.writeLimit }, schema: { tags, summary: 'Add a part (admin)', body: partBody } },
    async (request, reply) => {
      const part = request.body;
      assertOwnImage(part.img, ctx.config);
      const id = randomUUID();
      await db.query(
        `INSERT INTO parts (id, name, price, description, min_order_quantity, available_quantity, img)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [id, part.name, part.price, part.description, part.min_order_Quantity, part.available_Quantity, part.img],
      );
      snapshots.parts.invalidate();
      return reply.status(201).send({ acknowledged: true, insertedId: id });
    },
  );

  route<{ Params: { id: string }; Body: PartPatchBody }>(
    app,
    endpoints.editPart,
    {
      config: { ...ctx.writeLimit },
      schema: { tags, summary: 'Edit a part (admin)', params: idParams, body: partPatchBody },
    },
    async (request) => {
      const patch = request.body;
      assertOwnImage(patch.img, ctx.config);
      const updated = await db.transaction(async (tx) => {
        const current = await findPart(tx, request.params.id, { forUpdate: true });
        if (!current) throw notFound('No part with this id');
        const next: Part = { ...current, ...definedOnly(patch) };
        // Only a change of either quantity is held to "minimum <= available": stock sold down
        // below the minimum must not block editing the name or the price.
        const quantitiesChanged = patch.min_order_Quantity !== undefined || patch.available_Quantity !== undefined;
        if (quantitiesChanged && next.min_order_Quantity > next.available_Quantity) {
          throw badRequest(messages.minAboveAvailable, { min_order_Quantity: messages.minAboveAvailable });
        }
        const result = await tx.query<Part>(
          `UPDATE parts SET name = $2, price = $3, description = $4, min_order_quantity = $5,
             available_quantity = $6, img = $7, updated_at = now()
           WHERE id = $1::uuid RETURNING ${PART_COLUMNS}`,
          [next._id, next.name, next.price, next.description, next.min_order_Quantity, next.available_Quantity, next.img],
        );
        return result.rows[0];
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
      const result = await db.query('DELETE FROM parts WHERE id = $1::uuid', [request.params.id]);
      if (result.rowCount === 0) throw notFound('No part with this id');
      snapshots.parts.invalidate();
      return { acknowledged: true, deletedCount: result.rowCount };
    },
  );
}

function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
