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

/**
 * The parts book's public reads, by address: published assemblies only (a draft answers 404 to
 * everyone here; the admin reads it by id). They are answered from the parts' snapshots
 * (http/snapshot.ts: built once, with an ETag, a browser asks again each time), dropped on every
 * replica by any change of the parts, machines or the parts books (migrations 007, 015 and 023):
 * an assembly's rows carry their parts' stock and price.
 */
export async function assemblyPagesRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db, snapshots } = ctx;

  route<{ Params: MachineSlugParams }>(
    app,
    partsBookEndpoints.machineAssemblies,
    { schema: { tags, summary: 'A machine’s published assemblies, in their order; 404 for no such machine', params: machineSlugParams } },
    (request, reply) =>
      snapshots.parts.send(
        request,
        reply,
        async () => {
          const machine = await findMachineBySlug(db, request.params.brand, request.params.model);
          if (!machine) throw notFound(machineMessages.machineNotFound);
          return machineAssemblies(db, machine._id, { publishedOnly: true });
        },
        `machine-assemblies:${JSON.stringify(request.params)}`,
      ),
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
    (request, reply) =>
      snapshots.parts.send(
        request,
        reply,
        async () => {
          const { brand, model, assembly } = request.params;
          const machine = await findMachineBySlug(db, brand, model);
          const summary = machine && (await findPublishedAssembly(db, machine._id, assembly));
          if (!summary) throw notFound(partsBookMessages.assemblyNotFound);
          return assemblyDetail(db, summary);
        },
        `assembly:${JSON.stringify(request.params)}`,
      ),
  );

  route(app, partsBookEndpoints.sitemapAssemblies, { schema: { tags, summary: 'Every published assembly’s address and last change' } }, (request, reply) =>
    snapshots.parts.send(request, reply, () => sitemapAssemblies(db), 'sitemap-assemblies'),
  );

  route<{ Params: IdParams }>(
    app,
    partsBookEndpoints.partAssemblies,
    { schema: { tags, summary: 'The published assemblies a part is listed in, with its callouts there', params: idParams } },
    (request, reply) =>
      snapshots.parts.send(
        request,
        reply,
        async () => {
          const found = await partAssemblies(db, request.params.id);
          if (!found) throw notFound('No part with this id');
          return found;
        },
        `part-assemblies:${JSON.stringify(request.params)}`,
      ),
  );
}
