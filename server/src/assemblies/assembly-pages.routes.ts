import type { FastifyInstance } from 'fastify';
import { partsBookEndpoints } from '@storefront/shared/endpoints';
import {
  assemblySlugParams,
  idParams,
  machineMessages,
  machineSlugParams,
  partsBookMessages,
  type AssemblySlugParams,
  type IdParams,
  type MachineSlugParams,
} from '@storefront/shared/schemas';
import type { AppContext } from '../context';
import { notFound } from '../http/errors';
import { route } from '../http/route';
import { findMachineBySlug } from '../machines/machines.repo';
import { assemblyDetail, findPublishedAssembly, machineAssemblies, partAssemblies, sitemapAssemblies } from './assemblies.repo';

const tags = ['parts book'];

/** Public reads change when an admin edits: a browser asks again each time (as the machines' reads). */
const PUBLIC_SHORT = 'public, max-age=0, must-revalidate';

/**
 * The parts book's public reads, by address: published assemblies only (a draft answers 404 to
 * everyone here; the admin reads it by id).
 */
export async function assemblyPagesRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx;

  route<{ Params: MachineSlugParams }>(
    app,
    partsBookEndpoints.machineAssemblies,
    { schema: { tags, summary: 'A machine’s published assemblies, in their order; 404 for no such machine', params: machineSlugParams } },
    async (request, reply) => {
      const machine = await findMachineBySlug(db, request.params.brand, request.params.model);
      if (!machine) throw notFound(machineMessages.machineNotFound);
      return reply.header('Cache-Control', PUBLIC_SHORT).send(await machineAssemblies(db, machine._id, { publishedOnly: true }));
    },
  );

  route<{ Params: AssemblySlugParams }>(
    app,
    partsBookEndpoints.getAssembly,
    {
      schema: {
        tags,
        summary: 'A published assembly’s page: its drawing, rows (each with its part) and hotspots; 404 for a draft',
        params: assemblySlugParams,
      },
    },
    async (request, reply) => {
      const { brand, model, assembly } = request.params;
      const machine = await findMachineBySlug(db, brand, model);
      const summary = machine && (await findPublishedAssembly(db, machine._id, assembly));
      if (!summary) throw notFound(partsBookMessages.assemblyNotFound);
      return reply.header('Cache-Control', PUBLIC_SHORT).send(await assemblyDetail(db, summary));
    },
  );

  route(
    app,
    partsBookEndpoints.sitemapAssemblies,
    { schema: { tags, summary: 'Every published assembly’s address and last change' } },
    async (_request, reply) => reply.header('Cache-Control', PUBLIC_SHORT).send(await sitemapAssemblies(db)),
  );

  route<{ Params: IdParams }>(
    app,
    partsBookEndpoints.partAssemblies,
    { schema: { tags, summary: 'The published assemblies a part is listed in, with its callouts there', params: idParams } },
    async (request, reply) => {
      const found = await partAssemblies(db, request.params.id);
      if (!found) throw notFound('No part with this id');
      return reply.header('Cache-Control', PUBLIC_SHORT).send(found);
    },
  );
}
