import * as z from 'zod/mini';
import { messages, orderMessages } from '../messages';
import { LIMITS, entityId, quantityNumber, requiredText } from '../primitives';
import { LIFECYCLE_LIMITS, ORDER_STATUSES } from '../orderLifecycle';
import type { OrderStatus } from '../orderLifecycle';
import type { InvoiceSummary } from './companies';
import type { PriceSource } from '../pricing';
import { buyingMessages, PO_REFERENCE_MAX } from '../buyingRules';

export const orderStatus = z.enum(ORDER_STATUSES, { error: messages.statusInvalid });

/** Optional text, trimmed; empty counts as not given. */
const optionalText = (label: string, max: number) =>
  z.optional(
    z
      .pipe(
        z.string({ error: `${label} must be text` }),
        z.transform((value) => value.trim()),
      )
      .check(z.maxLength(max, `${label} is at most ${max} characters`)),
  );

/** An order's fields; the order form adds the part's own minimum and stock. */
export const orderFields = {
  bookingId: entityId(),
  address: requiredText(orderMessages.addressRequired, LIMITS.address),
  phone: requiredText(orderMessages.phoneRequired, LIMITS.phone),
  orderQuantity: quantityNumber(orderMessages.quantityRequired, orderMessages.quantityWhole),
};

/**
 * POST /booking. `name` and `email` of the spec's payload are ignored: they come from the signed-in user.
 * A company's member may name a location and a PO reference, as at checkout (docs/companies.md).
 */
export const orderBody = z.object({
  ...orderFields,
  poReference: z.optional(z.string().check(z.trim(), z.maxLength(PO_REFERENCE_MAX, { error: buyingMessages.poReferenceTooLong }))),
  locationId: z.optional(entityId()),
});

/**
 * PATCH /booking/{id}: a change of status along the arrows of `orderLifecycle.ts`; a cancellation
 * says why (required of an admin), a shipment may name its carrier and tracking number.
 */
export const orderStatusBody = z.object({
  status: orderStatus,
  reason: optionalText('reason', LIFECYCLE_LIMITS.reason),
  carrier: optionalText('carrier', LIFECYCLE_LIMITS.carrier),
  trackingNumber: optionalText('tracking number', LIFECYCLE_LIMITS.trackingNumber),
});

export type OrderBody = z.infer<typeof orderBody>;
export type OrderStatusBody = z.infer<typeof orderStatusBody>;

// What the API answers.

/**
 * One change on an order's timeline: placed, then each change of status, with who made it and
 * when, and the cancellation's reason or the shipment's carrier and tracking number.
 */
export interface OrderEvent {
  status: OrderStatus;
  /** ISO 8601 timestamp. */
  at: string;
  /** Who: the order's customer or an admin (by name, for admins' eyes), or unknown for changes made before orders had a timeline. */
  by: { role: 'customer' | 'admin' | 'approver' | 'system'; name: string | null } | null;
  reason?: string | null;
  carrier?: string | null;
  trackingNumber?: string | null;
  /** The customer's e-mail about this change (none for a delivery, or for changes made before e-mails were sent). */
  email?: OrderEventEmail | null;
  /**
   * A change of status, or a payment recorded against the order's invoice (docs/companies.md), whose
   * `status` is the order's at the time. Absent: a change of status.
   */
  kind?: 'status' | 'payment';
  /** A payment's amount, its reference (none given: null) and whether it made the invoice Paid. */
  payment?: { amount: number; reference: string | null; invoicePaid: boolean } | null;
}

/** Where the customer's e-mail about a change stands: sent, or waiting and why. */
export interface OrderEventEmail {
  to: string;
  /** ISO 8601: when the mail server accepted it; null while it waits. */
  sentAt: string | null;
  /** How many times sending it was tried. */
  attempts: number;
  /** Why it waits: the last try's failure, or that the storefront has no mail server. Null once sent. */
  problem: string | null;
  /** ISO 8601: the next try, while it waits. */
  nextAttemptAt: string | null;
}

/** An order ("booking"). Name, e-mail and prices are stored as they were when ordering. */
export interface Order {
  _id: string;
  /** The order's number, `SO-<year>-<6 digits>`: what its customer and the admins quote. */
  number: string;
  /** The ordered part's id (an order of several lines: its first line's, as for the three below). */
  bookingId: string;
  partName: string;
  unitPrice: number;
  /** The whole order's total. */
  totalPrice: number;
  /** How many lines (parts) the order has. */
  lineCount: number;
  /** The buyer's own purchase-order reference, if they gave one. */
  poReference: string | null;
  name: string;
  email: string;
  address: string;
  phone: string;
  orderQuantity: number;
  status: OrderStatus;
  /** ISO 8601 timestamp. */
  createdAt: string;
  /** The customer's account was removed; the order stays for accounting. */
  customerRemoved: boolean;
  /** The company it was placed as (docs/companies.md), or null for a lone customer's order. */
  company?: { _id: string; name: string } | null;
  /** The company location it ships to, by name (its address is `address`). */
  locationName?: string | null;
  /** Awaiting approval: when it is cancelled if nobody decides (ISO 8601). */
  approvalDueAt?: string | null;
  /** Why it waits: above the buyer's per-order or monthly limit, or the company's credit. */
  heldFor?: 'order' | 'month' | 'credit' | null;
}

/** One line of an order: the part's number, name and price as they were when it was ordered. */
export interface OrderLine {
  partId: string;
  /** None for orders of parts deleted before parts had numbers. */
  partNumber: string | null;
  partName: string;
  unitPrice: number;
  quantity: number;
  lineTotal: number;
  /** The part's own price when it was ordered (the unit price may be lower: a break, a price list, a quote). */
  listPrice?: number;
  /** Where the unit price came from, kept as it was (docs/prices-and-quotes.md). */
  priceSource?: PriceSource;
  /** The break's or list's quantity it applied from; the list's name; the quote's number. */
  priceMinQuantity?: number | null;
  priceListName?: string | null;
  quoteNumber?: string | null;
}

/** An order with its lines: the order's page (`GET /booking/{number}`). */
export interface OrderDetail extends Order {
  lines: OrderLine[];
  /** ISO 8601 timestamp of its last change. */
  updatedAt: string;
  /** Every change, oldest first: placed first. */
  timeline: OrderEvent[];
  /**
   * Its invoice, issued when it was confirmed (`GET /booking/{number}/invoice`); none before. With
   * its due date, status and payments (docs/companies.md) where they are known.
   */
  invoice: ({ number: string; issuedAt: string } & Partial<Omit<InvoiceSummary, 'number' | 'issuedAt'>>) | null;
  /** Whether the caller may approve or reject it now (an approver of its company, while it awaits approval). */
  canDecide?: boolean;
}

export interface OrdersOverview {
  /** One entry per day of the last 30 days, oldest first, days with no orders included. */
  days: { date: string; orders: number; revenue: number }[];
  bestSellers: { partId: string; name: string; quantity: number; revenue: number }[];
}
