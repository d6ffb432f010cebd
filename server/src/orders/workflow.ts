import {
  APPROVAL_DAYS,
  approvalReason,
  buyingMessages,
  companyMessages,
  INVOICED_STATUSES,
  lifecycleMessages,
  linePrice,
  orderBelowMinimum,
  quantityRule,
  toCents,
  transitionRefusal,
  type LinePrice,
  type Order,
  type OrderDetail,
  type OrderLine,
  type OrderStatus,
  type InvoiceSummary,
  type PaymentBody,
  orderMessages,
} from '@storefront/shared/schemas';
import type { AuthUser } from '../auth/auth';
import { mergeLines, type LineRequest } from '../cart/lines';
import { removeCartLines } from '../cart/cart.repo';
import type { AppContext } from '../context';
import type { Queryable } from '../db';
import { companyCredit } from '../companies/credit.repo';
import { lockMembership, membersWithRoles, membershipOf, type Membership } from '../companies/membership.repo';
import { badRequest, conflict, notFound } from '../http/errors';
import { invoiceOf, invoiceOrder, invoiceSummary, issueInvoice, recordPayment, storeInvoicePdf } from '../invoices/invoices.repo';
import { enqueueOrderEmail, enqueuePaymentEmail } from '../mail/outbox.repo';
import { emailOfStatus } from '../mail/rules';
import type { EventDetails } from '../mail/templates';
import { lockPartsForOrder, returnStock, takeStock, type LockedPart } from '../parts/stock.repo';
import { pricingFor } from '../prices/pricing.repo';
import { requireAdmin, requireDecider, requireStatusChanger } from './access';
import { claimKey, keyPruner, storeAnswer, type StoredAnswer } from './idempotency.repo';
import {
  companyLocation,
  findOrder,
  insertOrder,
  lockCompanyCredit,
  lockOrder,
  lockOverdueApproval,
  orderLines,
  recordEvent,
  recordPaymentEvent,
  setStatus,
  spentThisMonth,
  type EventRole,
  type HeldFor,
  type NewOrderLine,
} from './orders.repo';

/** A line that cannot be ordered as asked, and why (an order's refusal names each). */
export interface LineFailure {
  partId: string;
  /** The part's number, or its id when it is gone. */
  label: string;
  reason: 'gone' | 'minimum' | 'pack' | 'maximum' | 'stock';
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
  /** Either may be left out with a company location: its own are used. */
  address?: string | undefined;
  phone?: string | undefined;
  poReference?: string | undefined;
  /** A company member's ship-to location (one of their company's). */
  locationId?: string | undefined;
  lines: LineRequest[];
  /** The lines ordered leave the buyer's cart (a checkout). */
  fromCart?: boolean;
  /**
   * An accepted quote's prices (by part): each line is ordered at its quoted price whatever its
   * quantity, and keeps the quote's number (the quotes' module marks the quote accepted in `then`).
   */
  quote?: { number: string; prices: Map<string, number> } | undefined;
  /** Runs in the placing transaction with the new order, before its answer is kept (a quote's acceptance). */
  then?: ((tx: Queryable, order: OrderDetail) => Promise<void>) | undefined;
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

/** A decision on a company's order awaiting approval (or the storefront admin's release of one on hold), by whom. */
export interface DecisionRequest {
  number: string;
  by: AuthUser;
  reason?: string | undefined;
}

/** A payment against an order's invoice (by the invoice's number), by the storefront's admin. */
export interface PaymentRequest {
  invoiceNumber: string;
  payment: PaymentBody;
  by: AuthUser;
}

/** Why an order that has not been decided within APPROVAL_DAYS is cancelled. */
export const EXPIRED_REASON = `Not approved within ${APPROVAL_DAYS} days.`;

/** What happened, for whoever keeps something that depends on orders (the admins' overview). */
type Listener = () => void;

/**
 * Checks each line against its part as locked: still sold, at least its minimum, at most its stock.
 * Every failing line is named (a form shows each), in the order asked.
 */
function lineFailures(lines: LineRequest[], parts: Map<string, LockedPart>): LineFailure[] {
  const failures: LineFailure[] = [];
  for (const line of lines) {
    const part = parts.get(line.partId);
    if (!part) {
      failures.push({ partId: line.partId, label: line.partId, reason: 'gone', message: buyingMessages.partGone });
      continue;
    }
    // Below the minimum is the buyer's mistake (400) even when the part is sold out meanwhile (409).
    const message = line.quantity < part.min ? orderBelowMinimum(part.min) : quantityRule(line.quantity, part);
    if (message) failures.push({ partId: line.partId, label: part.sku, reason: failureReason(line.quantity, part), message });
  }
  return failures;
}

/** Which rule a refused quantity broke (quantityRule's order). */
function failureReason(quantity: number, part: LockedPart): LineFailure['reason'] {
  if (quantity < part.min) return 'minimum';
  if (part.available < part.min) return 'stock';
  if (part.pack > 1 && quantity % part.pack !== 0) return 'pack';
  if (part.max !== null && quantity > part.max) return 'maximum';
  return 'stock';
}

/** The name an order is placed under: the account's, or its e-mail's local part. */
const buyerName = (buyer: PlaceRequest['buyer']) => buyer.name || buyer.email.split('@')[0] || buyer.email;

/** The order's total from its priced lines (what insertOrder sums), in cents. */
const totalCents = (lines: NewOrderLine[]) => lines.reduce((sum, line) => sum + toCents(line.price.unitPrice) * line.quantity, 0);

/** Where a company member's order goes and as what: its company, its location, its address and phone. */
interface CompanyOrder {
  membership: Membership;
  location: { id: string; name: string } | null;
  address: string;
  phone: string;
}

/**
 * An order's life in one place: placing it (a company's order may wait for approval or for its
 * credit), deciding on it (approve, reject, release, the expiry of an undecided one) and changing
 * its status. Each owns its transaction and every side effect written in it (stock, the cart's
 * lines, the timeline's event, the invoice, the customer's and the approvers' e-mails in the
 * outbox with what they say of the order) and, once committed, the
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
      // A company member's order is the company's: their membership is locked until it commits (docs/companies.md).
      const company = await this.companyOrder(tx, request);
      const address = company?.address ?? request.address;
      const phone = company?.phone ?? request.phone;
      if (!address) throw badRequest(orderMessages.addressRequired, { address: orderMessages.addressRequired });
      if (!phone) throw badRequest(orderMessages.phoneRequired, { phone: orderMessages.phoneRequired });
      const lines = mergeLines(request.lines);
      const parts = await lockPartsForOrder(
        tx,
        lines.map((l) => l.partId),
      );
      const failures = lineFailures(lines, parts);
      if (failures.length > 0) throw new LinesUnavailable(failures);
      await takeStock(tx, lines);
      const name = buyerName(request.buyer);
      const priced = await this.priceLines(tx, request, lines, parts);
      const waiting = company ? await this.waitingFor(tx, request.buyer.id, company.membership, totalCents(priced)) : null;
      const order = await insertOrder(tx, {
        userId: request.buyer.id,
        name,
        email: request.buyer.email,
        address,
        phone,
        poReference: request.poReference,
        lines: priced,
        company: company && {
          id: company.membership.companyId,
          name: company.membership.companyName,
          location: company.location,
          status: waiting?.status ?? 'pending',
          heldFor: waiting?.heldFor ?? null,
          approvalDays: APPROVAL_DAYS,
        },
      });
      if (waiting) {
        // Placed to wait: its placing is on the timeline, saying so; its approvers are told.
        await recordEvent(tx, order._id, { status: order.status, actor: { id: request.buyer.id, role: 'customer', name } });
        if (waiting.status === 'awaiting_approval') await this.tellApprovers(tx, order, waiting.heldFor, name);
      }
      await this.tellCustomer(tx, order, order.status, { heldFor: waiting?.heldFor });
      if (request.fromCart) {
        await removeCartLines(
          tx,
          request.buyer.id,
          order.lines.map((l) => l.partId),
        );
      }
      if (request.then) await request.then(tx, order);
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
   * Each line's unit price as it will be kept on the order: an accepted quote's price, or the
   * lowest of the part's price, its break and the buyer's list for the quantity (linePrice), read
   * in the placing transaction from the parts as locked.
   */
  private async priceLines(tx: Queryable, request: PlaceRequest, lines: LineRequest[], parts: Map<string, LockedPart>): Promise<NewOrderLine[]> {
    const ids = lines.map((l) => l.partId);
    const pricing = request.quote ? null : await pricingFor(tx, request.buyer.id, ids, this.ctx.config.seller.timeZone);
    return lines.map((line): NewOrderLine => {
      const part = parts.get(line.partId) as LockedPart;
      const quoted = request.quote?.prices.get(line.partId);
      const inputs = pricing?.parts.get(line.partId) ?? { breaks: [] };
      const price: LinePrice = linePrice(
        { price: part.price, ...inputs, quote: quoted === undefined || !request.quote ? undefined : { number: request.quote.number, price: quoted } },
        line.quantity,
      );
      return { part, quantity: line.quantity, price };
    });
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
      requireStatusChanger(order, status, by);
      // An admin acts as an admin, even on their own order; a customer as its customer.
      const actor = by.role === 'admin' ? 'admin' : 'customer';
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
      await this.tellCustomer(
        tx,
        { ...changed, lines, invoice },
        status,
        { reason: change.reason, carrier: change.carrier, trackingNumber: change.trackingNumber },
        actor,
      );
      return changed;
    });
    if (status === 'confirmed') await this.makeInvoicePdf(orderId);
    if (status === 'cancelled') this.ctx.snapshots.parts.invalidate();
    this.committed();
    return updated;
  }

  /**
   * An approver (or a company admin) of the order's company approves it: awaiting approval →
   * pending, or on hold when it would now take the company above its credit limit. The order's
   * row is locked: of two decisions at once, the second finds it decided (409). Someone of another
   * company (or of none) is told there is no such order; a buyer and the storefront's admin that
   * only approvers decide.
   */
  async approve(decision: DecisionRequest): Promise<OrderDetail> {
    return this.decide(decision, async (tx, order, by) => {
      await lockCompanyCredit(tx, order.companyId as string);
      const overCredit = await this.overCredit(tx, order.companyId as string, 0);
      const status = overCredit ? 'on_hold' : 'pending';
      const changed = await setStatus(tx, order.id, status, overCredit ? 'credit' : undefined);
      await recordEvent(tx, order.id, { status, actor: { id: by.id, role: 'approver', name: by.name } });
      return { changed, status, details: { decidedBy: by.name, heldFor: overCredit ? 'credit' : undefined }, role: 'approver' };
    });
  }

  /** An approver rejects the order, saying why: cancelled, its stock back, its buyer told who and why. */
  async reject(decision: DecisionRequest): Promise<OrderDetail> {
    const reason = decision.reason?.trim();
    if (!reason) throw badRequest(companyMessages.rejectReasonRequired, { reason: companyMessages.rejectReasonRequired });
    const detail = await this.decide(decision, async (tx, order, by, lines) => {
      await returnStock(tx, lines);
      const changed = await setStatus(tx, order.id, 'cancelled');
      await recordEvent(tx, order.id, { status: 'cancelled', actor: { id: by.id, role: 'approver', name: by.name }, reason });
      return { changed, status: 'cancelled', details: { decidedBy: by.name, reason }, role: 'approver' };
    });
    this.ctx.snapshots.parts.invalidate();
    return detail;
  }

  /** The storefront's admin releases an order on hold for credit: pending, and its buyer is told. */
  async release(decision: DecisionRequest): Promise<OrderDetail> {
    const { by } = decision;
    requireAdmin(by);
    const id = await this.ctx.db.transaction(async (tx) => {
      const order = await lockOrder(tx, { number: decision.number });
      if (!order) throw notFound('No order with this number');
      if (order.status !== 'on_hold') throw conflict(companyMessages.notOnHold);
      const changed = await setStatus(tx, order.id, 'pending');
      const name = by.name || by.email;
      await recordEvent(tx, order.id, { status: 'pending', actor: { id: by.id, role: 'admin', name } });
      const lines = (await orderLines(tx, [order.id])).get(order.id) ?? [];
      await this.tellCustomer(tx, { ...changed, lines, invoice: null }, 'pending', { decidedBy: name }, 'admin');
      return order.id;
    });
    this.committed();
    return this.detailOf(id);
  }

  /**
   * The storefront's admin records a payment against an order's invoice (by the invoice's number),
   * in one transaction: the order locked, then the invoice (its rules: 409 once paid, 400 above
   * what is open; of two payments at once, the second is judged on what the first left open), the
   * payment on the order's timeline, and its e-mail to the order's customer (the amount, the day,
   * the reference, what is still open or that the invoice is paid). The invoice's PDF stays as it
   * was issued. Answers the invoice with its payments.
   */
  async recordPayment(request: PaymentRequest): Promise<InvoiceSummary> {
    const { by } = request;
    requireAdmin(by);
    const orderId = await this.ctx.db.transaction(async (tx) => {
      const id = await invoiceOrder(tx, request.invoiceNumber);
      const order = id ? await lockOrder(tx, id) : undefined;
      if (!order) throw notFound('No invoice with this number');
      const recorded = await recordPayment(tx, request.invoiceNumber, request.payment, by.id);
      const name = by.name || by.email;
      await recordPaymentEvent(tx, order.id, {
        status: order.status,
        actor: { id: by.id, role: 'admin', name },
        amount: recorded.amount,
        reference: recorded.reference,
      });
      const detail = await findOrder(tx, { id: order.id });
      if (detail) {
        const { invoiceNumber, amount, paidOn, reference, open, invoicePaid } = recorded;
        await enqueuePaymentEmail(tx, detail, { invoiceNumber, amount, paidOn, reference, open, invoicePaid }, this.mailDomain);
      }
      return order.id;
    });
    this.committed();
    return (await invoiceSummary(this.ctx.db, orderId)) as InvoiceSummary;
  }

  /**
   * Cancels one order still awaiting approval past its due time (the expiry job), its stock back
   * and its buyer told why; false when it was decided meanwhile or another worker holds it (each
   * order is taken with SKIP LOCKED, so of replicas running the job at once one cancels it).
   */
  async expire(orderId: string): Promise<boolean> {
    const expired = await this.ctx.db.transaction(async (tx) => {
      const order = await lockOverdueApproval(tx, orderId);
      if (!order) return false;
      const lines = (await orderLines(tx, [order.id])).get(order.id) ?? [];
      await returnStock(tx, lines);
      const changed = await setStatus(tx, order.id, 'cancelled');
      await recordEvent(tx, order.id, { status: 'cancelled', actor: { id: null, role: 'system', name: null }, reason: EXPIRED_REASON });
      await this.tellCustomer(tx, { ...changed, lines, invoice: null }, 'cancelled', { reason: EXPIRED_REASON }, 'system');
      return true;
    });
    if (expired) {
      this.ctx.snapshots.parts.invalidate();
      this.committed();
    }
    return expired;
  }

  /** The order's page as its approvers and buyer read it after a change. */
  private async detailOf(id: string): Promise<OrderDetail> {
    const found = await findOrder(this.ctx.db, { id });
    if (!found) throw notFound('No order with this number');
    const { userId: _user, companyId: _company, ...detail } = found;
    return { ...detail, canDecide: false };
  }

  /**
   * A decision of an approver on an order awaiting approval, in one transaction: the order locked,
   * the caller's membership read in it (a member removed a moment ago decides nothing), the change
   * made by `change`, the buyer's e-mail written; the notices after the commit.
   */
  private async decide(
    decision: DecisionRequest,
    change: (
      tx: Queryable,
      order: { id: string; companyId: string | null },
      by: { id: string; name: string },
      lines: OrderLine[],
    ) => Promise<{ changed: Order; status: OrderStatus; details: EventDetails; role: EventRole }>,
  ): Promise<OrderDetail> {
    const id = await this.ctx.db.transaction(async (tx) => {
      const order = await lockOrder(tx, { number: decision.number });
      if (!order) throw notFound('No order with this number');
      requireDecider(order, await membershipOf(tx, decision.by.id), decision.by);
      if (order.status !== 'awaiting_approval') throw conflict(companyMessages.notAwaiting);
      const lines = (await orderLines(tx, [order.id])).get(order.id) ?? [];
      const by = { id: decision.by.id, name: decision.by.name || decision.by.email };
      const { changed, status, details, role } = await change(tx, order, by, lines);
      await this.tellCustomer(tx, { ...changed, lines, invoice: null }, status, details, role);
      return order.id;
    });
    this.committed();
    return this.detailOf(id);
  }

  /**
   * A company member's order: their membership (locked), the company's rules on the request (a
   * PO reference when it asks for one, a location of its own), and the address and phone (the
   * location's where the request leaves them out). Undefined for a lone customer, who may not
   * name a location.
   */
  private async companyOrder(tx: Queryable, request: PlaceRequest): Promise<CompanyOrder | undefined> {
    const membership = await lockMembership(tx, request.buyer.id);
    const locationRefused = () => badRequest(companyMessages.locationRequired, { locationId: companyMessages.locationRequired });
    if (!membership) {
      if (request.locationId) throw locationRefused();
      return undefined;
    }
    if (membership.poRequired && !request.poReference?.trim())
      throw badRequest(companyMessages.poReferenceRequired, { poReference: companyMessages.poReferenceRequired });
    const location = request.locationId ? await companyLocation(tx, membership.companyId, request.locationId) : undefined;
    if (request.locationId && !location) throw locationRefused();
    // Orders on account are checked against the credit one at a time: the company's row is locked for this one.
    if (membership.paymentTerms !== 'prepaid') await lockCompanyCredit(tx, membership.companyId);
    return {
      membership,
      location: location ? { id: location.id, name: location.name } : null,
      address: request.address || location?.address || '',
      phone: request.phone || location?.phone || '',
    };
  }

  /**
   * Whether a company's order waits, and why: a buyer's order above their per-order limit, or
   * taking their month (read under their membership's lock) above the monthly limit, awaits
   * approval; otherwise an order that would take the company above its credit goes on hold.
   * Null: it is pending at once.
   */
  private async waitingFor(
    tx: Queryable,
    buyerId: string,
    membership: Membership,
    total: number,
  ): Promise<{ status: 'awaiting_approval' | 'on_hold'; heldFor: HeldFor } | null> {
    // The month's spending is read only when a monthly limit can hold the order (checkout applies the same rule to GET /company's `me`).
    const spent =
      membership.role === 'buyer' && membership.monthlyLimit !== null
        ? await spentThisMonth(tx, buyerId, membership.companyId, this.ctx.config.seller.timeZone)
        : 0;
    const reason = approvalReason(membership, total / 100, spent);
    if (reason) return { status: 'awaiting_approval', heldFor: reason };
    if (await this.overCredit(tx, membership.companyId, total)) return { status: 'on_hold', heldFor: 'credit' };
    return null;
  }

  /** Whether the company's open invoices, unbilled orders and `adding` (cents) go above its credit limit (never when prepaid). */
  private async overCredit(tx: Queryable, companyId: string, adding: number): Promise<boolean> {
    const { vatRate } = this.ctx.config.seller;
    const credit = await companyCredit(tx, companyId, vatRate);
    if (credit.terms === 'prepaid') return false;
    // Invoices are gross: the order counts with the VAT its invoice will add.
    const gross = Math.round(adding * (1 + vatRate / 100));
    return toCents(credit.openBalance) + toCents(credit.unbilled) + gross > toCents(credit.creditLimit);
  }

  /** Every approver and company admin of the order's company: an e-mail linking to the order's page, where they decide. */
  private async tellApprovers(tx: Queryable, order: OrderDetail, heldFor: HeldFor, buyer: string): Promise<void> {
    const companyId = order.company?._id;
    if (!companyId) return;
    for (const approver of await membersWithRoles(tx, companyId, ['approver', 'company_admin']))
      await enqueueOrderEmail(tx, { ...order, email: approver.email }, 'approval_needed', { heldFor, buyer }, this.mailDomain);
  }

  /**
   * Issues the invoice of an order that should have one and has none (confirmed before the
   * storefront issued invoices; the invoices' job finds them), its PDF made once committed. False
   * when it has one, or is not (or no longer) of a status that has one.
   */
  async issueMissingInvoice(orderId: string): Promise<boolean> {
    const { db, config } = this.ctx;
    const issued = await db.transaction(async (tx) => {
      const order = await lockOrder(tx, orderId);
      if (!order || !INVOICED_STATUSES.includes(order.status) || (await invoiceOf(tx, orderId))) return false;
      const detail = await findOrder(tx, { id: orderId });
      if (detail) await issueInvoice(tx, detail, config.seller, config.mail.currency);
      return detail !== undefined;
    });
    if (issued) await this.makeInvoicePdf(orderId);
    return issued;
  }

  /** Stores the invoice's PDF now, once, rather than making it at every download until it is. */
  private async makeInvoicePdf(orderId: string): Promise<void> {
    await storeInvoicePdf(this.ctx.db, orderId).catch((error: unknown) => this.log.warn({ err: error }, 'invoice: PDF not made yet'));
  }

  /** The customer's e-mail about the order reaching `status`, when that change sends one, written in the change's transaction. */
  private async tellCustomer(
    tx: Queryable,
    order: OrderDetail | (Order & Pick<OrderDetail, 'lines' | 'invoice'>),
    status: OrderStatus,
    details: EventDetails = {},
    by?: EventRole,
  ) {
    const event = emailOfStatus(status, by);
    if (event) await enqueueOrderEmail(tx, order, event, details, this.mailDomain);
  }

  /** After a commit: the overview and whoever else listens, and the mail worker for the e-mail just written. */
  private committed(): void {
    for (const listener of this.listeners) listener();
    this.ctx.mail.wake();
  }
}

/** Each app's one workflow: its routes and its jobs (the approvals' expiry) share it, and with it its listeners. */
const workflows = new WeakMap<object, OrderWorkflow>();

/** The app's order workflow (made at the first call, for this context). */
export function workflowOf(ctx: ConstructorParameters<typeof OrderWorkflow>[0], log: ConstructorParameters<typeof OrderWorkflow>[1]): OrderWorkflow {
  let workflow = workflows.get(ctx);
  if (!workflow) {
    workflow = new OrderWorkflow(ctx, log);
    workflows.set(ctx, workflow);
  }
  return workflow;
}
