import { trackingUrl } from '@storefront/shared/carriers';
import type { OrderDetail } from '@storefront/shared/schemas';
import { bnDateTime, bnNumber } from './bangla';
import { bnPriceNote, priceNote } from './price-note';
import {
  BN_LINES,
  buttonsBlock,
  composeEmail,
  dashboardLink,
  factsBlock,
  linesBlock,
  moneyFormat,
  paragraphBlock,
  type Fact,
  type Language,
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
export type OrderMail = Pick<OrderDetail, 'number' | 'poReference' | 'address' | 'phone' | 'totalPrice' | 'invoice'> &
  // When it was placed; e-mails recorded before snapshots kept it have none.
  Partial<Pick<OrderDetail, 'createdAt'>> & {
    /** A Bangla e-mail's lines carry their parts' Bangla names, where they have one. */
    lines: (OrderDetail['lines'][number] & { partNameBn?: string })[];
  };

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

/** The same in Bangla. */
const BN_HEADLINE: Record<OrderEmailEvent, (number: string) => string> = {
  placed: (n) => `আপনার অর্ডার ${n} আমরা পেয়েছি`,
  confirmed: (n) => `আপনার অর্ডার ${n} নিশ্চিত হয়েছে`,
  shipped: (n) => `আপনার অর্ডার ${n} পাঠানো হয়েছে`,
  cancelled: (n) => `আপনার অর্ডার ${n} বাতিল হয়েছে`,
  approval_needed: (n) => `অর্ডার ${n} আপনার অনুমোদনের অপেক্ষায়`,
  approved: (n) => `আপনার অর্ডার ${n} অনুমোদিত হয়েছে`,
  rejected: (n) => `আপনার অর্ডার ${n} অনুমোদিত হয়নি`,
  on_hold: (n) => `আপনার অর্ডার ${n} স্থগিত আছে`,
};

const BN_LEAD: Record<OrderEmailEvent, string> = {
  placed: 'আপনার অর্ডারের জন্য ধন্যবাদ। আমরা শিগগিরই এটি নিশ্চিত করব; আপনি যা অর্ডার করেছেন তা নিচে দেওয়া হলো।',
  confirmed: 'আমরা আপনার অর্ডার গ্রহণ করেছি এবং তা প্রস্তুত করছি।',
  shipped: 'আপনার অর্ডার আমাদের কারখানা থেকে রওনা হয়েছে।',
  cancelled: 'আপনার অর্ডার বাতিল করা হয়েছে; কোনো টাকা নেওয়া হবে না, কিছু পাঠানোও হবে না।',
  approval_needed: 'আপনার কোম্পানির একটি অর্ডার আপনার অনুমোদনের অপেক্ষায় আছে। অর্ডারের পাতায় গিয়ে তা অনুমোদন বা প্রত্যাখ্যান করুন।',
  approved: 'আপনার অর্ডার অনুমোদিত হয়ে আমাদের কাছে এসেছে। আমরা শিগগিরই এটি নিশ্চিত করব।',
  rejected: 'আপনার অর্ডার অনুমোদিত হয়নি: এটি বাতিল করা হয়েছে; কোনো টাকা নেওয়া হবে না, কিছু পাঠানোও হবে না।',
  on_hold: 'আপনার অর্ডার স্থগিত আছে: এটি আপনার কোম্পানিকে তার ক্রেডিট সীমার ওপরে নিয়ে যাবে। আমরা আপনার সঙ্গে যোগাযোগ করব।',
};

/** An order's e-mail's words other than its headline and lead, in Bangla (English: as the code below writes them). */
const BN_WORDS = {
  'Placed by': 'অর্ডার দিয়েছেন',
  'Approved by': 'অনুমোদন করেছেন',
  'Rejected by': 'প্রত্যাখ্যান করেছেন',
  Reason: 'কারণ',
  Carrier: 'পরিবহন সংস্থা',
  'Tracking number': 'ট্র্যাকিং নম্বর',
  'Not given': 'দেওয়া হয়নি',
  Invoice: 'চালান',
  'Order number': 'অর্ডার নম্বর',
  'Ordered on': 'অর্ডারের সময়',
  'Your reference': 'আপনার রেফারেন্স',
  'Deliver to': 'ডেলিভারির ঠিকানা',
  Phone: 'ফোন',
  'Approve or reject it': 'অনুমোদন বা প্রত্যাখ্যান করুন',
  'See your order': 'আপনার অর্ডার দেখুন',
  'Unit price': 'একক মূল্য',
  'Order total': 'অর্ডারের মোট',
} as const;

/** A word of an order's e-mail in its language. */
const word = (english: keyof typeof BN_WORDS, language: Language): string => (language === 'bn' ? BN_WORDS[english] : english);

/** What a limit is called in an approval's e-mails, in Bangla. */
const BN_HELD_FOR: Record<NonNullable<EventDetails['heldFor']>, string> = {
  order: 'ক্রেতার প্রতি অর্ডারের সীমা',
  month: 'ক্রেতার মাসিক সীমা',
  credit: 'কোম্পানির ক্রেডিট সীমা',
};

/** The lead of a company's order's e-mail in Bangla, where it says more than the event's own. */
function bnApprovalLead(event: OrderEmailEvent, details: EventDetails): string | undefined {
  if (event === 'placed' && (details.heldFor === 'order' || details.heldFor === 'month'))
    return `আপনার অর্ডারের জন্য ধন্যবাদ। এটি আপনার ${details.heldFor === 'order' ? 'প্রতি অর্ডারের সীমা' : 'মাসিক সীমা'} ছাড়িয়েছে, তাই এটি আপনার কোম্পানির অনুমোদনের অপেক্ষায় আছে; সিদ্ধান্ত হলে আমরা আপনাকে জানাব। আপনি যা অর্ডার করেছেন তা নিচে দেওয়া হলো।`;
  if (event === 'approval_needed' && details.heldFor)
    return `${details.buyer ?? 'একজন ক্রেতা'} ${BN_HELD_FOR[details.heldFor]} ছাড়িয়ে একটি অর্ডার দিয়েছেন। অর্ডারের পাতায় গিয়ে তা অনুমোদন বা প্রত্যাখ্যান করুন; ${bnNumber(7)} দিনের মধ্যে কেউ সিদ্ধান্ত না নিলে এটি বাতিল হবে।`;
  return undefined;
}

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
function approvalFacts(event: OrderEmailEvent, details: EventDetails, language: Language): Fact[] {
  const facts: Fact[] = [];
  if (event === 'approval_needed' && details.buyer) facts.push([word('Placed by', language), details.buyer]);
  if ((event === 'approved' || event === 'rejected') && details.decidedBy)
    facts.push([word(event === 'approved' ? 'Approved by' : 'Rejected by', language), details.decidedBy]);
  if (event === 'rejected' && details.reason) facts.push([word('Reason', language), details.reason]);
  return facts;
}

/** The lines of detail the event adds. */
function eventFacts(event: OrderEmailEvent, details: EventDetails, language: Language): Fact[] {
  if (event === 'shipped') {
    const tracking = trackingUrl(details.carrier, details.trackingNumber);
    return [
      [word('Carrier', language), details.carrier || word('Not given', language)],
      [word('Tracking number', language), details.trackingNumber || word('Not given', language), tracking ?? undefined],
    ];
  }
  if (event === 'cancelled' && details.reason) return [[word('Reason', language), details.reason]];
  return approvalFacts(event, details, language);
}

/** An instant as the seller reads it, its zone named: "29 November 2026, 10:22 GMT+6"; in Bangla "২৯ নভেম্বর, ২০২৬, ১০:২২ (ঢাকা)". */
function sellerTime(iso: string, timeZone: string, language: Language = 'en'): string {
  if (language === 'bn') return bnDateTime(iso, timeZone);
  return (
    new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone }).format(new Date(iso)) +
    ` ${new Intl.DateTimeFormat('en-GB', { timeZone, timeZoneName: 'short' }).formatToParts(new Date(iso)).find((p) => p.type === 'timeZoneName')?.value ?? timeZone}`
  );
}

/**
 * An order's e-mail: the event, the order number, every line, the total, the delivery address, a
 * link to the order's page (and, once confirmed, to its invoice there), and the storefront's
 * contact; in the recipient's language (English unless Bangla).
 */
export async function renderOrderEmail(
  event: OrderEmailEvent,
  order: OrderMail,
  details: EventDetails,
  settings: MailSettings,
  language: Language = 'en',
): Promise<RenderedEmail> {
  const bangla = language === 'bn';
  const money = moneyFormat(settings, language);
  const link = dashboardLink(settings, 'orders', order.number);
  const button = word(event === 'approval_needed' ? 'Approve or reject it' : 'See your order', language);
  // The confirmation names the invoice it issued, and links to where it downloads.
  const invoice = event === 'confirmed' ? order.invoice : null;
  const facts: Fact[] = [
    ...eventFacts(event, details, language),
    ...(invoice ? [[word('Invoice', language), invoice.number] as Fact] : []),
    [word('Order number', language), order.number],
    ...(order.createdAt ? [[word('Ordered on', language), sellerTime(order.createdAt, settings.timeZone, language)] as Fact] : []),
    ...(order.poReference ? [[word('Your reference', language), order.poReference] as Fact] : []),
    [word('Deliver to', language), order.address],
    [word('Phone', language), order.phone],
  ];
  const lines: MailLine[] = order.lines.map((l) => ({
    label: `${l.partNumber ? `${l.partNumber} ` : ''}${(bangla && l.partNameBn) || l.partName}`,
    quantity: l.quantity,
    unit: money.format(l.unitPrice),
    total: money.format(l.lineTotal),
    // Under a line priced by a break, a price list or a quote: where its price came from.
    note: bangla ? bnPriceNote(l) : priceNote(l),
  }));
  const download = bangla ? `আপনার চালান ${invoice?.number} ডাউনলোড করুন` : `Download your invoice ${invoice?.number}`;
  return composeEmail(settings, {
    headline: (bangla ? BN_HEADLINE : HEADLINE)[event](order.number),
    lead: bangla ? (bnApprovalLead(event, details) ?? BN_LEAD[event]) : (approvalLead(event, details) ?? LEAD[event]),
    blocks: [
      factsBlock(facts),
      linesBlock(
        lines,
        { price: word('Unit price', language), total: word('Order total', language), ...(bangla ? BN_LINES : {}) },
        money.format(order.totalPrice),
      ),
      invoice ? buttonsBlock([button, link], [download, `${link}#invoice`]) : buttonsBlock([button, link]),
    ],
    language,
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

/** A role's name in Bangla, by its English one ("Buyer"); another stays as it is. */
const BN_ROLES: Record<string, string> = { Buyer: 'ক্রেতা', Approver: 'অনুমোদনকারী', 'Company admin': 'কোম্পানির অ্যাডমিন', Admin: 'অ্যাডমিন' };

/**
 * The e-mail inviting someone to join a company: who invites them, with which role, the link
 * that accepts it and until when it works. HTML (MJML) and plain text; every value escaped; in the
 * recipient's language (an address without an account: English).
 */
export async function renderInvitationEmail(invitation: InvitationMail, settings: MailSettings, language: Language = 'en'): Promise<RenderedEmail> {
  if (language === 'bn') {
    const role = BN_ROLES[invitation.roleLabel] ?? invitation.roleLabel;
    return composeEmail(settings, {
      headline: `${settings.storeName}-এ ${invitation.companyName}-এর সঙ্গে যোগ দিন`,
      lead: `${invitation.invitedBy ? `${invitation.invitedBy} আপনাকে` : 'আপনাকে'} ${invitation.companyName}-এর হয়ে ${role} হিসেবে কেনাকাটা করার আমন্ত্রণ জানিয়েছেন।`,
      blocks: [
        buttonsBlock(['আমন্ত্রণ গ্রহণ করুন', invitation.link]),
        paragraphBlock(
          `লিংকটি ${sellerTime(invitation.expiresAt, settings.timeZone, language)} পর্যন্ত কাজ করবে। গ্রহণ করতে এই ই-মেইল ঠিকানা দিয়ে সাইন আপ বা সাইন ইন করুন।`,
        ),
      ],
      language,
    });
  }
  const until = `The link works until ${sellerTime(invitation.expiresAt, settings.timeZone)}. Sign up or sign in with this e-mail address to accept it.`;
  return composeEmail(settings, {
    headline: `Join ${invitation.companyName} on ${settings.storeName}`,
    lead: `${invitation.invitedBy ? `${invitation.invitedBy} invites you` : 'You are invited'} to buy for ${invitation.companyName} as ${invitation.roleLabel}.`,
    blocks: [buttonsBlock(['Accept the invitation', invitation.link]), paragraphBlock(until)],
  });
}
