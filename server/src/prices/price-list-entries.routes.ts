import type { FastifyInstance } from 'fastify';
import { priceEndpoints } from '@storefront/shared/endpoints';
import {
  idParams,
  PRICE_LIST_LIMITS,
  priceListCompaniesBody,
  priceListImportBody,
  priceListMessages,
  priceListPricesBody,
  type IdParams,
  type PriceListCompaniesBody,
  type PriceListDetail,
  type PriceListImportBody,
  type PriceListPricesBody,
} from '@storefront/shared/schemas';
import type { AppContext } from '../context';
import type { Queryable } from '../db';
import { badRequest, notFound } from '../http/errors';
import { route } from '../http/route';
import { readPriceCsv, writePriceCsv } from './price-csv';
import { assignPriceList, findPriceList, lockPriceList, partIdsByNumber, priceListRows, replacePriceListPrices, unknownCompanies } from './price-lists.repo';

/** What the routes of a list's prices share with the lists' routes. */
export interface ListHelpers {
  /** The list with its prices, or 404. */
  detail(q: Queryable, id: string): Promise<PriceListDetail>;
  /** A change of a list in a transaction; the cache is dropped once it ends. */
  change<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
}

const tags = ['prices'];

/** A list's prices (as JSON and as CSV) and its companies (admin). */
export async function priceListEntriesRoutes(app: FastifyInstance, ctx: AppContext, { detail, change }: ListHelpers): Promise<void> {
  const { db } = ctx;
  const timeZone = ctx.config.seller.timeZone;

  route<{ Params: IdParams; Body: PriceListPricesBody }>(
    app,
    priceEndpoints.setPriceListPrices,
    {
      config: { ...ctx.writeLimit },
      schema: {
        tags,
        summary: 'Replace a price list’s prices (admin): each part by its number; 400 naming each number no part has',
        params: idParams,
        body: priceListPricesBody,
      },
    },
    async (request) => {
      const { entries } = request.body;
      return change(async (tx) => {
        if (!(await lockPriceList(tx, request.params.id))) throw notFound(priceListMessages.notFound);
        const ids = await partIdsByNumber(
          tx,
          entries.map((e) => e.partNumber),
        );
        const fields: Record<string, string> = {};
        const seen = new Set<string>();
        entries.forEach((entry, index) => {
          const key = `${entry.partNumber} ${entry.minQuantity}`;
          if (!ids.has(entry.partNumber)) fields[`entries.${index}.partNumber`] = priceListMessages.unknownPart;
          else if (seen.has(key)) fields[`entries.${index}.minQuantity`] = priceListMessages.entryTwice;
          seen.add(key);
        });
        const unknown = [...new Set(entries.filter((e) => !ids.has(e.partNumber)).map((e) => e.partNumber))];
        if (unknown.length) throw badRequest(`${priceListMessages.unknownPart} ${unknown.join(', ')}`, fields);
        if (Object.keys(fields).length) throw badRequest(priceListMessages.entryTwice, fields);
        await replacePriceListPrices(
          tx,
          request.params.id,
          entries.map((e) => ({ partId: ids.get(e.partNumber) as string, minQuantity: e.minQuantity, price: e.price })),
        );
        return detail(tx, request.params.id);
      });
    },
  );

  route<{ Params: IdParams; Body: PriceListImportBody }>(
    app,
    priceEndpoints.importPriceList,
    {
      config: { ...ctx.writeLimit },
      bodyLimit: PRICE_LIST_LIMITS.csvBytes * 2,
      schema: {
        tags,
        summary: 'Replace a price list’s prices from CSV (admin): `part number, min quantity, price`, a header line first',
        description:
          'When any line is bad nothing changes and the answer (200) names each bad line by its number (1 = the header) in `errors`; ' +
          'otherwise the list holds exactly the file’s prices and `imported` says how many.',
        params: idParams,
        body: priceListImportBody,
      },
    },
    async (request) =>
      change(async (tx) => {
        if (!(await lockPriceList(tx, request.params.id))) throw notFound(priceListMessages.notFound);
        const { entries, errors } = readPriceCsv(request.body.csv);
        const ids = await partIdsByNumber(
          tx,
          entries.map((e) => e.partNumber),
        );
        for (const entry of entries) if (!ids.has(entry.partNumber)) errors.push({ line: entry.line, message: priceListMessages.unknownPart });
        if (errors.length) return { imported: 0, errors: errors.sort((a, b) => a.line - b.line) };
        await replacePriceListPrices(
          tx,
          request.params.id,
          entries.map((e) => ({ partId: ids.get(e.partNumber) as string, minQuantity: e.minQuantity, price: e.price })),
        );
        return { imported: entries.length, errors: [] };
      }),
  );

  route<{ Params: IdParams }>(
    app,
    priceEndpoints.exportPriceList,
    { schema: { tags, summary: 'A price list’s prices as CSV, the import’s columns (admin)', params: idParams } },
    async (request, reply) => {
      const list = await findPriceList(db, request.params.id, timeZone);
      if (!list) throw notFound(priceListMessages.notFound);
      const csv = writePriceCsv(await priceListRows(db, list.id));
      const file = list.name.replace(/[^A-Za-z0-9-]+/g, '-').replace(/^-|-$/g, '') || 'price-list';
      return reply.type('text/csv; charset=utf-8').header('Content-Disposition', `attachment; filename="${file}.csv"`).send(csv);
    },
  );

  route<{ Params: IdParams; Body: PriceListCompaniesBody }>(
    app,
    priceEndpoints.setPriceListCompanies,
    {
      config: { ...ctx.writeLimit },
      schema: {
        tags,
        summary: 'The companies that buy at a price list (admin): each leaves any other list; the list’s others leave it',
        params: idParams,
        body: priceListCompaniesBody,
      },
    },
    async (request) =>
      change(async (tx) => {
        if (!(await lockPriceList(tx, request.params.id))) throw notFound(priceListMessages.notFound);
        const unknown = await unknownCompanies(tx, request.body.companyIds);
        if (unknown.length) throw badRequest(`No such company: ${unknown.join(', ')}`, { companyIds: 'No such company.' });
        await assignPriceList(tx, request.params.id, [...new Set(request.body.companyIds)]);
        return detail(tx, request.params.id);
      }),
  );
}
