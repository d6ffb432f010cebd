import { escapeHtml } from '@storefront/shared/escape-html';
import { framedHtml, type MailSettings, type OrderMail, type RenderedEmail } from './templates';

/**
 * What a payment's e-mail says of the payment (kept with it in the outbox's `details`): the
 * invoice it was recorded against, its amount, the day it was paid, its reference, and what is
 * still open after it (0 once the invoice is paid).
 */
export interface PaymentMail {
  invoiceNumber: string;
  amount: number;
  /** YYYY-MM-DD. */
  paidOn: string;
  reference: string | null;
  open: number;
  invoicePaid: boolean;
}

/** A date (YYYY-MM-DD) as people read it: "20 November 2026". */
const longDate = (date: string) => new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));

/**
 * The customer's e-mail about a payment recorded against their order's invoice, HTML (MJML) and
 * plain text: the amount, the day it was paid, its reference, what is still open or that the
 * invoice is now paid, and a link to the order's page. Every value is escaped.
 */
export async function renderPaymentEmail(order: Pick<OrderMail, 'number'>, payment: PaymentMail, settings: MailSettings): Promise<RenderedEmail> {
  const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: settings.currency });
  const link = `${settings.storefrontUrl.replace(/\/+$/, '')}/dashboard/orders/${encodeURIComponent(order.number)}`;
  const headline = `Payment received for invoice ${payment.invoiceNumber}`;
  const lead = payment.invoicePaid
    ? `Thank you: we have received your payment of ${money.format(payment.amount)}, and invoice ${payment.invoiceNumber} is now paid in full.`
    : `Thank you: we have received your payment of ${money.format(payment.amount)} for invoice ${payment.invoiceNumber}. ${money.format(payment.open)} is still open.`;
  const facts: [string, string][] = [
    ['Amount', money.format(payment.amount)],
    ['Paid on', longDate(payment.paidOn)],
    ['Reference', payment.reference || 'None given'],
    ['Invoice', payment.invoiceNumber],
    payment.invoicePaid ? ['Still open', 'Nothing: the invoice is paid'] : ['Still open', money.format(payment.open)],
    ['Order number', order.number],
  ];
  const button = 'See your order';
  const contact = `${settings.contact.name}, ${settings.contact.phone}, ${settings.contact.email}`;
  const seller = `${settings.storeName}, ${settings.address}`;

  const text = [
    `${settings.storeName}: ${headline}`,
    '',
    lead,
    '',
    ...facts.map(([label, value]) => `${label}: ${value}`),
    '',
    `${button}: ${link}`,
    '',
    `Questions? ${contact}`,
    seller,
  ].join('\n');

  const cell = 'padding:6px 4px;border-bottom:1px solid #e4e7ec;';
  const body = `        <mj-table>
          ${facts
            .map(
              ([label, value]) =>
                `<tr><td style="${cell}color:#475467">${escapeHtml(label)}</td><td style="${cell}font-weight:600">${escapeHtml(value)}</td></tr>`,
            )
            .join('\n')}
        </mj-table>
        <mj-button href="${escapeHtml(link)}" background-color="#0b3c5d" align="left">${button}</mj-button>
`;
  return {
    subject: `${settings.storeName}: ${headline}`,
    text,
    html: await framedHtml({ storeName: settings.storeName, headline, lead, contact, seller }, body),
  };
}
