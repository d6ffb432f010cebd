import {
  buyingMessages,
  cartLineProblem,
  cartTotal,
  heldLineMessage,
  heldToRules,
  linePrice,
  MAX_ORDER_LINES,
  nextBreak,
  notInPacks,
  quantityRule,
  rowFormProblem,
  type QuantityRules,
  type Cart,
  type CartAddMode,
  type CartChange,
  type CartLine,
  type QuickOrderResult,
  type QuickOrderRow,
} from '@storefront/shared/schemas';
import type { Queryable } from '../db';
import { badRequest, notFound } from '../http/errors';
import { partsFittingNone } from '../machines/machines.repo';
import { mergeLines, type LineRequest } from './lines';
import { oemKey } from '../parts/parts.repo';
import { replacementsOf } from '../parts/replacement.repo';
import { pricingFor } from '../prices/pricing.repo';

/** What the cart rules need of a part. */
type RulePart = { id: string; sku: string; name: string; price: number; img: string; available: number; min: number; pack: number; max: number | null };

const ruleColumns = (table: string) =>
  `${table}.id::text AS id, ${table}.sku, ${table}.name, ${table}.price::float8 AS price, ${table}.img, ${table}.available_quantity AS available, ${table}.min_order_quantity AS min, ${table}.pack_size AS pack, ${table}.max_order_quantity AS max`;

const rulesOfPart = (part: RulePart): QuantityRules => ({ min: part.min, pack: part.pack, max: part.max, available: part.available });

/**
 * Why a cart refuses a quantity outright rather than holding it to the rules: it is not a whole
 * number of packs (never rounded: the buyer picks the packs). Nothing for a sold-out part (not added anyway).
 */
function packRefusal(quantity: number, rules: QuantityRules): string | undefined {
  if (rules.available < rules.min || rules.pack <= 1 || quantity % rules.pack === 0) return undefined;
  return notInPacks(quantity, rules.pack, rules.min);
}
const RULE_COLUMNS = ruleColumns('parts');

async function partsById(db: Queryable, ids: string[]): Promise<Map<string, RulePart>> {
  const found = await db.query<RulePart>(`SELECT ${RULE_COLUMNS} FROM parts WHERE id = ANY($1::uuid[])`, [ids]);
  return new Map(found.rows.map((p) => [p.id, p]));
}

/**
 * A customer's cart, oldest line first, each line against its part as it is now and priced for
 * this buyer at its quantity (the part's breaks, their list valid today in `timeZone`).
 */
export async function readCart(db: Queryable, userId: string, timeZone: string): Promise<Cart> {
  const rows = await db.query<{ partId: string; quantity: number; addedPrice: number } & Partial<Omit<RulePart, 'id'>>>(
    `SELECT c.part_id::text AS "partId", c.quantity, c.added_price::float8 AS "addedPrice",
            p.sku, p.name, p.price::float8 AS price, p.img, p.available_quantity AS available, p.min_order_quantity AS min,
            p.pack_size AS pack, p.max_order_quantity AS max
     FROM cart_lines c LEFT JOIN parts p ON p.id = c.part_id
     WHERE c.user_id = $1::uuid ORDER BY c.seq`,
    [userId],
  );
  const sold = rows.rows.filter((row) => row.sku !== null && row.sku !== undefined).map((row) => row.partId);
  const [pricing, replacements] = await Promise.all([pricingFor(db, userId, sold, timeZone), replacementsOf(db, sold)]);
  const lines: CartLine[] = rows.rows.map((row) => {
    const part =
      row.sku === null || row.sku === undefined
        ? null
        : {
            sku: row.sku,
            name: row.name as string,
            price: row.price as number,
            img: row.img as string,
            available_Quantity: row.available as number,
            min_order_Quantity: row.min as number,
            pack_Size: row.pack as number,
            max_order_Quantity: row.max ?? null,
            breaks: [...(pricing.parts.get(row.partId)?.breaks ?? [])],
            ...(replacements.has(row.partId) ? { replacement: replacements.get(row.partId)! } : {}),
          };
    const inputs = part ? { price: part.price, ...pricing.parts.get(row.partId), breaks: part.breaks } : null;
    return {
      partId: row.partId,
      quantity: row.quantity,
      addedPrice: row.addedPrice,
      part,
      price: inputs ? linePrice(inputs, row.quantity) : null,
      nextBreak: inputs ? nextBreak(inputs, row.quantity) : null,
      problem: cartLineProblem(row, part),
    };
  });
  const fitNone = await partsFittingNone(
    db,
    userId,
    lines.filter((line) => line.part).map((line) => line.partId),
  );
  for (const line of lines) if (fitNone.has(line.partId)) line.fitsMyMachines = false;
  return { lines, total: cartTotal(lines), priceList: pricing.priceList };
}

/**
 * Puts each line in the cart, held to the order rules: at least the part's minimum, at most its
 * stock and its maximum per order. A quantity that is not whole packs is refused, never rounded. In `add` mode a line already there grows by the line's quantity; in `replace` mode it
 * becomes the line's quantity (so sending the same lines twice leaves the cart as once). A line
 * that had to change, or that cannot be added at all (a deleted or out-of-stock part), is among
 * the changes with why.
 */
export async function addCartLines(tx: Queryable, userId: string, lines: LineRequest[], mode: CartAddMode = 'add'): Promise<CartChange[]> {
  const changes: CartChange[] = [];
  // A part no longer sold is not added: the part sold today is, and the change says so.
  const replacements = await replacementsOf(
    tx,
    lines.map((l) => l.partId),
  );
  for (const [partId, replacement] of replacements) {
    changes.push({ partId, label: replacement.steps[0]!.from, message: replacement.message, replacedBy: replacement.current._id });
  }
  const merged = mergeLines(lines.map((l) => ({ ...l, partId: replacements.get(l.partId)?.current._id ?? l.partId })));
  const ids = merged.map((l) => l.partId);
  const parts = await partsById(tx, ids);
  const held = await tx.query<{ partId: string; quantity: number }>(
    `SELECT part_id::text AS "partId", quantity FROM cart_lines WHERE user_id = $1::uuid AND part_id = ANY($2::uuid[]) ORDER BY part_id FOR UPDATE`,
    [userId, ids],
  );
  const inCart = new Map(held.rows.map((r) => [r.partId, r.quantity]));
  const writes: { partId: string; quantity: number; price: number }[] = [];
  for (const line of merged) {
    const part = parts.get(line.partId);
    if (!part) {
      changes.push({ partId: line.partId, label: line.partId, message: buyingMessages.partGone });
      continue;
    }
    const wanted = (mode === 'add' ? (inCart.get(line.partId) ?? 0) : 0) + line.quantity;
    const rules = rulesOfPart(part);
    const why = packRefusal(wanted, rules) ?? quantityRule(wanted, rules);
    if (!why) {
      writes.push({ partId: line.partId, quantity: wanted, price: part.price });
      continue;
    }
    const quantity = packRefusal(wanted, rules) ? 0 : heldToRules(wanted, rules);
    if (quantity === 0) {
      changes.push({ partId: line.partId, label: part.sku, message: heldLineMessage(why, 0) });
      continue;
    }
    changes.push({ partId: line.partId, label: part.sku, message: heldLineMessage(why, quantity) });
    writes.push({ partId: line.partId, quantity, price: part.price });
  }
  if (writes.length > 0) {
    await tx.query(
      `INSERT INTO cart_lines (user_id, part_id, quantity, added_price)
       SELECT $1::uuid, v.id, v.quantity, v.price FROM unnest($2::uuid[], $3::int[], $4::numeric[]) AS v(id, quantity, price)
       ON CONFLICT (user_id, part_id) DO UPDATE SET quantity = excluded.quantity, added_price = excluded.added_price`,
      [userId, writes.map((w) => w.partId), writes.map((w) => w.quantity), writes.map((w) => w.price)],
    );
    await assertCartSize(tx, userId);
  }
  return changes;
}

async function assertCartSize(tx: Queryable, userId: string): Promise<void> {
  const count = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM cart_lines WHERE user_id = $1::uuid', [userId]);
  if ((count.rows[0]?.n ?? 0) > MAX_ORDER_LINES) throw badRequest(buyingMessages.tooManyLines);
}

/** Sets a line's quantity, which must keep the rules (400 saying why otherwise); a new part gets a line. */
export async function setCartLine(tx: Queryable, userId: string, partId: string, quantity: number): Promise<void> {
  const part = (await partsById(tx, [partId])).get(partId);
  if (!part) throw notFound(buyingMessages.partGone);
  const replacement = (await replacementsOf(tx, [partId])).get(partId);
  if (replacement) throw badRequest(`${buyingMessages.partGone} ${replacement.message}`, { quantity: replacement.message });
  const problem = quantityRule(quantity, rulesOfPart(part));
  if (problem) throw badRequest(problem, { quantity: problem });
  await tx.query(
    `INSERT INTO cart_lines (user_id, part_id, quantity, added_price) VALUES ($1::uuid, $2::uuid, $3, $4)
     ON CONFLICT (user_id, part_id) DO UPDATE SET quantity = excluded.quantity`,
    [userId, partId, quantity, part.price],
  );
  await assertCartSize(tx, userId);
}

/** Takes these parts' lines out of the cart (removed by the buyer, or ordered). */
export async function removeCartLines(tx: Queryable, userId: string, partIds: string[]): Promise<void> {
  await tx.query('DELETE FROM cart_lines WHERE user_id = $1::uuid AND part_id = ANY($2::uuid[])', [userId, partIds]);
}

/**
 * The parts that replace these OEM numbers (by oem_key), with the number as they know it; a number
 * several parts replace maps to all of them.
 */
async function partsByOemNumber(db: Queryable, numbers: string[]): Promise<Map<string, (RulePart & { replaces: string })[]>> {
  const keys = [...new Set(numbers.map(oemKey).filter(Boolean))];
  const byKey = new Map<string, (RulePart & { replaces: string })[]>();
  if (!keys.length) return byKey;
  const found = await db.query<RulePart & { key: string; replaces: string }>(
    `SELECT o.key, o.brand || ' ' || o.number AS replaces, ${ruleColumns('p')}
     FROM part_oem_numbers o JOIN parts p ON p.id = o.part_id WHERE o.key = ANY($1::text[]) ORDER BY p.seq`,
    [keys],
  );
  for (const { key, ...part } of found.rows) byKey.set(key, [...(byKey.get(key) ?? []), part]);
  return byKey;
}

/**
 * Checks quick-order rows: each row's own form first (as the page does), then its part number
 * and quantity against the parts. A number that is no part's but a machine maker's number (OEM)
 * one part replaces finds that part, and says so (`replaces`). The number of a part no longer sold
 * (or an OEM number of one) gives the part sold today, with `replacement` saying so. Rows of the same number are merged
 * into the first one, their quantities added. Rows come back in the order typed, each with its
 * errors or its part; for a customer with recorded machines, a part that fits none of them says so.
 */
export async function checkQuickOrder(db: Queryable, rows: QuickOrderRow[], userId: string | undefined, timeZone: string): Promise<QuickOrderResult[]> {
  const results: (QuickOrderResult & { total?: number })[] = [];
  const byNumber = new Map<string, QuickOrderResult & { total: number }>();
  rows.forEach((row, index) => {
    const errors = rowFormProblem(row);
    const partNumber = row.partNumber.trim().toUpperCase();
    if (errors) {
      results.push({ partNumber: row.partNumber.trim(), quantity: row.quantity.trim(), errors });
      return;
    }
    const quantity = Number(row.quantity.trim());
    const first = byNumber.get(partNumber);
    if (first) {
      first.total += quantity;
      first.quantity = String(first.total);
      first.mergedRows = [...(first.mergedRows ?? []), index + 1];
      return;
    }
    const result = { partNumber, quantity: String(quantity), total: quantity, mergedRows: [index + 1] };
    byNumber.set(partNumber, result);
    results.push(result);
  });
  const numbers = [...byNumber.keys()];
  const found = numbers.length
    ? await db.query<RulePart>(`SELECT ${RULE_COLUMNS} FROM parts WHERE sku = ANY($1::text[])`, [numbers])
    : { rows: [] as RulePart[] };
  const parts = new Map(found.rows.map((p) => [p.sku, p]));
  const oem = await partsByOemNumber(
    db,
    numbers.filter((n) => !parts.has(n)),
  );
  const foundIds = [...new Set([...found.rows.map((p) => p.id), ...[...oem.values()].flatMap((list) => list.map((p) => p.id))])];
  // A part no longer sold leads to the part sold today (the end of its chain), with the message.
  const replacements = await replacementsOf(db, foundIds);
  const current = await partsById(db, [...new Set([...replacements.values()].map((r) => r.current._id))]);
  const today = (part: RulePart) => {
    const replacement = replacements.get(part.id);
    return replacement ? { part: current.get(replacement.current._id), replacement } : { part };
  };
  const pricing = await pricingFor(db, userId ?? null, [...foundIds, ...current.keys()], timeZone);
  const checked: QuickOrderResult[] = results.map(({ total, mergedRows, ...result }) => {
    if (total === undefined) return result;
    const merged = mergedRows && mergedRows.length > 1 ? { mergedRows } : {};
    const oemParts = parts.has(result.partNumber) ? undefined : oem.get(oemKey(result.partNumber));
    const replacing = oemParts && [...new Map(oemParts.map((p) => [today(p).part?.id ?? p.id, { ...p, ...today(p) }])).values()];
    if (replacing && replacing.length > 1) {
      return {
        ...result,
        ...merged,
        errors: {
          partNumber: `${result.partNumber} is replaced by several parts: ${replacing.map((p) => p.part?.sku ?? p.sku).join(', ')}; type the one you want`,
        },
      };
    }
    const named = parts.get(result.partNumber);
    const { part, replacement } = named ? today(named) : (replacing?.[0] ?? { part: undefined, replacement: undefined });
    if (!part) return { ...result, ...merged, errors: { partNumber: buyingMessages.unknownPartNumber } };
    const problem = quantityRule(total, rulesOfPart(part));
    const inputs = { price: part.price, breaks: [], ...pricing.parts.get(part.id) };
    const answer: QuickOrderResult = {
      ...result,
      ...merged,
      ...(replacing ? { replaces: replacing[0]!.replaces } : {}),
      ...(replacement ? { replacement } : {}),
      part: {
        _id: part.id,
        sku: part.sku,
        name: part.name,
        price: part.price,
        available_Quantity: part.available,
        min_order_Quantity: part.min,
        pack_Size: part.pack,
        max_order_Quantity: part.max,
        breaks: [...inputs.breaks],
      },
    };
    return problem ? { ...answer, errors: { quantity: problem } } : { ...answer, price: linePrice(inputs, total) };
  });
  if (userId) {
    const fitNone = await partsFittingNone(db, userId, [...new Set(checked.flatMap((row) => (row.part ? [row.part._id] : [])))]);
    for (const row of checked) if (row.part && fitNone.has(row.part._id)) row.fitsMyMachines = false;
  }
  return checked;
}
