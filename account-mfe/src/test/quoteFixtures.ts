import type { Quote, QuoteAnswer, QuoteSummary } from '@storefront/shared/schemas';

export const QUOTE_NUMBER = 'Q-2026-000001';

/** A quote in My Quotes: the customer's own, answered. */
export const quoteSummary = (n: number, over: Partial<QuoteSummary> = {}): QuoteSummary => ({
  number: `Q-2026-00000${n}`,
  status: 'answered',
  revision: 1,
  declinedBy: null,
  lineCount: 2,
  total: 61000,
  validUntil: '2026-12-31',
  name: 'Karim Customer',
  email: 'customer@stitchline.com',
  company: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-21T10:00:00.000Z',
  ...over,
});

export const answer = (revision: number, prices: [number, number], over: Partial<QuoteAnswer> = {}): QuoteAnswer => ({
  revision,
  validUntil: '2026-12-31',
  message: '',
  prices: [
    { lineNo: 1, price: prices[0] },
    { lineNo: 2, price: prices[1] },
  ],
  answeredAt: `2026-11-2${revision}T10:00:00.000Z`,
  answeredBy: 'Admin',
  ...over,
});

/** A quote's page: two lines, as asked (requested, no answer yet) unless `over` says otherwise. */
export const quote = (over: Partial<Quote> = {}): Quote => ({
  ...quoteSummary(1, { status: 'requested', revision: 0, total: null, validUntil: null }),
  note: 'For the Gazipur plant, delivery in January.',
  lines: [
    {
      lineNo: 1,
      partId: 'aaaaaaaa-aaaa-4aaa-8aaa-000000000001',
      partNumber: 'SL-RH-0002',
      partName: 'Rotary hook',
      quantity: 500,
      listPrice: 653.25,
      targetPrice: 560,
      quotedPrice: null,
    },
    {
      lineNo: 2,
      partId: 'aaaaaaaa-aaaa-4aaa-8aaa-000000000002',
      partNumber: 'SL-NP-0001',
      partName: 'Needle plate',
      quantity: 100,
      listPrice: 120,
      targetPrice: null,
      quotedPrice: null,
    },
  ],
  answers: [],
  declineReason: null,
  orderNumber: null,
  canAccept: false,
  canDecline: true,
  canAnswer: false,
  canWithdraw: true,
  ...over,
});

/** The quote answered: revision 2 holds (560 and 110 each), revision 1 kept; its buyer may accept or decline. */
export const answeredQuote = (over: Partial<Quote> = {}): Quote =>
  quote({
    status: 'answered',
    revision: 2,
    total: 291000,
    validUntil: '2026-12-31',
    answers: [answer(2, [560, 110], { message: 'Our best price for 500.' }), answer(1, [600, 115], { validUntil: '2026-12-15' })],
    lines: quote().lines.map((line) => ({ ...line, quotedPrice: line.lineNo === 1 ? 560 : 110 })),
    canAccept: true,
    canDecline: true,
    canWithdraw: false,
    ...over,
  });
