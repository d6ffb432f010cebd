import type { FastifyInstance } from 'fastify';
import { machineEndpoints } from '@storefront/shared/endpoints';
import {
  brandParams,
  machineMessages,
  fitmentBody,
  fitmentImportBody,
  idParams,
  machineBody,
  machineSlugParams,
  machinesQuery,
  myMachineBody,
  type BrandParams,
  type FitmentBody,
  type FitmentImportBody,
  type IdParams,
  type MachineBody,
  type MachineSlugParams,
  type MachinesQuery,
  type MyMachineBody,
} from '@storefront/shared/schemas';
import type { AppContext } from '../context';
import { currentUser } from '../auth/auth';
import { notFound } from '../http/errors';
import { route } from '../http/route';
import { importFitment } from './fitment-import';
import {
  brandMachines,
  deleteMachine,
  findMachineBySlug,
  insertMachine,
  listMachines,
  machineBrands,
  myMachines,
  partFitment,
  removeMyMachine,
  setMyMachine,
  setPartFitment,
  updateMachine,
} from './machines.repo';

const tags = ['machines'];

/** Public reads change when an admin edits: a browser asks again each time (ETag-less, short). */
const PUBLIC_SHORT = 'public, max-age=0, must-revalidate';
const NO_STORE = 'private, no-store';

/**
 * Find by machine: the machines parts fit, each part's fitment and OEM numbers (public reads,
 * admin writes, the fitment CSV import), and each customer's own machines.
 */
export async function machinesRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db, snapshots } = ctx;

  route<{ Querystring: MachinesQuery }>(
    app,
    machineEndpoints.listMachines,
    { schema: { tags, summary: 'A page of the machines: by brand and model unless sorted; searched; or one brand’s', querystring: machinesQuery } },
    async (request, reply) => reply.header('Cache-Control', PUBLIC_SHORT).send(await listMachines(db, request.query)),
  );

  route(app, machineEndpoints.machineBrands, { schema: { tags, summary: 'Every brand, with how many machines it has' } }, async (_request, reply) =>
    reply.header('Cache-Control', PUBLIC_SHORT).send(await machineBrands(db)),
  );

  route<{ Params: BrandParams }>(
    app,
    machineEndpoints.brandMachines,
    { schema: { tags, summary: 'Every machine of a brand (by the brand’s address, `juki`), by model; 404 for no such brand', params: brandParams } },
    async (request, reply) => {
      const machines = await brandMachines(db, request.params.brand);
      if (!machines.length) throw notFound('No machines of this brand');
      return reply.header('Cache-Control', PUBLIC_SHORT).send(machines);
    },
  );

  route<{ Params: MachineSlugParams }>(
    app,
    machineEndpoints.getMachine,
    { schema: { tags, summary: 'A machine, by the address of its brand and model (`juki`, `ddl-8700-7`)', params: machineSlugParams } },
    async (request, reply) => {
      const machine = await findMachineBySlug(db, request.params.brand, request.params.model);
      if (!machine) throw notFound('No such machine');
      return reply.header('Cache-Control', PUBLIC_SHORT).send(machine);
    },
  );

  route<{ Body: MachineBody }>(
    app,
    machineEndpoints.addMachine,
    { config: { ...ctx.writeLimit }, schema: { tags, summary: 'Add a machine (admin); 409 when it is listed already', body: machineBody } },
    async (request, reply) => reply.status(201).send(await insertMachine(db, request.body)),
  );

  route<{ Params: IdParams; Body: MachineBody }>(
    app,
    machineEndpoints.editMachine,
    { config: { ...ctx.writeLimit }, schema: { tags, summary: 'Change a machine’s brand, model or subclass (admin)', params: idParams, body: machineBody } },
    async (request) => {
      const machine = await updateMachine(db, request.params.id, request.body);
      if (!machine) throw notFound(machineMessages.machineNotFound);
      snapshots.parts.invalidate();
      return machine;
    },
  );

  route<{ Params: IdParams }>(
    app,
    machineEndpoints.deleteMachine,
    {
      config: { ...ctx.writeLimit },
      schema: { tags, summary: 'Remove a machine (admin): its fitment goes, and it leaves customers’ machines', params: idParams },
    },
    async (request) => {
      if (!(await deleteMachine(db, request.params.id))) throw notFound(machineMessages.machineNotFound);
      snapshots.parts.invalidate();
      return { acknowledged: true, deletedCount: 1 };
    },
  );
  fitmentRoutes(app, ctx);
  myMachineRoutes(app, ctx);
}

/** Which machines a part fits: read, set by an admin, imported from a CSV. */
function fitmentRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db, snapshots } = ctx;
  route<{ Params: IdParams }>(
    app,
    machineEndpoints.partFitment,
    { schema: { tags, summary: 'The machines a part fits and the OEM numbers it replaces', params: idParams } },
    async (request, reply) => {
      const fitment = await partFitment(db, request.params.id);
      if (!fitment) throw notFound('No part with this id');
      return reply.header('Cache-Control', PUBLIC_SHORT).send(fitment);
    },
  );

  route<{ Params: IdParams; Body: FitmentBody }>(
    app,
    machineEndpoints.setPartFitment,
    {
      config: { ...ctx.writeLimit },
      schema: { tags, summary: 'Set every machine a part fits and every OEM number it replaces (admin)', params: idParams, body: fitmentBody },
    },
    async (request) => {
      await db.transaction((tx) => setPartFitment(tx, request.params.id, request.body));
      snapshots.parts.invalidate();
      return (await partFitment(db, request.params.id))!;
    },
  );

  route<{ Body: FitmentImportBody }>(
    app,
    machineEndpoints.importFitment,
    {
      config: { ...ctx.writeLimit },
      schema: {
        tags,
        summary: 'Import fitment from CSV (admin): `part number, brand, model[, subclass]` and `part number, OEM number` lines',
        description:
          'Every good line is applied in one transaction; each bad line comes back with its line number and why. ' +
          'A fit or number already recorded is not an error. `addMachines` lists a machine not listed yet instead of refusing its line.',
        body: fitmentImportBody,
      },
      // A file of 5,000 lines.
      bodyLimit: 1024 * 1024,
    },
    async (request) => {
      const result = await db.transaction((tx) => importFitment(tx, request.body.csv, { addMachines: request.body.addMachines ?? false }));
      snapshots.parts.invalidate();
      return result;
    },
  );
}

/** A customer's own machines (My Machines): read, added or counted, removed. */
function myMachineRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;
  route(app, machineEndpoints.myMachines, { schema: { tags, summary: 'Your machines, and how many of each' } }, async (request, reply) =>
    reply.header('Cache-Control', NO_STORE).send(await myMachines(db, currentUser(request).id)),
  );

  route<{ Params: IdParams; Body: MyMachineBody }>(
    app,
    machineEndpoints.setMyMachine,
    {
      config: { ...ctx.writeLimit },
      schema: { tags, summary: 'Record how many of a machine you have (adds it to your machines)', params: idParams, body: myMachineBody },
    },
    async (request, reply) => {
      const user = currentUser(request);
      await db.transaction((tx) => setMyMachine(tx, user.id, request.params.id, request.body.quantity));
      return reply.header('Cache-Control', NO_STORE).send(await myMachines(db, user.id));
    },
  );

  route<{ Params: IdParams }>(
    app,
    machineEndpoints.removeMyMachine,
    { config: { ...ctx.writeLimit }, schema: { tags, summary: 'Take a machine off your machines', params: idParams } },
    async (request, reply) => {
      const user = currentUser(request);
      if (!(await removeMyMachine(db, user.id, request.params.id))) throw notFound('This machine is not one of yours');
      return reply.header('Cache-Control', NO_STORE).send(await myMachines(db, user.id));
    },
  );
}
