import * as z from 'zod/mini';
import { messages } from '../messages';
import { entityId, LIMITS, quantityNumber, plainPaging, plainSearch } from '../primitives';
import { orderMessages } from '../messages';
import { buyingMessages, MAX_ORDER_LINES, PO_REFERENCE_MAX } from '../buyingRules';
import { DATE_TEXT } from './prices';
import { toCents, type LinePrice } from '../pricing';
import { PARTS_BOOK_LIMITS } from './partsBook';
import { msg } from '../../i18n/translate';

/**
 * Quotes (docs/prices-and-quotes.md): a buyer asks for prices from the cart, the storefront's
 * admin answers with a price per line and a date it holds until (each answer a revision, the
 * earlier kept), the buyer accepts (one order at the quoted prices, through checkout) or declines;
 * an answered quote past its date expires, and an expired or declined one cannot be accepted.
 */

export const QUOTE_STATUSES = ['requested', 'answered', 'accepted', 'declined', 'expired'] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

export const QUOTE_STATUS_LABEL: Record<QuoteStatus, string> = {
  requested: msg('Requested'),
  answered: msg('Answered'),
  accepted: msg('Accepted'),
  declined: msg('Declined'),
  expired: msg('Expired'),
};

/** A quote's number: Q-<year>-<6 or more digits>. */
export const QUOTE_NUMBER = /^Q-[0-9]{4}-[0-9]{6,}$/;

export const QUOTE_LIMITS = { note: 1000, message: 1000, reason: 500 } as const;

export const quoteMessages = {
  notFound: msg('No quote with this number'),
  validUntilRequired: msg('Enter the date the prices hold until.'),
  validUntilPast: msg('The date cannot be in the past.'),
  priceEveryLine: msg('Give every line a price.'),
  priceInvalid: msg('Enter a price above 0.'),
  targetInvalid: msg('Enter a target price above 0, or leave it empty.'),
  notAnswered: msg('Only an answered quote can be accepted.'),
  expired: msg('This quote has expired: ask for a new one.'),
  declined: msg('This quote was declined.'),
  accepted: msg('This quote was accepted already.'),
  cannotAnswer: msg('An accepted or declined quote cannot be answered.'),
  cannotDecline: msg('Only a requested or answered quote can be declined.'),
  notYours: msg('Only the buyer who asked for this quote can accept or decline it.'),
  notYoursToWithdraw: msg('Only the buyer who asked for this quote can withdraw it.'),
  cannotWithdraw: msg('Only a request not answered yet can be withdrawn; an answered quote is declined.'),
  withdrawn: msg('This request was withdrawn before it was answered.'),
  requested: msg('Quote requested. We will answer by e-mail.'),
  partOrMaker: msg("Name a part of ours or a maker's number, not both."),
  partOrMakerMissing: msg("Name a part of ours or a maker's number."),
  makerNumberRequired: msg("Enter the maker's number."),
  makerNumberTooLong: `A maker's number is at most ${PARTS_BOOK_LIMITS.makerNumber} characters.`,
  descriptionRequired: msg('Say what the part is.'),
  descriptionTooLong: `A description is at most ${PARTS_BOOK_LIMITS.description} characters.`,
  oneLine: msg('Write it on one line, without line breaks or tabs.'),
  assemblyRequired: msg('Say which parts book page the part is listed on.'),
  assemblyUnknown: msg('No published parts book page has this id.'),
  makerNotListed: msg("This parts book page lists no part not sold here under this maker's number."),
  supplierRequired: msg("Name the part of ours that supplies this maker's number."),
  supplierUnknown: msg('No part sold here has this number.'),
  supplierNotMaker: msg("Only a maker's-number line names a part supplying it."),
  supplierTwice: msg('Another line of this quote is this part already: name each part once.'),
} as const;

const price = (error: string) => z.number({ error }).check(z.positive({ error }), z.maximum(LIMITS.maxPrice, { error }));
const optionalText = (max: number) => z.optional(z.string().check(z.trim(), z.maxLength(max, { error: messages.tooLong })));

/** Text on one line: trimmed, required, at most `max` characters, no control characters (line breaks, tabs). */
const lineText = (required: string, tooLong: string, max: number) =>
  z.string({ error: required }).check(
    z.trim(),
    z.minLength(1, { error: required }),
    z.maxLength(max, { error: tooLong }),
    z.refine((value) => !/\p{Cc}/u.test(value), { error: quoteMessages.oneLine }),
  );

/**
 * One line asked for: a part of ours (`partId`), or a part not sold here by its maker's number
 * (`makerNumber`, its `description` and the parts book's `assemblyId` it was asked from); how
 * many, and optionally the price the buyer hopes for.
 */
export const quoteLineBody = z
  .object({
    partId: z.optional(entityId()),
    makerNumber: z.optional(lineText(quoteMessages.makerNumberRequired, quoteMessages.makerNumberTooLong, PARTS_BOOK_LIMITS.makerNumber)),
    description: z.optional(lineText(quoteMessages.descriptionRequired, quoteMessages.descriptionTooLong, PARTS_BOOK_LIMITS.description)),
    assemblyId: z.optional(entityId()),
    quantity: quantityNumber(orderMessages.quantityRequired, orderMessages.quantityWhole),
    targetPrice: z.optional(z.nullable(price(quoteMessages.targetInvalid))),
  })
  .check(
    z.refine((line) => !(line.partId !== undefined && line.makerNumber !== undefined), { error: quoteMessages.partOrMaker, path: ['makerNumber'] }),
    z.refine((line) => line.partId !== undefined || line.makerNumber !== undefined, { error: quoteMessages.partOrMakerMissing, path: ['partId'] }),
    z.refine((line) => line.makerNumber === undefined || line.description !== undefined, { error: quoteMessages.descriptionRequired, path: ['description'] }),
    z.refine((line) => line.makerNumber === undefined || line.assemblyId !== undefined, { error: quoteMessages.assemblyRequired, path: ['assemblyId'] }),
  );

/** Whether a line of a request asks for a part not sold here, by its maker's number. */
export const isMakerLine = (line: QuoteLineBody): line is QuoteLineBody & { makerNumber: string; description: string; assemblyId: string } =>
  line.makerNumber !== undefined;

/** POST /quotes: request a quote (from the cart) for these lines, with a note. */
export const quoteRequestBody = z.object({
  note: optionalText(QUOTE_LIMITS.note),
  lines: z.array(quoteLineBody).check(z.minLength(1, { error: buyingMessages.noLines }), z.maxLength(MAX_ORDER_LINES, { error: buyingMessages.tooManyLines })),
});

/** POST /quotes/:number/answers: the admin's answer (a new revision): a price for every line, valid until, a message. */
export const quoteAnswerBody = z.object({
  validUntil: z.string({ error: quoteMessages.validUntilRequired }).check(z.regex(DATE_TEXT, { error: quoteMessages.validUntilRequired })),
  message: optionalText(QUOTE_LIMITS.message),
  prices: z
    .array(
      z.object({
        lineNo: z.number().check(z.int(), z.minimum(1)),
        price: price(quoteMessages.priceInvalid),
        /** A maker's-number line's answer names the part of ours that supplies it: its number, or its id. */
        partNumber: z.optional(lineText(quoteMessages.supplierRequired, quoteMessages.supplierUnknown, 64)),
        partId: z.optional(entityId()),
      }),
    )
    .check(z.minLength(1, { error: quoteMessages.priceEveryLine }), z.maxLength(MAX_ORDER_LINES)),
});

/** POST /quotes/:number/decline: by its buyer or the admin, optionally saying why. */
export const quoteDeclineBody = z.object({ reason: optionalText(QUOTE_LIMITS.reason) });

/**
 * POST /quotes/:number/accept (with an Idempotency-Key): checkout's fields without its lines (the
 * quote's are ordered): address and phone, or a company location; a PO reference.
 */
export const quoteAcceptBody = z
  .object({
    address: optionalText(LIMITS.address),
    phone: optionalText(LIMITS.phone),
    poReference: z.optional(z.string().check(z.trim(), z.maxLength(PO_REFERENCE_MAX, { error: buyingMessages.poReferenceTooLong }))),
    locationId: z.optional(entityId()),
  })
  .check(
    z.refine((body) => Boolean(body.locationId || body.address), { error: orderMessages.addressRequired, path: ['address'] }),
    z.refine((body) => Boolean(body.locationId || body.phone), { error: orderMessages.phoneRequired, path: ['phone'] }),
  );

export const quoteNumberParams = z.object({ number: z.string().check(z.regex(QUOTE_NUMBER, { error: 'Not a quote number' })) });

/** GET /quotes (the caller's, and their company's) and GET /quotes/manage (the admin's, every quote). */
export const quotesQuery = z.object({
  status: z.optional(z.enum(QUOTE_STATUSES, { error: `status must be one of ${QUOTE_STATUSES.join(', ')}` })),
  /** The admin's search: a quote's number (or its start) or a company's or buyer's name or e-mail. */
  q: plainSearch(),
  ...plainPaging,
});

export type QuoteLineBody = z.infer<typeof quoteLineBody>;
export type QuoteRequestBody = z.infer<typeof quoteRequestBody>;
export type QuoteAnswerBody = z.infer<typeof quoteAnswerBody>;
export type QuoteDeclineBody = z.infer<typeof quoteDeclineBody>;
export type QuoteAcceptBody = z.infer<typeof quoteAcceptBody>;
export type QuotesQuery = z.infer<typeof quotesQuery>;

// What the API answers.

/**
 * A line asked for by a maker's number (from a parts book row of a part not sold here): the
 * number, the row's description and the parts book page it was asked from.
 */
export interface QuoteMakerLine {
  number: string;
  description: string;
  /** The assembly's id (null once it is deleted), its name as "Brand Model: Assembly" and its page's path. */
  assembly: { id: string | null; name: string; path: string | null };
}

/** A line of a quote: as asked, and its price in the latest answer. */
export interface QuoteLine {
  lineNo: number;
  /**
   * The part ordered: the part asked for, or for a maker's-number line the part of ours the
   * latest answer names as supplying it (null before an answer).
   */
  partId: string | null;
  /** The part's number and name; a maker's-number line's before an answer: the maker's number and its description. */
  partNumber: string;
  partName: string;
  /** A maker's-number line (null, or absent, for a part of ours). */
  maker?: QuoteMakerLine | null;
  quantity: number;
  /** The part's own price when the quote was asked for (null for a maker's-number line). */
  listPrice: number | null;
  targetPrice: number | null;
  /** The latest answer's price, or null before one. */
  quotedPrice: number | null;
  /**
   * The storefront admin's read, and everyone's while the quote is a request: what the buyer would pay today for the line's quantity, as
   * `linePrice` decides it (the part's price now, its break or their company's price list valid
   * today) and where it comes from; null when the part is gone.
   */
  buyerPrice?: LinePrice | null;
}

/** One answer of the admin (a revision): its prices per line, the date it holds until, its message. */
export interface QuoteAnswer {
  revision: number;
  validUntil: string;
  message: string;
  /** Each line's price and, for a maker's-number line, the part supplying it. */
  prices: { lineNo: number; price: number; partId?: string; partNumber?: string; partName?: string }[];
  answeredAt: string;
  answeredBy: string;
}

/** A quote in a list (My Quotes, Manage Quotes). */
export interface QuoteSummary {
  number: string;
  status: QuoteStatus;
  /** How many answers it has had (0 while requested). */
  revision: number;
  /** Who declined it, if declined: a customer's decline before any answer is a withdrawn request. */
  declinedBy: 'customer' | 'admin' | null;
  lineCount: number;
  /** Its maker's-number lines (parts not sold here), for the lists to name them. */
  makerLines?: { number: string; description: string }[];
  /** The latest answer's total, or null before one. */
  total: number | null;
  validUntil: string | null;
  /** Who asked: name and e-mail, and their company. */
  name: string;
  email: string;
  company: { id: string; name: string } | null;
  createdAt: string;
  updatedAt: string;
}

/** A quote's page (GET /quotes/:number). */
export interface Quote extends QuoteSummary {
  note: string;
  lines: QuoteLine[];
  /** Every answer, newest first (the first is the one that holds). */
  answers: QuoteAnswer[];
  declineReason: string | null;
  /** The order placed when it was accepted. */
  orderNumber: string | null;
  /** What the caller may do now: accept and decline (its buyer), answer and decline (the admin). */
  canAccept: boolean;
  canDecline: boolean;
  canAnswer: boolean;
  /** Its buyer may withdraw it: a request not answered yet. */
  canWithdraw: boolean;
  /** The VAT rate (percent) the invoice of its order will add to these net prices (GET /quotes/{number}). */
  vatRate?: number;
}

/** A request its buyer withdrew before it was answered (declined by the customer, never answered). */
export const quoteWithdrawn = (quote: Pick<Quote, 'status' | 'declinedBy' | 'revision'>): boolean =>
  quote.status === 'declined' && quote.declinedBy === 'customer' && quote.revision === 0;

/** A quote line's total at a price (rounded to cents per line, as an order's line), or null without a price. */
export const quoteLineTotal = (line: Pick<QuoteLine, 'quantity'>, price: number | null): number | null =>
  price === null ? null : (toCents(price) * line.quantity) / 100;

/** Each line's total at its price (0 without one): the net amounts VAT is added to (`vatTotals`). */
export const quoteLineTotals = (lines: readonly Pick<QuoteLine, 'quantity' | 'lineNo'>[], priceOf: (lineNo: number) => number | null): number[] =>
  lines.map((line) => quoteLineTotal(line, priceOf(line.lineNo)) ?? 0);

/** What lines come to at their prices (each line rounded to cents); a line without a price counts 0. */
export const quoteLinesTotal = (lines: readonly Pick<QuoteLine, 'quantity' | 'lineNo'>[], priceOf: (lineNo: number) => number | null): number =>
  lines.reduce((cents, line) => cents + toCents(quoteLineTotal(line, priceOf(line.lineNo)) ?? 0), 0) / 100;
