import type { PriceBreak, PriceInputs } from '@storefront/shared/schemas';
import type { Queryable } from '../db';
import { VERIFIED_MEMBER } from '../companies/membership.repo';

/**
 * What a line's price is decided from, read from the database (docs/prices-and-quotes.md): the
 * parts' own breaks and the price list of the buyer's company when it is valid today in the
 * store's time zone. `linePrice` (shared/schemas/pricing.ts) decides; this only reads.
 */

/** A price list valid today, by name. */
export interface ValidList {
  id: string;
  name: string;
}

/** The part's breaks and, where the buyer's list names it, the list's prices for it. */
export type PartPricing = Pick<PriceInputs, 'breaks' | 'contract'>;

const TODAY = `(now() AT TIME ZONE $2)::date`;

/** The price list of `userId`'s company, when it has one valid today; null otherwise (or for no user, or an unverified member). */
async function buyerPriceList(db: Queryable, userId: string | null, timeZone: string): Promise<ValidList | null> {
  if (!userId) return null;
  const found = await db.query<ValidList>(
    `SELECT l.id::text AS id, l.name FROM company_members m
       JOIN companies c ON c.id = m.company_id
       JOIN price_lists l ON l.id = c.price_list_id
     WHERE m.user_id = $1::uuid AND ${VERIFIED_MEMBER}
       AND (l.valid_from IS NULL OR l.valid_from <= ${TODAY})
       AND (l.valid_until IS NULL OR l.valid_until >= ${TODAY})`,
    [userId, timeZone],
  );
  return found.rows[0] ?? null;
}

/** The parts' own breaks, lowest quantity first; a part without any has an empty list. */
async function partBreaks(db: Queryable, partIds: readonly string[]): Promise<Map<string, PriceBreak[]>> {
  const breaks = new Map<string, PriceBreak[]>(partIds.map((id) => [id, []]));
  if (partIds.length === 0) return breaks;
  const rows = await db.query<{ partId: string; minQuantity: number; price: number }>(
    `SELECT part_id::text AS "partId", min_quantity AS "minQuantity", price::float8 AS price
     FROM part_price_breaks WHERE part_id = ANY($1::uuid[]) ORDER BY part_id, min_quantity`,
    [partIds],
  );
  for (const row of rows.rows) breaks.get(row.partId)?.push({ minQuantity: row.minQuantity, price: row.price });
  return breaks;
}

/** A list's prices for these parts (those it names), lowest quantity first. */
async function listPrices(db: Queryable, listId: string, partIds: readonly string[]): Promise<Map<string, PriceBreak[]>> {
  const prices = new Map<string, PriceBreak[]>();
  if (partIds.length === 0) return prices;
  const rows = await db.query<{ partId: string; minQuantity: number; price: number }>(
    `SELECT part_id::text AS "partId", min_quantity AS "minQuantity", price::float8 AS price
     FROM price_list_prices WHERE price_list_id = $1::uuid AND part_id = ANY($2::uuid[]) ORDER BY part_id, min_quantity`,
    [listId, partIds],
  );
  for (const row of rows.rows) {
    const list = prices.get(row.partId) ?? [];
    list.push({ minQuantity: row.minQuantity, price: row.price });
    prices.set(row.partId, list);
  }
  return prices;
}

/**
 * Everything but the part's own price that decides these parts' prices for `userId` (null: a
 * visitor): their breaks, and their prices on the buyer's list valid today. Three small reads by
 * primary key, in the caller's transaction where it has one.
 */
export async function pricingFor(
  db: Queryable,
  userId: string | null,
  partIds: readonly string[],
  timeZone: string,
): Promise<{ priceList: ValidList | null; parts: Map<string, PartPricing> }> {
  const [priceList, breaks] = await Promise.all([buyerPriceList(db, userId, timeZone), partBreaks(db, partIds)]);
  const contract = priceList ? await listPrices(db, priceList.id, partIds) : new Map<string, PriceBreak[]>();
  const parts = new Map<string, PartPricing>();
  for (const id of partIds) {
    const prices = contract.get(id);
    parts.set(id, { breaks: breaks.get(id) ?? [], contract: priceList && prices ? { name: priceList.name, prices } : undefined });
  }
  return { priceList, parts };
}
