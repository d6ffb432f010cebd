import { PAYMENT_TERMS_DAYS, vatTotals, type OrderDetail, type PaymentTerms } from '@storefront/shared/schemas';
import type { Config } from '../config';
import type { LegacyInvoiceData } from './legacy-invoice';
import { bnPriceNote, priceNote } from '../mail/price-note';

/** Who sells, as the invoice names them: the company, its BIN, its accounts contact, its VAT rate and bank details. */
export type Seller = Config['seller'];

/** One line of a tax invoice: its net amount (the storefront's prices are net), the VAT on it and the gross. Amounts are text with two decimals. */
interface InvoiceLine {
  partNumber: string | null;
  partName: string;
  quantity: number;
  unitPrice: string;
  net: string;
  vat: string;
  gross: string;
  /** Where a price other than the part's own came from ("50+ price", "Price list: <name>", "Quote <number>"); absent for the part's price. */
  priceNote?: string;
  /** The part's name in Bangla, when it had one at issue (invoices issued before Bangla have none). */
  partNameBn?: string;
  /** The price's note in Bangla ("৫০+ দাম"); absent with `priceNote`, and on invoices issued before Bangla. */
  bnPriceNote?: string;
}

/** The company an invoice is issued to, as it was at issue. */
interface InvoicedCompany {
  name: string;
  taxNumber: string;
  billingAddress: string;
}

/**
 * What a tax invoice says, frozen when it is issued: the seller (with its BIN/VAT number, VAT
 * rate and bank details), the company it is issued to (none for a lone customer), who ordered it,
 * where it ships (the company's location), the payment terms and due date, every line with its
 * net amount, VAT and gross, and the totals. Amounts are text with their two decimals.
 */
export interface TaxInvoiceData {
  version: 2;
  number: string;
  /** ISO 8601. */
  issuedAt: string;
  currency: string;
  seller: Seller;
  company: InvoicedCompany | null;
  /** Who placed the order. */
  buyer: { name: string; email: string; address: string; phone: string };
  shipTo: { location: string | null; address: string; phone: string };
  order: { number: string; placedAt: string; poReference: string | null };
  terms: PaymentTerms;
  /** YYYY-MM-DD: the issue date in the seller's time zone, plus the terms' days. */
  dueDate: string;
  lines: InvoiceLine[];
  net: string;
  vat: string;
  /** Gross: net plus VAT. */
  total: string;
}

/** An invoice's frozen data: a tax invoice, or one issued before invoices carried terms and VAT. */
export type InvoiceData = TaxInvoiceData | LegacyInvoiceData;

/** What an invoice says of its order. */
export type InvoicedOrder = Pick<OrderDetail, 'name' | 'email' | 'address' | 'phone' | 'number' | 'createdAt' | 'poReference' | 'lines' | 'totalPrice'>;

/** Whom an invoice bills and on what terms: the order's company and location, or a lone customer's prepaid invoice. */
export interface Billing {
  company: InvoicedCompany | null;
  locationName: string | null;
  terms: PaymentTerms;
}

export const LONE_CUSTOMER: Billing = { company: null, locationName: null, terms: 'prepaid' };

/** The calendar day (YYYY-MM-DD) of an instant in a time zone. */
export function dayIn(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(iso));
}

/** The due date: the issue's day in the seller's time zone plus the terms' days (prepaid: that day). */
export function dueDateOf(issuedAt: string, timeZone: string, terms: PaymentTerms): string {
  const [year, month, day] = dayIn(issuedAt, timeZone).split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + PAYMENT_TERMS_DAYS[terms])).toISOString().slice(0, 10);
}

/** An amount in cents as text with two decimals. */
const text = (cents: number) => (cents / 100).toFixed(2);

// VAT is the shared computation the cart, checkout and a quote's page show before the invoice (schemas/vat.ts).
export { vatCents } from '@storefront/shared/schemas';

/** The tax invoice's contents from the order as it is when it is confirmed, and whom it bills. */
export function invoiceData(
  order: InvoicedOrder,
  number: string,
  issuedAt: string,
  seller: Seller,
  currency: string,
  billing: Billing = LONE_CUSTOMER,
  /** The parts' names in Bangla, by part id, where they have one. */
  banglaNames: ReadonlyMap<string, string> = new Map(),
): TaxInvoiceData {
  const totals = vatTotals(
    order.lines.map((l) => l.lineTotal),
    seller.vatRate,
  );
  const lines = order.lines.map((l, i) => {
    const cents = totals.lines[i]!;
    // The part's own price says nothing more: an invoice of such lines is as it always was.
    const note = priceNote(l);
    const bnNote = bnPriceNote(l);
    const nameBn = l.partId ? banglaNames.get(l.partId) : undefined;
    return {
      partNumber: l.partNumber,
      partName: l.partName,
      quantity: l.quantity,
      unitPrice: l.unitPrice.toFixed(2),
      net: text(cents.net),
      vat: text(cents.vat),
      gross: text(cents.gross),
      ...(note ? { priceNote: note } : {}),
      ...(bnNote ? { bnPriceNote: bnNote } : {}),
      ...(nameBn ? { partNameBn: nameBn } : {}),
    };
  });
  return {
    version: 2,
    number,
    issuedAt,
    currency,
    seller,
    company: billing.company,
    buyer: { name: order.name, email: order.email, address: order.address, phone: order.phone },
    shipTo: { location: billing.locationName, address: order.address, phone: order.phone },
    order: { number: order.number, placedAt: order.createdAt, poReference: order.poReference ?? null },
    terms: billing.terms,
    dueDate: dueDateOf(issuedAt, seller.timeZone, billing.terms),
    lines,
    net: totals.net.toFixed(2),
    vat: totals.vat.toFixed(2),
    total: totals.total.toFixed(2),
  };
}
