import { Readable } from 'node:stream';
import type { Order, OrderLine, OrdersExportQuery } from '@storefront/shared/schemas';
import type { Queryable } from '../db';
import { listOrders, orderLines } from './orders.repo';

/** Rows read per query while exporting: few round trips, a bounded amount in memory. */
const EXPORT_BATCH = 1000;

/** One row per order line: the order's fields repeat on each of its lines. */
const ORDERS_CSV_HEADER = [
  'Order number',
  'Order',
  'Date (UTC)',
  'Customer',
  'E-mail',
  'Customer removed',
  'PO reference',
  'Line',
  'Part number',
  'Part',
  'Part id',
  'Unit price',
  'Quantity',
  'Line total',
  'Order total',
  'Status',
  'Address',
  'Phone',
].join(',');

/** A CSV cell: quoted when needed; text a spreadsheet would run as a formula is kept as text. */
function csvCell(value: string | number | boolean): string {
  if (typeof value !== 'string') return String(value);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function orderCsvRows(o: Order, lines: OrderLine[]): string {
  return lines
    .map((l, index) => {
      const cells = [
        o.number,
        o._id,
        o.createdAt,
        o.name,
        o.email,
        o.customerRemoved,
        o.poReference ?? '',
        index + 1,
        l.partNumber ?? '',
        l.partName,
        l.partId,
      ];
      return `${[...cells, l.unitPrice, l.quantity, l.lineTotal, o.totalPrice, o.status, o.address, o.phone].map(csvCell).join(',')}\r\n`;
    })
    .join('');
}

/** Every order the query matches as CSV, one row per line (with a BOM for spreadsheets), read from the database in batches. */
export function ordersCsv(db: Queryable, query: OrdersExportQuery): Readable {
  const pages = async function* () {
    yield `\ufeff${ORDERS_CSV_HEADER}\r\n`;
    let cursor: string | undefined;
    do {
      const page = await listOrders(db, { ...query, limit: EXPORT_BATCH, cursor }, { countTotal: false });
      if (page.items.length > 0) {
        const lines = await orderLines(
          db,
          page.items.map((o) => o._id),
        );
        yield page.items.map((o) => orderCsvRows(o, lines.get(o._id) ?? [])).join('');
      }
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
  };
  return Readable.from(pages());
}
