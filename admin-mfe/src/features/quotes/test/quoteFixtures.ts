import type { Quote, QuoteSummary } from '@storefront/shared/schemas';

/** A quote in Manage Quotes: Dhaka Knitwear's buyer's request of two lines, not answered yet, unless `over` says otherwise. */
export const quoteSummary = (over: Partial<QuoteSummary> & Pick<QuoteSummary, 'number'>): QuoteSummary => ({
  status: 'requested',
  revision: 0,
  declinedBy: null,
  lineCount: 2,
  total: null,
  validUntil: null,
  name: 'Karim Buyer',
  email: 'karim@dhakaknit.example',
  company: { id: 'c1', name: 'Dhaka Knitwear Ltd.' },
  createdAt: '2026-11-20T09:30:00.000Z',
  updatedAt: '2026-11-20T09:30:00.000Z',
  ...over,
});

/** A quote's page as the admin reads it while it waits for an answer: `lines` and the rest as given. */
export const requestedQuote = (over: Partial<Quote> & Pick<Quote, 'number' | 'lines'>): Quote => ({
  ...quoteSummary({ number: over.number }),
  note: '',
  answers: [],
  declineReason: null,
  orderNumber: null,
  canAccept: false,
  canDecline: true,
  canAnswer: true,
  canWithdraw: false,
  ...over,
});
