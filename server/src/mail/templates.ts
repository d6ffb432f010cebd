import { trackingUrl } from '@storefront/shared/carriers';
import type { OrderDetail } from '@storefront/shared/schemas';
import { priceNote } from './price-note';
import {
  buttonsBlock,
  composeEmail,
  dashboardLink,
  factsBlock,
  linesBlock,
  moneyFormat,
  paragraphBlock,
  type Fact,
  type MailLine,
  type MailSettings,
  type RenderedEmail,
} from './layout';

/** Why a customer gets an e-mail about their order. */
export type OrderEmailEvent = 'placed' | 'confirmed' | 'shipped' | 'cancelled' | ApprovalEmailEvent;

/**
 * A company's order (docs/companies.md): an approver is told it waits for them; its buyer that it
 * was approved (or released from its credit hold), rejected, or held for the company's credit.
 */
type ApprovalEmailEvent = 'approval_needed' | 'approved' | 'rejected' | 'on_hold';

export type { MailSettings, RenderedEmail } from './layout';

/** What the change adds: a cancellation's reason, a shipment's carrier and tracking number. */
export interface EventDetails {
  reason?: string | null;
  carrier?: string | null;
  trackingNumber?: string | null;
  /** A company's order: why it waits (above the buyer's per-order or monthly limit, or the credit). */
  heldFor?: 'order' | 'month' | 'credit' | null;
  /** Who placed it (to its approvers), or who approved or rejected it (to its buyer). */
  buyer?: string | null;
  decidedBy?: string | null;
}

/**
 * What an order's e-mail says of the order, as it was at the change: kept with the e-mail in the
 * outbox (`order_snapshot`), so the worker renders it without reading the order back.
 */
export type OrderMail = Pick<OrderDetail, 'number' | 'poReference' | 'address' | 'phone' | 'lines' | 'totalPrice' | 'invoice'> &
  // When it was placed; e-mails recorded before snapshots kept it have none.
  Partial<Pick<OrderDetail, 'createdAt'>>;

const HEADLINE: Record<OrderEmailEvent, (number: string) => string> = {
  placed: (n) => `We have your order ${n}`,
  confirmed: (n) => `Your order ${n} is confirmed`,
  shipped: (n) => `Your order ${n} is on its way`,
  cancelled: (n) => `Your order ${n} is cancelled`,
  approval_needed: (n) => `Order ${n} waits for your approval`,
  approved: (n) => `Your order ${n} is approved`,
  rejected: (n) => `Your order ${n} was not approved`,
  on_hold: (n) => `Your order ${n} is on hold`,
};

const LEAD: Record<OrderEmailEvent, string> = {
  placed: 'Thank you for your order. We will confirm it shortly; this is what you ordered.',
  confirmed: 'We have accepted your order and are preparing it.',
  shipped: 'Your order has left our factory.',
  cancelled: 'Your order has been cancelled and nothing will be charged or shipped.',
  approval_needed: 'An order of your company waits for your approval. Approve or reject it on its page.',
  approved: 'Your order was approved and goes on to us. We will confirm it shortly.',
  rejected: 'Your order was not approved: it has been cancelled and nothing will be charged or shipped.',
  on_hold: 'Your order is on hold: it would take your company above its credit limit. We will be in touch.',
};

/** What a limit is called in an approval's e-mails. */
const HELD_FOR: Record<NonNullable<EventDetails['heldFor']>, string> = {
  order: 'the buyer’s limit per order',
  month: 'the buyer’s monthly limit',
  credit: 'the company’s credit limit',
};

/** The lead of a company's order's e-mail, where it says more than the event's own (a placed order waiting for approval). */
function approvalLead(event: OrderEmailEvent, details: EventDetails): string | undefined {
  if (event === 'placed' && (details.heldFor === 'order' || details.heldFor === 'month'))
    return `Thank you for your order. It is above ${HELD_FOR[details.heldFor].replace('the buyer’s', 'your')}, so it waits for your company’s approval; we will tell you when it is decided. This is what you ordered.`;
  if (event === 'approval_needed' && details.heldFor)
    return `${details.buyer ?? 'A buyer'} placed an order above ${HELD_FOR[details.heldFor]}. Approve or reject it on its page; if nobody decides within 7 days, it is cancelled.`;
  return undefined;
}

/** The lines of detail of a company's order's e-mail: who decided, why it was rejected. */
function approvalFacts(event: OrderEmailEvent, details: EventDetails): Fact[] {
  const facts: Fact[] = [];
  if (event === 'approval_needed' && details.buyer) facts.push(['Placed by', details.buyer]);
  if ((event === 'approved' || event === 'rejected') && details.decidedBy)
    facts.push([event === 'approved' ? 'Approved by' : 'Rejected by', details.decidedBy]);
  if (event === 'rejected' && details.reason) facts.push(['Reason', details.reason]);
  return facts;
}

/** The lines of detail the event adds. */
function eventFacts(event: OrderEmailEvent, details: EventDetails): Fact[] {
  if (event === 'shipped') {
    const tracking = trackingUrl(details.carrier, details.trackingNumber);
    return [
      ['Carrier', details.carrier || 'Not given'],
      ['Tracking number', details.trackingNumber || 'Not given', tracking ?? undefined],
    ];
  }
  if (event === 'cancelled' && details.reason) return [['Reason', details.reason]];
  return approvalFacts(event, details);
}

/** An instant as the seller reads it, its zone named: "29 November 2026, 10:22 GMT+6". */
function sellerTime(iso: string, timeZone: string): string {
  return (
    new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone }).format(new Date(iso)) +
    ` ${new Intl.DateTimeFormat('en-GB', { timeZone, timeZoneName: 'short' }).formatToParts(new Date(iso)).find((p) => p.type === 'timeZoneName')?.value ?? timeZone}`
  );
}

/**
 * An order's e-mail: the event, the order number, every line, the total, the delivery address, a
 * link to the order's page (and, once confirmed, to its invoice there), and the storefront's contact.
 */
export async function renderOrderEmail(event: OrderEmailEvent, order: OrderMail, details: EventDetails, settings: MailSettings): Promise<RenderedEmail> {
  const money = moneyFormat(settings);
  const link = dashboardLink(settings, 'orders', order.number);
  const button = event === 'approval_needed' ? 'Approve or reject it' : 'See your order';
  // The confirmation names the invoice it issued, and links to where it downloads.
  const invoice = event === 'confirmed' ? order.invoice : null;
  const facts: Fact[] = [
    ...eventFacts(event, details),
    ...(invoice ? [['Invoice', invoice.number] as Fact] : []),
    ['Order number', order.number],
    ...(order.createdAt ? [['Ordered on', sellerTime(order.createdAt, settings.timeZone)] as Fact] : []),
    ...(order.poReference ? [['Your reference', order.poReference] as Fact] : []),
    ['Deliver to', order.address],
    ['Phone', order.phone],
  ];
  const lines: MailLine[] = order.lines.map((l) => ({
    label: `${l.partNumber ? `${l.partNumber} ` : ''}${l.partName}`,
    quantity: l.quantity,
    unit: money.format(l.unitPrice),
    total: money.format(l.lineTotal),
    // Under a line priced by a break, a price list or a quote: where its price came from.
    note: priceNote(l),
  }));
  return composeEmail(settings, {
    headline: HEADLINE[event](order.number),
    lead: approvalLead(event, details) ?? LEAD[event],
    blocks: [
      factsBlock(facts),
      linesBlock(lines, { price: 'Unit price', total: 'Order total' }, money.format(order.totalPrice)),
      invoice ? buttonsBlock([button, link], [`Download your invoice ${invoice.number}`, `${link}#invoice`]) : buttonsBlock([button, link]),
    ],
  });
}

/** What an invitation's e-mail says (kept with it in the outbox's `details`: it is about no order). */
export interface InvitationMail {
  companyName: string;
  /** The role's name as people read it: "Buyer". */
  roleLabel: string;
  /** Who invited, when known. */
  invitedBy: string | null;
  expiresAt: string;
  /** The link that accepts it: `${storefrontUrl}/invitations/<token>`. */
  link: string;
}

/**
 * The e-mail inviting someone to join a company: who invites them, with which role, the link
 * that accepts it and until when it works. HTML (MJML) and plain text; every value escaped.
 */
export async function renderInvitationEmail(invitation: InvitationMail, settings: MailSettings): Promise<RenderedEmail> {
  const until = `The link works until ${sellerTime(invitation.expiresAt, settings.timeZone)}. Sign up or sign in with this e-mail address to accept it.`;
  return composeEmail(settings, {
    headline: `Join ${invitation.companyName} on ${settings.storeName}`,
    lead: `${invitation.invitedBy ? `${invitation.invitedBy} invites you` : 'You are invited'} to buy for ${invitation.companyName} as ${invitation.roleLabel}.`,
    blocks: [buttonsBlock(['Accept the invitation', invitation.link]), paragraphBlock(until)],
  });
}
