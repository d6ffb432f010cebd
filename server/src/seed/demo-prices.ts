import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db';
import { DEMO_COMPANY } from './demo-company';

/**
 * The demo's contract prices (docs/prices-and-quotes.md "The demo's prices"): quantity breaks on
 * three parts, one part sold in packs of 10, and the demo company's price list, valid from this
 * year's first day to next year's last, with prices for three parts (one with a break of its own).
 * Parts are found by name: an admin who renamed or deleted one simply gets fewer.
 */
export const DEMO_PRICES = {
  breaks: [
    {
      part: 'Bobbin Case',
      breaks: [
        { minQuantity: 50, price: 430 },
        { minQuantity: 200, price: 410 },
      ],
    },
    {
      part: 'Presser Foot',
      breaks: [
        { minQuantity: 100, price: 170 },
        { minQuantity: 500, price: 160 },
      ],
    },
    {
      part: 'Overlock Looper',
      breaks: [
        { minQuantity: 20, price: 1200 },
        { minQuantity: 50, price: 1150 },
      ],
    },
  ],
  packs: [{ part: 'Needle Plate', pack: 10, min: 10, max: 500 }],
  list: {
    name: 'Dhaka Knitwear 2027',
    prices: [
      { part: 'Bobbin Case', minQuantity: 1, price: 420 },
      { part: 'Needle Bar', minQuantity: 1, price: 720 },
      { part: 'Feed Dog', minQuantity: 1, price: 490 },
      { part: 'Feed Dog', minQuantity: 100, price: 470 },
    ],
  },
} as const;

/** The demo's prices, once (`seeded-prices` in `meta`); the list only when no list has its name. */
export async function seedDemoPricesOnce(tx: Queryable, currency: string): Promise<void> {
  const marker = await tx.query(`SELECT 1 FROM meta WHERE key = 'seeded-prices'`);
  if (marker.rows.length > 0) return;
  await tx.query(`INSERT INTO meta (key, value) VALUES ('seeded-prices', now()::text)`);
  const partId = async (name: string) =>
    (await tx.query<{ id: string }>('SELECT id::text AS id FROM parts WHERE name = $1 ORDER BY seq LIMIT 1', [name])).rows[0]?.id;
  for (const { part, breaks } of DEMO_PRICES.breaks) {
    const id = await partId(part);
    if (!id) continue;
    for (const step of breaks) {
      await tx.query('INSERT INTO part_price_breaks (part_id, min_quantity, price) VALUES ($1::uuid, $2, $3) ON CONFLICT DO NOTHING', [
        id,
        step.minQuantity,
        step.price,
      ]);
    }
  }
  for (const { part, pack, min, max } of DEMO_PRICES.packs) {
    await tx.query('UPDATE parts SET pack_size = $2, min_order_quantity = $3, max_order_quantity = $4 WHERE name = $1', [part, pack, min, max]);
  }
  if ((await tx.query('SELECT 1 FROM price_lists WHERE lower(name) = lower($1)', [DEMO_PRICES.list.name])).rows.length > 0) return;
  const listId = randomUUID();
  const year = new Date().getUTCFullYear();
  await tx.query('INSERT INTO price_lists (id, name, currency, valid_from, valid_until) VALUES ($1::uuid, $2, $3, $4::date, $5::date)', [
    listId,
    DEMO_PRICES.list.name,
    currency,
    `${year}-01-01`,
    `${year + 1}-12-31`,
  ]);
  for (const entry of DEMO_PRICES.list.prices) {
    const id = await partId(entry.part);
    if (!id) continue;
    await tx.query('INSERT INTO price_list_prices (price_list_id, part_id, min_quantity, price) VALUES ($1::uuid, $2::uuid, $3, $4)', [
      listId,
      id,
      entry.minQuantity,
      entry.price,
    ]);
  }
  await tx.query('UPDATE companies SET price_list_id = $1::uuid WHERE lower(name) = lower($2) AND price_list_id IS NULL', [listId, DEMO_COMPANY.name]);
}
