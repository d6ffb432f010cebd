import { PRICE_LIST_LIMITS, type MyPrices } from '@storefront/shared/schemas';
import type { Queryable, QueryResult } from '../db';
import { MyPricesCache, WHOLE_LIST } from './my-prices';

// The cache on its own, over a stand-in for the database that answers its three reads (a buyer's
// company list, a list's dates, its prices) and counts them. The API tests (prices.test.ts) run it
// on both databases.

const LIST_ID = '00000000-0000-4000-8000-000000000001';
const partId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

function fakeDb(partsPriced: number): Queryable & { reads: number } {
  const rows = Array.from({ length: partsPriced }, (_, n) => ({ partId: partId(n + 1), minQuantity: 1, price: 10 + n }));
  const result = <T>(found: unknown[]): QueryResult<T> => ({ rows: found as T[], rowCount: found.length });
  const db = {
    reads: 0,
    async query<T>(sql: string): Promise<QueryResult<T>> {
      db.reads += 1;
      if (sql.includes('company_members')) return result<T>([{ id: LIST_ID }]);
      if (sql.includes('FROM price_lists')) return result<T>([{ id: LIST_ID, name: 'Distributors', validFrom: null, validUntil: null }]);
      if (sql.includes('FROM price_list_prices')) return result<T>(rows);
      throw new Error(`unexpected query: ${sql}`);
    },
    async exec(): Promise<void> {},
  };
  return db;
}

const idsOf = (asked: string) => () => asked.split(',');

describe('MyPricesCache', () => {
  it(`sends a list of at most ${PRICE_LIST_LIMITS.wholeList} parts whole, and writes the answer once`, async () => {
    const db = fakeDb(PRICE_LIST_LIMITS.wholeList);
    const cache = new MyPricesCache(db, 'Asia/Dhaka');
    const first = await cache.bodyFor('buyer-1', WHOLE_LIST, idsOf(''));
    const answer = JSON.parse(first) as MyPrices;
    expect(answer.whole).toBe(true);
    expect(answer.priceList).toEqual({ id: LIST_ID, name: 'Distributors' });
    expect(Object.keys(answer.prices)).toHaveLength(PRICE_LIST_LIMITS.wholeList);
    expect(answer.prices[partId(1)]).toEqual([{ minQuantity: 1, price: 10 }]);
    // From memory, without reading again, the same text for another member.
    const reads = db.reads;
    expect(cache.bodyNow('buyer-1', WHOLE_LIST, idsOf(''))).toBe(first);
    expect(await cache.bodyFor('buyer-2', WHOLE_LIST, idsOf(''))).toBe(first);
    expect(db.reads).toBe(reads + 1); // buyer-2's company, not the list
  });

  it('sends no prices of a longer list without ids (whole false), and its prices by ids', async () => {
    const cache = new MyPricesCache(fakeDb(PRICE_LIST_LIMITS.wholeList + 1), 'Asia/Dhaka');
    expect(JSON.parse(await cache.bodyFor('buyer-1', WHOLE_LIST, idsOf('')))).toEqual({
      priceList: { id: LIST_ID, name: 'Distributors' },
      prices: {},
      whole: false,
    });
    const asked = `${partId(2)},${partId(PRICE_LIST_LIMITS.wholeList + 1)},${partId(9999)}`;
    expect(JSON.parse(await cache.bodyFor('buyer-1', asked, idsOf(asked)))).toEqual({
      priceList: { id: LIST_ID, name: 'Distributors' },
      prices: {
        [partId(2)]: [{ minQuantity: 1, price: 11 }],
        [partId(PRICE_LIST_LIMITS.wholeList + 1)]: [{ minQuantity: 1, price: 10 + PRICE_LIST_LIMITS.wholeList }],
      },
      whole: false,
    });
  });

  it('reads again after a change', async () => {
    const db = fakeDb(3);
    const cache = new MyPricesCache(db, 'Asia/Dhaka');
    await cache.bodyFor('buyer-1', WHOLE_LIST, idsOf(''));
    cache.invalidate();
    expect(cache.bodyNow('buyer-1', WHOLE_LIST, idsOf(''))).toBeUndefined();
    const reads = db.reads;
    await cache.bodyFor('buyer-1', WHOLE_LIST, idsOf(''));
    expect(db.reads).toBe(reads + 3);
  });
});
