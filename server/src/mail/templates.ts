import mjml2html from 'mjml';
import { escapeHtml } from '@storefront/shared/escape-html';
import { trackingUrl } from '@storefront/shared/carriers';
import type { OrderDetail } from '@storefront/shared/schemas';

/** Why a customer gets an e-mail about their order. */
export type OrderEmailEvent = 'placed' | 'confirmed' | 'shipped' | 'cancelled';

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
};

const LEAD: Record<OrderEmailEvent, string> = {
  placed: 'Thank you for your order. We will confirm it shortly; this is what you ordered.',
  confirmed: 'We have accepted your order and are preparing it.',
  shipped: 'Your order has left our factory.',
  cancelled: 'Your order has been cancelled and nothing will be charged or shipped.',
};

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
  return [];
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
  }));
  const total = money.format(order.totalPrice);
  const contact = `${settings.contact.name}, ${settings.contact.phone}, ${settings.contact.email}`;
  const seller = `${settings.storeName}, ${settings.address}`;

  const text = [
    `${settings.storeName}: ${headline}`,
    '',
    LEAD[event],
    '',
    ...facts.map(([label, value, href]) => `${label}: ${value}${href ? ` (track it: ${href})` : ''}`),
    '',
    ...lines.map((l) => `- ${l.label}: ${l.quantity} × ${l.unit} = ${l.total}`),
    `Order total: ${total}`,
    '',
    `See your order: ${link}`,
    ...(invoice ? [`Download your invoice ${invoice.number}: ${link}#invoice`] : []),
    '',
    `Questions? ${contact}`,
    seller,
  ].join('\n');

  const cell = 'padding:6px 4px;border-bottom:1px solid #e4e7ec;';
  const mjml = `<mjml>
  <mj-head>
    <mj-title>${escapeHtml(headline)}</mj-title>
    <mj-attributes><mj-all font-family="Helvetica, Arial, sans-serif" /><mj-text font-size="15px" line-height="1.5" color="#1d2939" /></mj-attributes>
  </mj-head>
  <mj-body background-color="#f2f4f7">
    <mj-section background-color="#0b3c5d"><mj-column><mj-text color="#ffffff" font-size="20px" font-weight="700">${escapeHtml(settings.storeName)}</mj-text></mj-column></mj-section>
    <mj-section background-color="#ffffff">
      <mj-column>
        <mj-text font-size="22px" font-weight="700" color="#0b3c5d">${escapeHtml(headline)}</mj-text>
        <mj-text>${escapeHtml(LEAD[event])}</mj-text>
        <mj-table>
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
                `<tr><td style="${cell}">${escapeHtml(l.label)}</td><td align="right" style="${cell}">${l.quantity}</td><td align="right" style="${cell}">${escapeHtml(l.unit)}</td><td align="right" style="${cell}">${escapeHtml(l.total)}</td></tr>`,
            )
            .join('\n')}
          <tr><td colspan="3" align="right" style="${cell}font-weight:700">Order total</td><td align="right" style="${cell}font-weight:700">${escapeHtml(total)}</td></tr>
        </mj-table>
        <mj-button href="${escapeHtml(link)}" background-color="#0b3c5d" align="left">See your order</mj-button>${
          invoice
            ? `\n        <mj-button href="${escapeHtml(link)}#invoice" background-color="#ffffff" color="#0b3c5d" border="2px solid #0b3c5d" align="left">Download your invoice ${escapeHtml(invoice.number)}</mj-button>`
            : ''
        }
        <mj-text color="#475467" font-size="13px">Questions? ${escapeHtml(contact)}</mj-text>
        <mj-text color="#475467" font-size="13px">${escapeHtml(seller)}</mj-text>
      </mj-column>
    </mj-section>
  </mj-body>
</mjml>`;
  const rendered = await mjml2html(mjml, { validationLevel: 'strict' });
  return { subject: `${settings.storeName}: ${headline}`, text, html: rendered.html };
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
  const mjml = `<mjml>
  <mj-head>
    <mj-title>${escapeHtml(headline)}</mj-title>
    <mj-attributes><mj-all font-family="Helvetica, Arial, sans-serif" /><mj-text font-size="15px" line-height="1.5" color="#1d2939" /></mj-attributes>
  </mj-head>
  <mj-body background-color="#f2f4f7">
    <mj-section background-color="#0b3c5d"><mj-column><mj-text color="#ffffff" font-size="20px" font-weight="700">${escapeHtml(settings.storeName)}</mj-text></mj-column></mj-section>
    <mj-section background-color="#ffffff">
      <mj-column>
        <mj-text font-size="22px" font-weight="700" color="#0b3c5d">${escapeHtml(headline)}</mj-text>
        <mj-text>${escapeHtml(lead)}</mj-text>
        <mj-button href="${escapeHtml(invitation.link)}" background-color="#0b3c5d" align="left">Accept the invitation</mj-button>
        <mj-text>${escapeHtml(until)}</mj-text>
        <mj-text color="#475467" font-size="13px">Questions? ${escapeHtml(contact)}</mj-text>
        <mj-text color="#475467" font-size="13px">${escapeHtml(seller)}</mj-text>
      </mj-column>
    </mj-section>
  </mj-body>
</mjml>`;
  const rendered = await mjml2html(mjml, { validationLevel: 'strict' });
  return { subject: `${settings.storeName}: ${headline}`, text, html: rendered.html };
}
