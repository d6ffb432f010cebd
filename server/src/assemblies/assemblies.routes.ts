import type { FastifyInstance } from 'fastify';
import { partsBookEndpoints } from '@storefront/shared/endpoints';
import {
  assembliesQuery,
  assemblyBody,
  assemblyLinesImportBody,
  assemblyPatchBody,
  hotspotsBody,
  idParams,
  machineMessages,
  PARTS_BOOK_LIMITS,
  partsBookMessages,
  type AssembliesQuery,
  type AssemblyBody,
  type AssemblyLinesImportBody,
  type AssemblyPatchBody,
  type HotspotsBody,
  type IdParams,
} from '@storefront/shared/schemas';
import type { AppContext } from '../context';
import type { Queryable } from '../db';
import { errorBody, notFound } from '../http/errors';
import { route } from '../http/route';
import {
  assemblyDetail,
  deleteAssembly,
  findAssembly,
  insertAssembly,
  lockAssembly,
  machineAssemblies,
  machineOf,
  replaceHotspots,
  setDrawing,
  updateAssembly,
} from './assemblies.repo';
import { storeDrawing } from './drawing';
import { importLines } from './lines-import';
import { assemblyPagesRoutes } from './assembly-pages.routes';

const tags = ['parts book'];

/** The assembly with its machine, rows and hotspots, or 404 (draft or published: the admin's reads). */
async function detail(q: Queryable, id: string) {
  const summary = await findAssembly(q, id);
  if (!summary) throw notFound(partsBookMessages.assemblyNotFound);
  return assemblyDetail(q, summary);
}

/**
 * The parts book (docs/parts-book.md): a machine's assemblies, each with its drawing, parts list
 * and hotspots. Public reads by address show published assemblies only (a draft is 404 there);
 * the admin reads and changes them by id, drafts too.
 */
export async function assembliesRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx;
  await assemblyPagesRoutes(app, ctx);
  // Every write here has committed (or failed) by the time its answer is sent: the public reads
  // of this replica start again from the database (the others hear migration 023's notice).
  app.addHook('onSend', async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') ctx.snapshots.parts.invalidate();
  });

  route<{ Querystring: AssembliesQuery }>(
    app,
    partsBookEndpoints.listAssemblies,
    { schema: { tags, summary: 'A machine’s assemblies, drafts too, in their order (admin)', querystring: assembliesQuery } },
    async (request) => {
      if (!(await machineOf(db, request.query.machine))) throw notFound(machineMessages.machineNotFound);
      return machineAssemblies(db, request.query.machine, { publishedOnly: false });
    },
  );

  route<{ Body: AssemblyBody }>(
    app,
    partsBookEndpoints.addAssembly,
    {
      config: { ...ctx.writeLimit },
      schema: { tags, summary: 'Add an assembly to a machine, last, as a draft (admin); 409 when the machine has one at that address', body: assemblyBody },
    },
    async (request, reply) => {
      const assembly = await db.transaction(async (tx) => {
        const id = await insertAssembly(tx, request.body.machineId, request.body.name, request.body.nameBn);
        if (!id) throw notFound(machineMessages.machineNotFound);
        return detail(tx, id);
      });
      return reply.status(201).send(assembly);
    },
  );

  route<{ Params: IdParams }>(
    app,
    partsBookEndpoints.assembly,
    { schema: { tags, summary: 'An assembly with its rows and hotspots, draft or published (admin)', params: idParams } },
    async (request) => detail(db, request.params.id),
  );

  route<{ Params: IdParams; Body: AssemblyPatchBody }>(
    app,
    partsBookEndpoints.editAssembly,
    {
      config: { ...ctx.writeLimit },
      schema: {
        tags,
        summary: 'Rename, move (the others shift), publish or take back to draft (admin); publishing needs the drawing and a row',
        params: idParams,
        body: assemblyPatchBody,
      },
    },
    async (request) =>
      db.transaction(async (tx) => {
        if (!(await updateAssembly(tx, request.params.id, request.body))) throw notFound(partsBookMessages.assemblyNotFound);
        return detail(tx, request.params.id);
      }),
  );

  route<{ Params: IdParams }>(
    app,
    partsBookEndpoints.deleteAssembly,
    { config: { ...ctx.writeLimit }, schema: { tags, summary: 'Remove an assembly with its rows and hotspots (admin)', params: idParams } },
    async (request) => {
      if (!(await db.transaction((tx) => deleteAssembly(tx, request.params.id)))) throw notFound(partsBookMessages.assemblyNotFound);
      return { acknowledged: true, deletedCount: 1 };
    },
  );
  assemblyContentRoutes(app, ctx);
}

/** What an assembly shows (the admin's): its drawing, its parts list imported, its hotspots. */
function assemblyContentRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;
  route<{ Params: IdParams }>(
    app,
    partsBookEndpoints.uploadDrawing,
    {
      config: { ...ctx.writeLimit },
      schema: {
        tags,
        summary: 'Upload the drawing (admin): multipart field "drawing", an SVG (made safe) or a PNG or JPEG (re-encoded)',
        description:
          'An SVG keeps its shapes and text and loses scripts, event handlers, foreignObject and every outside reference; its size is its viewBox (else width and height). ' +
          `One nested more than ${PARTS_BOOK_LIMITS.drawingDepth} deep or with more than ${PARTS_BOOK_LIMITS.drawingElements} elements is refused before it is parsed (400), one taking too long to make safe too (422). ` +
          'A PNG or JPEG goes through the part images’ pipeline; its size is the stored picture’s.',
        params: idParams,
        consumes: ['multipart/form-data'],
      },
    },
    async (request) => {
      if (!(await findAssembly(db, request.params.id))) throw notFound(partsBookMessages.assemblyNotFound);
      const drawing = await storeDrawing(request, ctx.images, ctx.config.drawingDeadlineMs);
      return db.transaction(async (tx) => {
        if (!(await lockAssembly(tx, request.params.id))) throw notFound(partsBookMessages.assemblyNotFound);
        await setDrawing(tx, request.params.id, drawing);
        return detail(tx, request.params.id);
      });
    },
  );

  route<{ Params: IdParams; Body: AssemblyLinesImportBody }>(
    app,
    partsBookEndpoints.importLines,
    {
      config: { ...ctx.writeLimit },
      schema: {
        tags,
        summary: 'Replace the parts list from CSV (admin): `callout, part number or maker’s number, quantity, remarks[, subclass]`',
        description: 'Any bad line: 400 with every bad line (`errors`: line number and why) and nothing changed.',
        params: idParams,
        body: assemblyLinesImportBody,
      },
      bodyLimit: 1024 * 1024,
    },
    async (request, reply) => {
      const result = await db.transaction(async (tx) => {
        if (!(await lockAssembly(tx, request.params.id))) throw notFound(partsBookMessages.assemblyNotFound);
        return importLines(tx, request.params.id, request.body.csv);
      });
      if (!result.errors.length) return result;
      const lines = result.errors.map((error) => `Line ${error.line}: ${error.message}`).join('\n');
      const message = `${result.errors.length === 1 ? 'A line' : `${result.errors.length} lines`} cannot be imported; nothing was changed.`;
      return reply.status(400).send({ ...errorBody('CSV_LINES_INVALID', message, { csv: lines }), ...result });
    },
  );

  route<{ Params: IdParams; Body: HotspotsBody }>(
    app,
    partsBookEndpoints.saveHotspots,
    {
      config: { ...ctx.writeLimit },
      schema: { tags, summary: 'Save every hotspot of the drawing, replacing what was there (admin)', params: idParams, body: hotspotsBody },
      bodyLimit: 256 * 1024,
    },
    async (request) =>
      db.transaction(async (tx) => {
        if (!(await lockAssembly(tx, request.params.id))) throw notFound(partsBookMessages.assemblyNotFound);
        await replaceHotspots(tx, request.params.id, request.body.hotspots);
        return detail(tx, request.params.id);
      }),
  );
}
