import type { MyPrices, PriceBreak } from '@storefront/shared/schemas';
import type { Queryable } from '../db';
import { companyListOf, loadCachedList, type CachedList } from './price-lists.repo';

/** How long a process trusts what it read: another replica's change of a list or a company is seen after this at most. */
export const MY_PRICES_TTL_MS = 10_000;
/** Buyers whose list is remembered at most (the least recently asked are forgotten first). */
const BUYERS_KEPT = 10_000;

interface Kept<T> {
  value: T;
  at: number;
}

/** A formatter per time zone: making one costs far more than using it. */
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** Today in the store's time zone, as YYYY-MM-DD. */
export function todayIn(timeZone: string, now = new Date()): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, format);
  }
  return format.format(now);
}

const validOn = (list: CachedList, day: string) => (!list.validFrom || list.validFrom <= day) && (!list.validUntil || list.validUntil >= day);

/**
 * GET /prices from memory (docs/prices-and-quotes.md "Price lists"): each list's dates and prices
 * read once, and which list each buyer's company buys at; both dropped on any change of a list in
 * this process, and trusted for `MY_PRICES_TTL_MS` at most. Placing an order always reads the
 * database (pricingFor).
 */
export class MyPricesCache {
  private lists = new Map<string, Kept<Promise<CachedList | null>>>();
  private buyers = new Map<string, Kept<Promise<string | null>>>();

  constructor(
    private readonly db: Queryable,
    private readonly timeZone: string,
    private readonly ttlMs = MY_PRICES_TTL_MS,
  ) {}

  /** A list, its prices or its companies changed: forget everything. */
  invalidate(): void {
    this.lists.clear();
    this.buyers.clear();
  }

  private kept<T>(map: Map<string, Kept<Promise<T>>>, key: string, load: () => Promise<T>, most = Infinity): Promise<T> {
    const found = map.get(key);
    if (found && Date.now() - found.at < this.ttlMs) {
      // Most recently asked last, so that the oldest is the first to go.
      map.delete(key);
      map.set(key, found);
      return found.value;
    }
    const value = load();
    const entry = { value, at: Date.now() };
    map.set(key, entry);
    if (map.size > most) map.delete(map.keys().next().value as string);
    // A failed read is not kept (a change while reading cleared the map, so that read is not kept either).
    value.catch(() => {
      if (map.get(key) === entry) map.delete(key);
    });
    return value;
  }

  /** The caller's list valid today and its prices for these parts (those it names). */
  async forBuyer(userId: string, partIds: readonly string[]): Promise<MyPrices> {
    const listId = await this.kept(this.buyers, userId, () => companyListOf(this.db, userId), BUYERS_KEPT);
    const list = listId ? await this.kept(this.lists, listId, () => loadCachedList(this.db, listId)) : null;
    if (!list || !validOn(list, todayIn(this.timeZone))) return { priceList: null, prices: {} };
    const prices: Record<string, PriceBreak[]> = {};
    for (const id of partIds) {
      const steps = list.prices.get(id);
      if (steps) prices[id] = steps;
    }
    return { priceList: { id: list.id, name: list.name }, prices };
  }
}
