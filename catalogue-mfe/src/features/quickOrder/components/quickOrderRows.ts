// Quick order's rows as the grid holds them: what a row is, its price, and how rows are put into
// the grid and sorted after a check into those added to the cart and those kept to fix.
import type { QuickOrderResult } from '@storefront/shared';
import { linePrice, MAX_ORDER_LINES, type QuickOrderRow } from '@storefront/shared/schemas';
import type { CheckedRow } from '../api/checkedRows';
import { t } from '@storefront/shared';
import { localNumber } from '../../../i18n/localName';

export interface Row extends QuickOrderRow {
  key: number;
  /** The number it had when it was checked: it keeps it while the rows around it go to the cart. */
  number?: number;
  errors?: { partNumber?: string; quantity?: string };
  note?: string;
  /** The number typed is no longer sold: the message, and that Add to cart again orders the part sold today. */
  replaced?: string;
  /** The part the check found for it, and its unit price for this buyer (the row's `price`, or the part's own for its quantity). */
  part?: QuickOrderResult['part'];
  price?: QuickOrderResult['price'];
}

/** A checked row's unit price: the server's for this buyer, else the part's own at the row's quantity (its breaks). */
export function rowPrice(row: Row) {
  if (row.price) return row.price;
  const quantity = Number(row.quantity);
  return row.part ? linePrice({ price: row.part.price, breaks: row.part.breaks ?? [] }, Number.isInteger(quantity) && quantity > 0 ? quantity : 1) : undefined;
}

export const EMPTY_ROWS = 5;
let nextKey = 1;
export const newRow = (row: QuickOrderRow = { partNumber: '', quantity: '' }): Row => ({ ...row, key: nextKey++ });
export const isBlank = (row: QuickOrderRow) => !row.partNumber.trim() && !row.quantity.trim();

/** "3, 7 and 9". */
function listed(words: string[]): string {
  return words.length > 1 ? t('{list} and {last}', { list: words.slice(0, -1).join(', '), last: words[words.length - 1]! }) : (words[0] ?? '');
}

/** Puts rows into the grid: in place of its empty rows, then after its last row. False (nothing changed) above the limit. */
export function withRows(current: Row[], added: QuickOrderRow[], at?: number): Row[] | undefined {
  const kept = at === undefined ? current.filter((r) => !isBlank(r)) : current;
  const next = at === undefined ? [...kept, ...added.map(newRow)] : [...kept.slice(0, at), ...added.map(newRow), ...kept.slice(at + 1)];
  if (next.length > MAX_ORDER_LINES) return undefined;
  while (next.length < EMPTY_ROWS) next.push(newRow());
  return next;
}

/** A number no longer sold gives the part sold today; one that does not fit as it is waits on its row. */
const held = (result: QuickOrderResult) => result.replacement?.interchangeable === false;

/**
 * The rows after the server's check: those to add to the cart (`good`), and those that stay to fix
 * (`bad`: with their errors, or under the new number with what else to change, until Add to cart
 * again), in the buyer's order and with their numbers; rows merged into one go with it.
 */
export function sortChecked(checked: Row[], paired: CheckedRow<Row>[]): { good: QuickOrderResult[]; bad: Row[] } {
  const good = paired.filter(({ result }) => result.part && !result.errors && !held(result)).map(({ result }) => result);
  const kept = new Map<number, Row>(checked.filter((r) => r.errors).map((r) => [r.key, r]));
  for (const { row, result, merged } of paired) {
    if (result.part && !result.errors && !held(result)) continue;
    const note = merged.length
      ? t('Rows {rows} were merged into this one.', { rows: listed([row, ...merged].map((r) => localNumber(r.number ?? 0))) })
      : undefined;
    const replaced =
      result.replacement && result.part ? `${result.replacement.message} ${t('Add to cart again to order {sku}.', { sku: result.part.sku })}` : undefined;
    kept.set(row.key, {
      ...row,
      replaced,
      partNumber: result.replacement && result.part ? result.part.sku : result.partNumber,
      quantity: result.quantity,
      errors: result.errors,
      note,
      part: result.part,
      price: result.price,
    });
  }
  return { good, bad: checked.flatMap((r) => kept.get(r.key) ?? []) };
}

/**
 * What the toast says besides the cart's changes: a machine maker's number found this
 * manufacturer's part; a part that fits none of the customer's machines is worth a second look.
 */
export function addedNotes(good: QuickOrderResult[]): string[] {
  return [
    ...good.filter((r) => r.replacement).map((r) => r.replacement!.message),
    ...good.filter((r) => r.replaces && !r.replacement).map((r) => t('{sku} replaces {number}.', { sku: r.part!.sku, number: r.replaces! })),
    ...good.filter((r) => r.fitsMyMachines === false).map((r) => t('{sku} fits none of your machines.', { sku: r.part!.sku })),
  ];
}
