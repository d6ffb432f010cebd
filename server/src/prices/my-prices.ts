import { PRICE_LIST_LIMITS, type MyPrices, type PriceBreak } from '@storefront/shared/schemas';
import type { Queryable } from '../db';
import { companyListOf, loadCachedList, type CachedList } from './price-lists.repo';

/** How long a process trusts what it read: another replica's change of a list or a company is seen after this at most. */
const MY_PRICES_TTL_MS = 10_000;
/** Buyers whose list is remembered at most (the least recently asked are forgotten first). */
const BUYERS_KEPT = 10_000;

interface Kept<T> {
  value: Promise<T>;
  at: number;
  /** Once the read has come back: what it read (the answer can then be given without waiting). */
  settled?: { value: T };
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

/** Today in the time zone as `todayIn` says it, worked out at most once a second (GET /prices asks on every call). */
function todayNow(timeZone: string, last: { at: number; day: string } | undefined): { at: number; day: string } {
  const now = Date.now();
  if (last && now >= last.at && now - last.at < 1000) return last;
  return { at: now, day: todayIn(timeZone, new Date(now)) };
}

const validOn = (list: CachedList, day: string) => (!list.validFrom || list.validFrom <= day) && (!list.validUntil || list.validUntil >= day);

/**
 * GET /prices from memory (docs/prices-and-quotes.md "Price lists"): each list's dates and prices
 * read once, and which list each buyer's company buys at; both dropped on any change of a list in
 * this process, and trusted for `MY_PRICES_TTL_MS` at most. Placing an order always reads the
 * database (pricingFor).
 */
export class MyPricesCache {
  private lists = new Map<string, Kept<CachedList | null>>();
  private buyers = new Map<string, Kept<string | null>>();
  private today: { at: number; day: string } | undefined;
  /** JSON answers by the list object they were written from, by the ids as asked (`bodyFor`). */
  private bodies = new WeakMap<CachedList, Map<string, string>>();

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

  /** The entry kept under `key` while it is trusted, the most recently asked last (so the oldest goes first). */
  private fresh<T>(map: Map<string, Kept<T>>, key: string): Kept<T> | undefined {
    const found = map.get(key);
    if (!found || Date.now() - found.at >= this.ttlMs) return undefined;
    map.delete(key);
    map.set(key, found);
    return found;
  }

  private kept<T>(map: Map<string, Kept<T>>, key: string, load: () => Promise<T>, most = Infinity): Promise<T> {
    const found = this.fresh(map, key);
    if (found) return found.value;
    const value = load();
    const entry: Kept<T> = { value, at: Date.now() };
    map.set(key, entry);
    if (map.size > most) map.delete(map.keys().next().value as string);
    // A failed read is not kept (a change while reading cleared the map, so that read is not kept either).
    value.then(
      (read) => (entry.settled = { value: read }),
      () => {
        if (map.get(key) === entry) map.delete(key);
      },
    );
    return value;
  }

  /** The caller's list valid today, or null. */
  private async listOf(userId: string): Promise<CachedList | null> {
    const listId = await this.kept(this.buyers, userId, () => companyListOf(this.db, userId), BUYERS_KEPT);
    const list = listId ? await this.kept(this.lists, listId, () => loadCachedList(this.db, listId)) : null;
    return this.validToday(list);
  }

  /** `listOf` from what memory holds, without waiting: undefined when a read is needed. */
  private listNow(userId: string): CachedList | null | undefined {
    const buyer = this.fresh(this.buyers, userId)?.settled;
    if (!buyer) return undefined;
    if (!buyer.value) return null;
    const list = this.fresh(this.lists, buyer.value)?.settled;
    return list ? this.validToday(list.value) : undefined;
  }

  private validToday(list: CachedList | null): CachedList | null {
    this.today = todayNow(this.timeZone, this.today);
    return list && validOn(list, this.today.day) ? list : null;
  }

  /**
   * The caller's list valid today and its prices, as JSON: the whole list (`asked` is `WHOLE_LIST`)
   * or these parts (those it names). The same answer of the same list (the whole list, or a page of
   * the catalogue, which every member of a company and every company on the list asks for) is
   * written once, and kept with the list as read (a list read again, or dropped by a change, drops
   * them too). `asked` is the ids as the query gave them; `partIds` the same, each once, in lower
   * case. Reads the caller's list first where `bodyNow` could not.
   */
  async bodyFor(userId: string, asked: string, partIds: () => readonly string[]): Promise<string> {
    return this.bodyOf(await this.listOf(userId), asked, partIds);
  }

  /** `bodyFor` from memory alone, or undefined when the caller's list has to be read first. */
  bodyNow(userId: string, asked: string, partIds: () => readonly string[]): string | undefined {
    const list = this.listNow(userId);
    return list === undefined ? undefined : this.bodyOf(list, asked, partIds);
  }

  private bodyOf(list: CachedList | null, asked: string, partIds: () => readonly string[]): string {
    if (!list) return NO_PRICES_BODY;
    let bodies = this.bodies.get(list);
    if (!bodies) this.bodies.set(list, (bodies = new Map()));
    let body = bodies.get(asked);
    if (body === undefined) {
      body = JSON.stringify(asked === WHOLE_LIST ? wholeOf(list) : pricesOf(list, partIds()));
      bodies.set(asked, body);
      if (bodies.size > BODIES_PER_LIST) bodies.delete(bodies.keys().next().value as string);
    }
    return body;
  }
}

/** What `bodyFor` is asked for the whole list (no ids). */
export const WHOLE_LIST = '';
export const NO_PRICES_BODY = JSON.stringify({ priceList: null, prices: {}, whole: true } satisfies MyPrices);
/** Answers kept per list read: pages of the catalogue, as their ids. */
const BODIES_PER_LIST = 1_000;

function pricesOf(list: CachedList, partIds: readonly string[]): MyPrices {
  const prices: Record<string, PriceBreak[]> = {};
  for (const id of partIds) {
    const steps = list.prices.get(id);
    if (steps) prices[id] = steps;
  }
  return { priceList: { id: list.id, name: list.name }, prices, whole: false };
}

/** Every part the list prices, or none (ask by ids) when it prices more than `PRICE_LIST_LIMITS.wholeList`. */
function wholeOf(list: CachedList): MyPrices {
  const priceList = { id: list.id, name: list.name };
  if (list.prices.size > PRICE_LIST_LIMITS.wholeList) return { priceList, prices: {}, whole: false };
  return { priceList, prices: Object.fromEntries(list.prices), whole: true };
}
