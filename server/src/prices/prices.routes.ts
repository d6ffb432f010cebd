import type { FastifyInstance } from 'fastify';
import { priceEndpoints } from '@storefront/shared/endpoints';
import {
  idParams,
  myPricesQuery,
  PRICE_LIST_LIMITS,
  priceListBody,
  priceListMessages,
  priceListsQuery,
  type IdParams,
  type MyPricesQuery,
  type PriceListBody,
  type PriceListDetail,
  type PriceListsQuery,
} from '@storefront/shared/schemas';
import type { AppContext } from '../context';
import type { Queryable } from '../db';
import { currentUser } from '../auth/auth';
import { badRequest, HttpError, notFound } from '../http/errors';
import { route } from '../http/route';
import { MyPricesCache, NO_PRICES_BODY, WHOLE_LIST } from './my-prices';
import { priceListEntriesRoutes } from './price-list-entries.routes';
import { deletePriceList, findPriceList, insertPriceList, listPriceLists, priceListNameTaken, updatePriceList } from './price-lists.repo';

const tags = ['prices'];
const nameTaken = () => new HttpError(409, 'CONFLICT', priceListMessages.nameTaken, { name: priceListMessages.nameTaken });
const isUniqueViolation = (error: unknown) => (error as { code?: unknown } | null)?.code === '23505';

/**
 * Price lists (docs/prices-and-quotes.md "Price lists"): the caller's prices (GET /prices, from
 * memory) and the storefront admin's lists, their prices, CSV and companies.
 */
export async function pricesRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx;
  const timeZone = ctx.config.seller.timeZone;
  const cache = new MyPricesCache(db, timeZone);

  const detail = async (q: Queryable, id: string): Promise<PriceListDetail> => {
    const list = await findPriceList(q, id, timeZone);
    if (!list) throw notFound(priceListMessages.notFound);
    return list;
  };
  /** A change of a list in a transaction; the cache is dropped once it commits. */
  const change = async <T>(work: (tx: Queryable) => Promise<T>): Promise<T> => {
    try {
      return await db.transaction(work);
    } catch (error) {
      if (isUniqueViolation(error)) throw nameTaken();
      throw error;
    } finally {
      cache.invalidate();
    }
  };
  const checkCurrency = (body: PriceListBody) => {
    if (body.currency !== ctx.config.mail.currency) throw badRequest(priceListMessages.currencyInvalid, { currency: priceListMessages.currencyInvalid });
  };

  route<{ Querystring: MyPricesQuery }>(
    app,
    priceEndpoints.myPrices,
    {
      schema: {
        tags,
        summary: 'Your prices: your company’s price list valid today and its prices, whole or for these parts (at most 100 ids)',
        description:
          `Without ids: every part the list prices when it prices at most ${PRICE_LIST_LIMITS.wholeList} (\`whole\` true), else none (\`whole\` false: ask by ids). ` +
          'Empty (`priceList` null) for a customer whose company has no list valid today. Answered from memory; a change is seen within 10 s.',
        querystring: myPricesQuery,
      },
    },
    (request, reply) => {
      const asked = request.query.ids ?? WHOLE_LIST;
      const ids = () => {
        const each = [...new Set(asked.split(',').map((id) => id.toLowerCase()))];
        if (each.length > PRICE_LIST_LIMITS.idsPerRead) throw badRequest(`ids: at most ${PRICE_LIST_LIMITS.idsPerRead} part ids`, { ids: 'Too many ids' });
        return each;
      };
      const send = (body: string) => reply.header('Cache-Control', 'private, no-store').type('application/json; charset=utf-8').send(body);
      // An unverified account has no company, so no list (whatever memory last read for it).
      const user = currentUser(request);
      if (!user.emailVerified) return send(NO_PRICES_BODY);
      // Answered at once when memory holds the caller's list (most calls), else after reading it.
      const userId = user.id;
      const now = cache.bodyNow(userId, asked, ids);
      return now === undefined ? cache.bodyFor(userId, asked, ids).then(send) : send(now);
    },
  );

  route<{ Querystring: PriceListsQuery }>(
    app,
    priceEndpoints.listPriceLists,
    { schema: { tags, summary: 'A page of price lists by name, searched in the name (admin)', querystring: priceListsQuery } },
    async (request) => listPriceLists(db, request.query, timeZone),
  );

  route<{ Body: PriceListBody }>(
    app,
    priceEndpoints.addPriceList,
    { config: { ...ctx.writeLimit }, schema: { tags, summary: 'Create a price list (admin); 409 for a name taken', body: priceListBody } },
    async (request, reply) => {
      checkCurrency(request.body);
      const list = await change(async (tx) => {
        if (await priceListNameTaken(tx, request.body.name)) throw nameTaken();
        return detail(tx, await insertPriceList(tx, request.body));
      });
      return reply.status(201).send(list);
    },
  );

  route<{ Params: IdParams }>(
    app,
    priceEndpoints.getPriceList,
    { schema: { tags, summary: 'A price list with its prices and companies (admin)', params: idParams } },
    async (request) => detail(db, request.params.id),
  );

  route<{ Params: IdParams; Body: PriceListBody }>(
    app,
    priceEndpoints.editPriceList,
    {
      config: { ...ctx.writeLimit },
      schema: { tags, summary: 'Change a price list’s name, currency and dates (admin)', params: idParams, body: priceListBody },
    },
    async (request) => {
      checkCurrency(request.body);
      return change(async (tx) => {
        if (await priceListNameTaken(tx, request.body.name, request.params.id)) throw nameTaken();
        if (!(await updatePriceList(tx, request.params.id, request.body))) throw notFound(priceListMessages.notFound);
        return detail(tx, request.params.id);
      });
    },
  );

  route<{ Params: IdParams }>(
    app,
    priceEndpoints.deletePriceList,
    { config: { ...ctx.writeLimit }, schema: { tags, summary: 'Delete a price list (admin): its companies buy at list prices again', params: idParams } },
    async (request) => {
      if (!(await change((tx) => deletePriceList(tx, request.params.id)))) throw notFound(priceListMessages.notFound);
      return { acknowledged: true, deletedCount: 1 };
    },
  );

  await priceListEntriesRoutes(app, ctx, { detail, change });
}
