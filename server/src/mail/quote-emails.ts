import { escapeHtml } from '@storefront/shared/escape-html';
import { framedHtml, type MailSettings, type RenderedEmail } from './templates';

/** Why a buyer gets an e-mail about their quote: the admin answered it (or answered it again), or declined it. */
export type QuoteEmailEvent = 'quote_answered' | 'quote_declined';

/**
 * What a quote's e-mail says (kept with it in the outbox's `details`: it is about no order): the
 * quote's number, its lines with their quoted prices, the date they hold until, the admin's
 * message, or why it was declined.
 */
export interface QuoteMail {
  number: string;
  /** The answer's revision (1 for the first answer). */
  revision: number;
  lines: { partNumber: string; partName: string; quantity: number; price: number | null }[];
  /** YYYY-MM-DD. */
  validUntil: string | null;
  message: string;
  reason: string | null;
}

/** A date (YYYY-MM-DD) as people read it: "31 December 2026". */
const longDate = (date: string) => new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));

/**
 * A quote's e-mail to its buyer, HTML (MJML) and plain text. Answered: every line at its quoted
 * price, the total, until when the prices hold, the admin's message and a link to the quote's page,
 * where it is accepted. Declined: why, when the admin said. Every value is escaped.
 */
export async function renderQuoteEmail(event: QuoteEmailEvent, quote: QuoteMail, settings: MailSettings): Promise<RenderedEmail> {
  const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: settings.currency });
  const link = `${settings.storefrontUrl.replace(/\/+$/, '')}/dashboard/quotes/${encodeURIComponent(quote.number)}`;
  const answered = event === 'quote_answered';
  const headline = answered
    ? quote.revision > 1
      ? `Your quote ${quote.number} has new prices`
      : `Your quote ${quote.number} is answered`
    : `Your quote ${quote.number} was declined`;
  const lead = answered
    ? 'We have priced the parts you asked for. Accept the quote on its page to order them at these prices.'
    : 'We cannot offer prices for this request. Ask for a new quote from your cart whenever you like.';
  const facts: [string, string][] = [
    ['Quote number', quote.number],
    ...(answered && quote.validUntil ? [['Prices valid until', longDate(quote.validUntil)] as [string, string]] : []),
    ...(answered && quote.message ? [['Our message', quote.message] as [string, string]] : []),
    ...(!answered && quote.reason ? [['Reason', quote.reason] as [string, string]] : []),
  ];
  const lines = quote.lines.map((l) => ({
    label: `${l.partNumber} ${l.partName}`,
    quantity: l.quantity,
    unit: l.price === null ? '' : money.format(l.price),
    total: l.price === null ? '' : money.format((Math.round(l.price * 100) * l.quantity) / 100),
  }));
  const totalCents = quote.lines.reduce((sum, l) => sum + Math.round((l.price ?? 0) * 100) * l.quantity, 0);
  const total = money.format(totalCents / 100);
  const button = 'See your quote';
  const contact = `${settings.contact.name}, ${settings.contact.phone}, ${settings.contact.email}`;
  const seller = `${settings.storeName}, ${settings.address}`;

  const text = [
    `${settings.storeName}: ${headline}`,
    '',
    lead,
    '',
    ...facts.map(([label, value]) => `${label}: ${value}`),
    ...(answered ? ['', ...lines.map((l) => `- ${l.label}: ${l.quantity} × ${l.unit} = ${l.total}`), `Quote total: ${total}`] : []),
    '',
    `${button}: ${link}`,
    '',
    `Questions? ${contact}`,
    seller,
  ].join('\n');

  const cell = 'padding:6px 4px;border-bottom:1px solid #e4e7ec;';
  const table = answered
    ? `        <mj-table>
          <tr><th align="left" style="${cell}">Part</th><th align="right" style="${cell}">Quantity</th><th align="right" style="${cell}">Quoted price</th><th align="right" style="${cell}">Line total</th></tr>
          ${lines
            .map(
              (l) =>
                `<tr><td style="${cell}">${escapeHtml(l.label)}</td><td align="right" style="${cell}">${l.quantity}</td><td align="right" style="${cell}">${escapeHtml(l.unit)}</td><td align="right" style="${cell}">${escapeHtml(l.total)}</td></tr>`,
            )
            .join('\n')}
          <tr><td colspan="3" align="right" style="${cell}font-weight:700">Quote total</td><td align="right" style="${cell}font-weight:700">${escapeHtml(total)}</td></tr>
        </mj-table>
`
    : '';
  const body = `        <mj-table>
          ${facts
            .map(
              ([label, value]) =>
                `<tr><td style="${cell}color:#475467">${escapeHtml(label)}</td><td style="${cell}font-weight:600">${escapeHtml(value)}</td></tr>`,
            )
            .join('\n')}
        </mj-table>
${table}        <mj-button href="${escapeHtml(link)}" background-color="#0b3c5d" align="left">${button}</mj-button>
`;
  return {
    subject: `${settings.storeName}: ${headline}`,
    text,
    html: await framedHtml({ storeName: settings.storeName, headline, lead, contact, seller }, body),
  };
}
