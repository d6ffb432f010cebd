import type { FastifyInstance } from 'fastify';
import { suggestionsEndpoint } from '@storefront/shared/endpoints';
import { SUGGESTED, suggestionsQuery, type SearchSuggestions, type SuggestionsQuery } from '@storefront/shared/schemas';
import type { AppContext } from '../context';
import { route } from '../http/route';
import { listParts } from './parts.repo';
import { machinesNamedInFull, readSearch, searchMachines } from './search.repo';

/**
 * Search's suggestions while a customer types (the header's search box): the best parts and the
 * machines the words match, from the parts' cached snapshots (a write of the catalogue or of the
 * machines clears them, like the parts' pages).
 */
export async function searchRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db, snapshots } = ctx;

  route<{ Querystring: SuggestionsQuery }>(
    app,
    suggestionsEndpoint,
    {
      schema: {
        tags: ['parts'],
        summary: 'Suggestions for a search being typed (2 to 100 characters): up to 6 parts, best first, and 3 machines (ETag, 304)',
        querystring: suggestionsQuery,
      },
    },
    (request, reply) => snapshots.parts.send(request, reply, () => suggestions(db, request.query.q), 'suggestions'),
  );
}

async function suggestions(db: AppContext['db'], q: string): Promise<SearchSuggestions> {
  const search = await readSearch(db, q);
  const [page, matching, named] = await Promise.all([
    listParts(db, { q, limit: SUGGESTED.parts }, { search, best: true }),
    search ? searchMachines(db, search, { named: false, limit: SUGGESTED.machines }) : [],
    search ? machinesNamedInFull(db, search, SUGGESTED.machines) : [],
  ]);
  const parts = page.items.map(({ _id, sku, name, nameBn, img, price, replaces }) => ({
    _id,
    sku,
    name,
    nameBn,
    img,
    price,
    ...(replaces ? { replaces } : {}),
  }));
  // A machine typed in full ("juki ddl-8700") is what the buyer is after: it leads, before the parts.
  const machines = [...named, ...matching.filter((m) => !named.some((n) => n._id === m._id))].slice(0, SUGGESTED.machines);
  return { q, parts, machines, machinesFirst: named.length > 0 };
}
