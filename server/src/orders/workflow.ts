import {
  buyingMessages,
  INVOICED_STATUSES,
  lifecycleMessages,
  orderAboveStock,
  orderBelowMinimum,
  transitionRefusal,
  type Order,
  type OrderDetail,
  type OrderStatus,
} from '@storefront/shared/schemas';
import type { AuthUser } from '../auth/auth';
import { mergeLines, type LineRequest } from '../cart/lines';
import { removeCartLines } from '../cart/cart.repo';
import type { AppContext } from '../context';
import type { Queryable } from '../db';
import { badRequest, conflict, forbidden, notFound } from '../http/errors';
import { invoiceOf, invoicePdf, issueInvoice } from '../invoices/invoices.repo';
import { enqueueOrderEmail } from '../mail/outbox.repo';
import { emailOfStatus } from '../mail/rules';
import type { EventDetails } from '../mail/templates';
import { lockPartsForOrder, returnStock, takeStock, type LockedPart } from '../parts/stock.repo';
import { claimKey, keyPruner, storeAnswer, type StoredAnswer } from './idempotency.repo';
import { findOrder, findOrderOwner, insertOrder, lockOrder, orderLines, recordEvent, setStatus, type NewOrderLine } from './orders.repo';

/** A line that cannot be ordered as asked, and why (an order's refusal names each). */
export interface LineFailure {
  partId: string;
  /** The part's number, or its id when it is gone. */
  label: string;
  reason: 'gone' | 'minimum' | 'stock';
  message: string;
}

/** Nothing was placed: these lines cannot be had as asked. */
export class LinesUnavailable extends Error {
  constructor(readonly failures: LineFailure[]) {
    super(`Lines unavailable: ${failures.map((f) => f.label).join(', ')}`);
  }
}

/** An order to place: whose, where it goes, its lines, and how a retry is recognised. */
export interface PlaceRequest {
  buyer: Pick<AuthUser, 'id' | 'name' | 'email'>;
  address: string;
  phone: string;
  poReference?: string | undefined;
  lines: LineRequest[];
  /** The lines ordered leave the buyer's cart (a checkout). */
  fromCart?: boolean;
  /**
   * An `Idempotency-Key` and the request it came with: the first answer is kept under it, and a
   * retry gets that answer instead of a second order.
   */
  idempotency?: { key: string; request: unknown } | undefined;
  /** The answer to keep under the key (201), made from the placed order. */
  answer(order: OrderDetail): unknown;
}

/** A new order, or the answer kept for an earlier request with the same key. */
export type Placed = { order: OrderDetail } | { replay: StoredAnswer };

/** A change of an order's status, by whom, with what the change says. */
export interface StatusRequest {
  orderId: string;
  status: OrderStatus;
  by: AuthUser;
  reason?: string | undefined;
  carrier?: string | undefined;
  trackingNumber?: string | undefined;
}

/** What happened, for whoever keeps something that depends on orders (the admins' overview). */
type Listener = () => void;

/**
 * Checks each line against its part as locked: still sold, at least its minimum, at most its stock.
 * Every failing line is named (a form shows each), in the order asked.
 */
export function lineFailures(lines: LineRequest[], parts: Map<string, LockedPart>): LineFailure[] {
  const failures: LineFailure[] = [];
  for (const line of lines) {
    const part = parts.get(line.partId);
    if (!part) failures.push({ partId: line.partId, label: line.partId, reason: 'gone', message: buyingMessages.partGone });
    else if (line.quantity < part.min) failures.push({ partId: line.partId, label: part.sku, reason: 'minimum', message: orderBelowMinimum(part.min) });
    else if (line.quantity > part.available) failures.push({ partId: line.partId, label: part.sku, reason: 'stock', message: orderAboveStock(part.available) });
  }
  return failures;
}

/** The name an order is placed under: the account's, or its e-mail's local part. */
const buyerName = (buyer: PlaceRequest['buyer']) => buyer.name || buyer.email.split('@')[0] || buyer.email;

/**
 * An order's life in one place: placing it and changing its status. Each owns its transaction and
 * every side effect written in it (stock, the cart's lines, the timeline's event, the invoice,
 * the customer's e-mail in the outbox with what it says of the order) and, once committed, the
 * notices to what depends on it (the parts' cached pages, the admins' overview, the mail worker).
 * Routes check the request's shape and answer; the rules of an order live here.
 */
export class OrderWorkflow {
  private readonly listeners: Listener[] = [];
  private readonly pruneKeys: () => Promise<void>;
  /** The Message-IDs' domain: the storefront's own. */
  private readonly mailDomain: string;

  constructor(
    private readonly ctx: Pick<AppContext, 'db' | 'config' | 'snapshots' | 'mail'>,
    private readonly log: { warn(details: object, message: string): void },
  ) {
    this.pruneKeys = keyPruner(ctx.db, ctx.config.idempotencyRetentionHours, (error) => log.warn({ err: error }, 'orders: could not prune idempotency keys'));
    this.mailDomain = new URL(ctx.config.mail.storefrontUrl).hostname || 'storefront.local';
  }

  /** Calls `listener` after every committed change of an order (placed, or its status changed). */
  onOrdersChanged(listener: Listener): void {
    this.listeners.push(listener);
  }

  /**
   * Places one order of every line, or nothing (LinesUnavailable names the lines that cannot be
   * had). The parts are locked in id order and the stock of all lines taken at once, so it never
   * goes below zero however many orders race. With an Idempotency-Key, the key is claimed first: a
   * second request with it waits until the first commits (and gets its answer) or rolls back.
   */
  async place(request: PlaceRequest): Promise<Placed> {
    const outcome = await this.ctx.db.transaction(async (tx): Promise<Placed> => {
      const { idempotency } = request;
      if (idempotency) {
        const earlier = await claimKey(tx, request.buyer.id, idempotency.key, idempotency.request);
        if (earlier) return { replay: earlier };
      }
      const lines = mergeLines(request.lines);
      const parts = await lockPartsForOrder(
        tx,
        lines.map((l) => l.partId),
      );
      const failures = lineFailures(lines, parts);
      if (failures.length > 0) throw new LinesUnavailable(failures);
      await takeStock(tx, lines);
      const order = await insertOrder(tx, {
        userId: request.buyer.id,
        name: buyerName(request.buyer),
        email: request.buyer.email,
        address: request.address,
        phone: request.phone,
        poReference: request.poReference,
        lines: lines.map((line): NewOrderLine => ({ part: parts.get(line.partId) as LockedPart, quantity: line.quantity })),
      });
      await this.tellCustomer(tx, order, 'pending');
      if (request.fromCart) {
        await removeCartLines(
          tx,
          request.buyer.id,
          order.lines.map((l) => l.partId),
        );
      }
      if (idempotency) await storeAnswer(tx, request.buyer.id, idempotency.key, 201, request.answer(order));
      return { order };
    });
    if ('order' in outcome) {
      this.ctx.snapshots.parts.invalidate();
      this.committed();
      void this.pruneKeys();
    }
    return outcome;
  }

  /**
   * Moves an order along its life: pending → confirmed → shipped → delivered, each by an admin;
   * cancelled while pending by its customer or an admin, once confirmed by an admin only (saying
   * why), never after shipping. A cancellation returns the stock; a confirmation issues the
   * invoice; every change is an event on the timeline and, but a delivery, an e-mail.
   */
  async changeStatus(change: StatusRequest): Promise<Order> {
    const { db, config } = this.ctx;
    const { orderId, status, by } = change;
    const updated = await db.transaction(async (tx) => {
      const order = await lockOrder(tx, orderId);
      if (!order) throw notFound('No order with this id');
      const isAdmin = by.role === 'admin';
      if (status !== 'cancelled' && !isAdmin) throw forbidden(lifecycleMessages.adminOnly);
      if (status === 'cancelled' && order.userId !== by.id && !isAdmin) throw forbidden(lifecycleMessages.notYours);
      // An admin acts as an admin, even on their own order; a customer as its customer.
      const actor = isAdmin ? 'admin' : 'customer';
      const refusal = transitionRefusal(order.status, status, actor);
      if (refusal || status === 'pending') throw conflict(refusal ?? 'An order cannot go back to pending');
      if (status === 'cancelled' && actor === 'admin' && !change.reason)
        throw badRequest(lifecycleMessages.reasonRequired, { reason: lifecycleMessages.reasonRequired });
      const lines = (await orderLines(tx, [orderId])).get(orderId) ?? [];
      if (status === 'cancelled') await returnStock(tx, lines);
      const changed = await setStatus(tx, orderId, status);
      await recordEvent(tx, orderId, {
        status,
        actor: { id: by.id, role: actor, name: by.name || by.email },
        reason: status === 'cancelled' ? change.reason : undefined,
        carrier: status === 'shipped' ? change.carrier : undefined,
        trackingNumber: status === 'shipped' ? change.trackingNumber : undefined,
      });
      // A confirmed order has its invoice, issued with the confirm, before its e-mail (which names it) is written.
      const invoice =
        status === 'confirmed' ? await issueInvoice(tx, { ...changed, lines }, config.seller, config.mail.currency) : ((await invoiceOf(tx, orderId)) ?? null);
      await this.tellCustomer(tx, { ...changed, lines, invoice }, status, {
        reason: change.reason,
        carrier: change.carrier,
        trackingNumber: change.trackingNumber,
      });
      return changed;
    });
    // The invoice's PDF is made now, once, rather than at its first download (which makes it if this failed).
    if (status === 'confirmed') await invoicePdf(db, orderId).catch((error: unknown) => this.log.warn({ err: error }, 'invoice: not made yet'));
    if (status === 'cancelled') this.ctx.snapshots.parts.invalidate();
    this.committed();
    return updated;
  }

  /**
   * An order's invoice as a PDF, for its customer or an admin (anyone else: not found, as the
   * order itself). An order confirmed before invoices were issued gets its own now, from the
   * order as it is.
   */
  async invoice(number: string, user: AuthUser): Promise<{ number: string; pdf: Buffer }> {
    const { db, config } = this.ctx;
    const order = await findOrderOwner(db, number);
    if (!order || (order.userId !== user.id && user.role !== 'admin')) throw notFound('No order with this number');
    if (INVOICED_STATUSES.includes(order.status) && !(await invoiceOf(db, order.id))) {
      await db.transaction(async (tx) => {
        const detail = await findOrder(tx, { id: order.id });
        if (detail) await issueInvoice(tx, detail, config.seller, config.mail.currency);
      });
    }
    const invoice = await invoicePdf(db, order.id);
    if (!invoice) throw notFound('This order has no invoice yet: it is issued when the order is confirmed');
    return invoice;
  }

  /** The customer's e-mail about the order reaching `status`, when that change sends one, written in the change's transaction. */
  private async tellCustomer(
    tx: Queryable,
    order: OrderDetail | (Order & Pick<OrderDetail, 'lines' | 'invoice'>),
    status: OrderStatus,
    details: EventDetails = {},
  ) {
    const event = emailOfStatus(status);
    if (event) await enqueueOrderEmail(tx, order, event, details, this.mailDomain);
  }

  /** After a commit: the overview and whoever else listens, and the mail worker for the e-mail just written. */
  private committed(): void {
    for (const listener of this.listeners) listener();
    this.ctx.mail.wake();
  }
}
