import { Readable } from 'node:stream';
import type { Order, OrdersExportQuery } from '@storefront/shared/schemas';
import type { Queryable } from '../db';
import { listOrders } from './orders.repo';

/** Rows read per query while exporting: few round trips, a bounded amount in memory. */
const EXPORT_BATCH = 1000;

const ORDERS_CSV_HEADER = [
  'Order number',
  'Order',
  'Date (UTC)',
  'Customer',
  'E-mail',
  'Customer removed',
  'Part',
  'Part id',
  'Unit price',
  'Quantity',
  'Total',
  'Status',
  'Address',
  'Phone',
].join(',');

/** A CSV cell: quoted when needed; text a spreadsheet would run as a formula is kept as text. */
export function csvCell(value: string | number | boolean): string {
  if (typeof value !== 'string') return String(value);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function orderCsvRow(o: Order): string {
  return `${[o.number, o._id, o.createdAt, o.name, o.email, o.customerRemoved, o.partName, o.bookingId, o.unitPrice, o.orderQuantity, o.totalPrice, o.status, o.address, o.phone].map(csvCell).join(',')}\r\n`;
}

/** Every order the query matches as CSV (with a BOM for spreadsheets), read from the database in batches. */
export function ordersCsv(db: Queryable, query: OrdersExportQuery): Readable {
  const pages = async function* () {
    yield `\ufeff${ORDERS_CSV_HEADER}\r\n`;
    let cursor: string | undefined;
    do {
      const page = await listOrders(db, { ...query, limit: EXPORT_BATCH, cursor }, { countTotal: false });
      if (page.items.length > 0) yield page.items.map(orderCsvRow).join('');
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
  };
  return Readable.from(pages());
}
