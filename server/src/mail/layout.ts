import mjml2html from 'mjml';
import { escapeHtml } from '@storefront/shared/escape-html';
import type { Language } from '@storefront/shared/schemas';
import type { Config } from '../config';
import { bnMoney } from './bangla';

export type { Language } from '@storefront/shared/schemas';

/** Who sends, and where the customer reads more: the storefront's name, addresses, contact, time zone and currency (as configured). */
export type MailSettings = Pick<Config['mail'], 'storeName' | 'storefrontUrl' | 'contact' | 'address' | 'timeZone' | 'currency'>;

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

/** A line of detail: its label, its value, and where the value links to (a carrier's tracking page). */
export type Fact = [label: string, value: string, href?: string];

/** A priced line of an order or a quote, its amounts already written as money. */
export interface MailLine {
  label: string;
  quantity: number;
  unit: string;
  total: string;
  /** Under the line: where its price came from. */
  note?: string;
}

/** A piece of an e-mail's content, written both ways: its plain text lines and its MJML. */
export interface EmailBlock {
  text: string[];
  html: string;
}

/** What one e-mail says of its own (the skeleton adds the rest): its headline, lead, and content's blocks; its language (English unless said). */
export interface EmailContent {
  headline: string;
  lead: string;
  blocks: EmailBlock[];
  language?: Language;
}

/** The storefront's money, in the settings' currency: "$12.50". */
export const moneyFormat = (settings: MailSettings, language: Language = 'en') =>
  language === 'bn' ? bnMoney(settings.currency) : new Intl.NumberFormat('en-US', { style: 'currency', currency: settings.currency });

/** A page of the storefront's customer dashboard: `orders/<number>`, `quotes/<number>`. */
export const dashboardLink = (settings: MailSettings, kind: 'orders' | 'quotes', number: string) =>
  `${settings.storefrontUrl.replace(/\/+$/, '')}/dashboard/${kind}/${encodeURIComponent(number)}`;

/** A date (YYYY-MM-DD) as people read it: "20 November 2026". */
export const longDate = (date: string) => new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));

/**
 * Every e-mail the storefront sends, HTML (MJML components, which lay out for every mail client)
 * and plain text: the store's name and the headline, the lead, the e-mail's own content, then whom
 * to ask and the seller.
 */
export async function composeEmail(settings: MailSettings, content: EmailContent): Promise<RenderedEmail> {
  const { headline, lead } = content;
  const bangla = content.language === 'bn';
  const contact = `${settings.contact.name}, ${settings.contact.phone}, ${settings.contact.email}`;
  const seller = `${settings.storeName}, ${settings.address}`;
  const questions = bangla ? 'কোনো প্রশ্ন থাকলে:' : 'Questions?';
  const text = [
    `${settings.storeName}: ${headline}`,
    '',
    lead,
    // A blank line before each block.
    ...content.blocks.flatMap((block) => ['', ...block.text]),
    '',
    `${questions} ${contact}`,
    seller,
  ];
  return {
    subject: `${settings.storeName}: ${headline}`,
    text: text.join('\n'),
    html: await framedHtml(
      { storeName: settings.storeName, headline, lead, contact: `${questions} ${contact}`, seller, bangla },
      content.blocks.map((block) => block.html).join(''),
    ),
  };
}

const cell = 'padding:6px 4px;border-bottom:1px solid #e4e7ec;';

/** Facts, "Carrier: DHL" (a link after its value) and in HTML a table of a label and its value on each row. */
export function factsBlock(facts: Fact[]): EmailBlock {
  const text = facts.map(([label, value, href]) => `${label}: ${value}${href ? ` (track it: ${href})` : ''}`);
  const html = `        <mj-table>
          ${facts
            .map(
              ([label, value, href]) =>
                `<tr><td style="${cell}color:#475467">${escapeHtml(label)}</td><td style="${cell}font-weight:600">${
                  href ? `<a href="${escapeHtml(href)}" style="color:#0b3c5d">${escapeHtml(value)}</a>` : escapeHtml(value)
                }</td></tr>`,
            )
            .join('\n')}
        </mj-table>
`;
  return { text, html };
}

/** The lines' headings and counts in Bangla (English: "Part", "Quantity", "Line total", 4). */
export const BN_LINES = {
  part: 'পার্ট',
  quantity: 'পরিমাণ',
  lineTotal: 'লাইনের মোট',
  count: (n: number) => new Intl.NumberFormat('bn-BD').format(n),
};

/** Priced lines, each line's note under it, then the total (`labels.total`); in HTML a table under headings. */
export function linesBlock(
  lines: MailLine[],
  labels: { price: string; total: string; part?: string; quantity?: string; lineTotal?: string; count?(n: number): string },
  total: string,
): EmailBlock {
  const count = labels.count ?? String;
  const text = [
    ...lines.flatMap((l) => [`- ${l.label}: ${count(l.quantity)} × ${l.unit} = ${l.total}`, ...(l.note ? [`  ${l.note}`] : [])]),
    `${labels.total}: ${total}`,
  ];
  const html = `        <mj-table>
          <tr><th align="left" style="${cell}">${labels.part ?? 'Part'}</th><th align="right" style="${cell}">${labels.quantity ?? 'Quantity'}</th><th align="right" style="${cell}">${labels.price}</th><th align="right" style="${cell}">${labels.lineTotal ?? 'Line total'}</th></tr>
          ${lines
            .map(
              (l) =>
                `<tr><td style="${cell}">${escapeHtml(l.label)}${l.note ? `<br /><span style="color:#475467;font-size:13px">${escapeHtml(l.note)}</span>` : ''}</td><td align="right" style="${cell}">${count(l.quantity)}</td><td align="right" style="${cell}">${escapeHtml(l.unit)}</td><td align="right" style="${cell}">${escapeHtml(l.total)}</td></tr>`,
            )
            .join('\n')}
          <tr><td colspan="3" align="right" style="${cell}font-weight:700">${labels.total}</td><td align="right" style="${cell}font-weight:700">${escapeHtml(total)}</td></tr>
        </mj-table>
`;
  return { text, html };
}

/** A button, filled, or outlined for a second one. */
const buttonHtml = (href: string, label: string, kind: 'primary' | 'secondary' = 'primary') =>
  `        <mj-button href="${escapeHtml(href)}" ${
    kind === 'primary' ? 'background-color="#0b3c5d"' : 'background-color="#ffffff" color="#0b3c5d" border="2px solid #0b3c5d"'
  } align="left">${escapeHtml(label)}</mj-button>
`;

/** The e-mail's buttons, the first filled and any other outlined; in plain text "Label: address" each. */
export const buttonsBlock = (...buttons: [label: string, href: string][]): EmailBlock => ({
  text: buttons.map(([label, href]) => `${label}: ${href}`),
  html: buttons.map(([label, href], i) => buttonHtml(href, label, i === 0 ? 'primary' : 'secondary')).join(''),
});

/** A paragraph of the e-mail's content. */
export const paragraphBlock = (text: string): EmailBlock => ({
  text: [text],
  html: `        <mj-text>${escapeHtml(text)}</mj-text>
`,
});

/**
 * An e-mail's HTML: the store's name in a band, the headline and its lead, then `body` (MJML of the
 * e-mail's own: facts, lines, buttons), then whom to ask and the seller, rendered by MJML.
 */
async function framedHtml(
  frame: { storeName: string; headline: string; lead: string; contact: string; seller: string; bangla: boolean },
  body: string,
): Promise<string> {
  // A Bangla e-mail says so (lang="bn"), and asks for a Bangla font before the Latin ones.
  const mjml = `<mjml${frame.bangla ? ' lang="bn"' : ''}>
  <mj-head>
    <mj-title>${escapeHtml(frame.headline)}</mj-title>
    <mj-attributes><mj-all font-family="${frame.bangla ? "'Noto Sans Bengali', 'Hind Siliguri', " : ''}Helvetica, Arial, sans-serif" /><mj-text font-size="15px" line-height="1.5" color="#1d2939" /></mj-attributes>
  </mj-head>
  <mj-body background-color="#f2f4f7">
    <mj-section background-color="#0b3c5d"><mj-column><mj-text color="#ffffff" font-size="20px" font-weight="700">${escapeHtml(frame.storeName)}</mj-text></mj-column></mj-section>
    <mj-section background-color="#ffffff">
      <mj-column>
        <mj-text font-size="22px" font-weight="700" color="#0b3c5d">${escapeHtml(frame.headline)}</mj-text>
        <mj-text>${escapeHtml(frame.lead)}</mj-text>
        ${body.trim()}
        <mj-text color="#475467" font-size="13px">${escapeHtml(frame.contact)}</mj-text>
        <mj-text color="#475467" font-size="13px">${escapeHtml(frame.seller)}</mj-text>
      </mj-column>
    </mj-section>
  </mj-body>
</mjml>`;
  return (await mjml2html(mjml, { validationLevel: 'strict' })).html;
}
