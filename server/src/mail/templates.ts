import mjml2html from 'mjml';
import { escapeHtml } from '@storefront/shared/escape-html';
import { trackingUrl } from '@storefront/shared/carriers';
import type { OrderDetail } from '@storefront/shared/schemas';
import { priceNote } from './price-note';

/** Why a customer gets an e-mail about their order. */
export type OrderEmailEvent = 'placed' | 'confirmed' | 'shipped' | 'cancelled' | ApprovalEmailEvent;

/**
 * A company's order (docs/companies.md): an approver is told it waits for them; its buyer that it
 * was approved (or released from its credit hold), rejected, or held for the company's credit.
 */
export type ApprovalEmailEvent = 'approval_needed' | 'approved' | 'rejected' | 'on_hold';

/** Who sends, and where the customer reads more: the storefront's name, addresses, contact and time zone. */
export interface MailSettings {
  storeName: string;
  /** The storefront's own address (links to the order's page). */
  storefrontUrl: string;
  contact: { name: string; phone: string; email: string };
  /** The seller's postal address, at the foot of every e-mail. */
  address: string;
  /** The zone the e-mails' dates are written in (the seller's, `STORE_TIME_ZONE`), named beside them. */
  timeZone: string;
  currency: string;
}

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

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

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

/** A line of detail: its label, its value, and where the value links to (a carrier's tracking page). */
type Fact = [label: string, value: string, href?: string];

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
export function sellerTime(iso: string, timeZone: string): string {
  return (
    new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone }).format(new Date(iso)) +
    ` ${new Intl.DateTimeFormat('en-GB', { timeZone, timeZoneName: 'short' }).formatToParts(new Date(iso)).find((p) => p.type === 'timeZoneName')?.value ?? timeZone}`
  );
}

/**
 * An order's e-mail, HTML (MJML components, which lay out for every mail client) and plain
 * text: the event, the order number, every line, the total, the delivery address, a link to the
 * order's page (and, once confirmed, to its invoice there), and the storefront's contact. Every value from the order is escaped.
 */
export async function renderOrderEmail(event: OrderEmailEvent, order: OrderMail, details: EventDetails, settings: MailSettings): Promise<RenderedEmail> {
  const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: settings.currency });
  const link = `${settings.storefrontUrl.replace(/\/+$/, '')}/dashboard/orders/${encodeURIComponent(order.number)}`;
  const headline = HEADLINE[event](order.number);
  const lead = approvalLead(event, details) ?? LEAD[event];
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
  const lines = order.lines.map((l) => ({
    label: `${l.partNumber ? `${l.partNumber} ` : ''}${l.partName}`,
    quantity: l.quantity,
    unit: money.format(l.unitPrice),
    total: money.format(l.lineTotal),
    // Under a line priced by a break, a price list or a quote: where its price came from.
    note: priceNote(l),
  }));
  const total = money.format(order.totalPrice);
  const contact = `${settings.contact.name}, ${settings.contact.phone}, ${settings.contact.email}`;
  const seller = `${settings.storeName}, ${settings.address}`;

  const text = [
    `${settings.storeName}: ${headline}`,
    '',
    lead,
    '',
    ...facts.map(([label, value, href]) => `${label}: ${value}${href ? ` (track it: ${href})` : ''}`),
    '',
    ...lines.flatMap((l) => [`- ${l.label}: ${l.quantity} × ${l.unit} = ${l.total}`, ...(l.note ? [`  ${l.note}`] : [])]),
    `Order total: ${total}`,
    '',
    `${button}: ${link}`,
    ...(invoice ? [`Download your invoice ${invoice.number}: ${link}#invoice`] : []),
    '',
    `Questions? ${contact}`,
    seller,
  ].join('\n');

  const cell = 'padding:6px 4px;border-bottom:1px solid #e4e7ec;';
  const body = `        <mj-table>
          ${facts
            .map(
              ([label, value, href]) =>
                `<tr><td style="${cell}color:#475467">${escapeHtml(label)}</td><td style="${cell}font-weight:600">${
                  href ? `<a href="${escapeHtml(href)}" style="color:#0b3c5d">${escapeHtml(value)}</a>` : escapeHtml(value)
                }</td></tr>`,
            )
            .join('\n')}
        </mj-table>
        <mj-table>
          <tr><th align="left" style="${cell}">Part</th><th align="right" style="${cell}">Quantity</th><th align="right" style="${cell}">Unit price</th><th align="right" style="${cell}">Line total</th></tr>
          ${lines
            .map(
              (l) =>
                `<tr><td style="${cell}">${escapeHtml(l.label)}${l.note ? `<br /><span style="color:#475467;font-size:13px">${escapeHtml(l.note)}</span>` : ''}</td><td align="right" style="${cell}">${l.quantity}</td><td align="right" style="${cell}">${escapeHtml(l.unit)}</td><td align="right" style="${cell}">${escapeHtml(l.total)}</td></tr>`,
            )
            .join('\n')}
          <tr><td colspan="3" align="right" style="${cell}font-weight:700">Order total</td><td align="right" style="${cell}font-weight:700">${escapeHtml(total)}</td></tr>
        </mj-table>
        <mj-button href="${escapeHtml(link)}" background-color="#0b3c5d" align="left">${escapeHtml(button)}</mj-button>${
          invoice
            ? `\n        <mj-button href="${escapeHtml(link)}#invoice" background-color="#ffffff" color="#0b3c5d" border="2px solid #0b3c5d" align="left">Download your invoice ${escapeHtml(invoice.number)}</mj-button>`
            : ''
        }
`;
  return {
    subject: `${settings.storeName}: ${headline}`,
    text,
    html: await framedHtml({ storeName: settings.storeName, headline, lead, contact, seller }, body),
  };
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
  const headline = `Join ${invitation.companyName} on ${settings.storeName}`;
  const lead = `${invitation.invitedBy ? `${invitation.invitedBy} invites you` : 'You are invited'} to buy for ${invitation.companyName} as ${invitation.roleLabel}.`;
  const until = `The link works until ${sellerTime(invitation.expiresAt, settings.timeZone)}. Sign up or sign in with this e-mail address to accept it.`;
  const contact = `${settings.contact.name}, ${settings.contact.phone}, ${settings.contact.email}`;
  const seller = `${settings.storeName}, ${settings.address}`;
  const text = [
    `${settings.storeName}: ${headline}`,
    '',
    lead,
    '',
    `Accept the invitation: ${invitation.link}`,
    '',
    until,
    '',
    `Questions? ${contact}`,
    seller,
  ].join('\n');
  const body = `        <mj-button href="${escapeHtml(invitation.link)}" background-color="#0b3c5d" align="left">Accept the invitation</mj-button>
        <mj-text>${escapeHtml(until)}</mj-text>
`;
  return {
    subject: `${settings.storeName}: ${headline}`,
    text,
    html: await framedHtml({ storeName: settings.storeName, headline, lead, contact, seller }, body),
  };
}

/**
 * An e-mail's HTML: the store's name in a band, the headline and its lead, then `body` (MJML of the
 * e-mail's own: facts, lines, buttons), then whom to ask and the seller, rendered by MJML.
 */
export async function framedHtml(frame: { storeName: string; headline: string; lead: string; contact: string; seller: string }, body: string): Promise<string> {
  const mjml = `<mjml>
  <mj-head>
    <mj-title>${escapeHtml(frame.headline)}</mj-title>
    <mj-attributes><mj-all font-family="Helvetica, Arial, sans-serif" /><mj-text font-size="15px" line-height="1.5" color="#1d2939" /></mj-attributes>
  </mj-head>
  <mj-body background-color="#f2f4f7">
    <mj-section background-color="#0b3c5d"><mj-column><mj-text color="#ffffff" font-size="20px" font-weight="700">${escapeHtml(frame.storeName)}</mj-text></mj-column></mj-section>
    <mj-section background-color="#ffffff">
      <mj-column>
        <mj-text font-size="22px" font-weight="700" color="#0b3c5d">${escapeHtml(frame.headline)}</mj-text>
        <mj-text>${escapeHtml(frame.lead)}</mj-text>
        ${body.trim()}
        <mj-text color="#475467" font-size="13px">Questions? ${escapeHtml(frame.contact)}</mj-text>
        <mj-text color="#475467" font-size="13px">${escapeHtml(frame.seller)}</mj-text>
      </mj-column>
    </mj-section>
  </mj-body>
</mjml>`;
  return (await mjml2html(mjml, { validationLevel: 'strict' })).html;
}
