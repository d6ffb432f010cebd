import type { FastifyInstance } from 'fastify';
import { quoteEndpoints } from '@storefront/shared/endpoints';
import {
  quoteAcceptBody,
  quoteAnswerBody,
  quoteDeclineBody,
  quoteNumberParams,
  quoteRequestBody,
  quotesQuery,
  type OrderDetail,
  type QuoteAcceptBody,
  type QuoteAnswerBody,
  type QuoteDeclineBody,
  type QuoteRequestBody,
  type QuotesQuery,
} from '@storefront/shared/schemas';
import type { AppContext } from '../context';
import { currentUser } from '../auth/auth';
import { membershipOf } from '../companies/membership.repo';
import { route } from '../http/route';
import { idempotencyKey } from '../orders/idempotency';
import { replyPlaced } from '../orders/placed-reply';
import { workflowOf } from '../orders/workflow';
import { listQuotes } from './quotes.repo';
import { QuoteService } from './quotes.service';

const tags = ['quotes'];
type NumberParams = { number: string };

/**
 * Quotes (docs/prices-and-quotes.md): a buyer requests one from their cart, reads theirs and their
 * company's, accepts or declines it; the storefront's admin lists, answers and declines every one.
 * The rules are the quotes' service's; the order an acceptance places is the order workflow's.
 */
export async function quotesRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const quotes = new QuoteService(ctx, workflowOf(ctx, app.log));
  quoteReads(app, ctx, quotes);
  quoteAsking(app, ctx, quotes);
  quoteDecisions(app, ctx, quotes);
}

/** The reads: My Quotes, Manage Quotes and a quote's page. */
function quoteReads(app: FastifyInstance, ctx: AppContext, quotes: QuoteService): void {
  const { db } = ctx;
  const noCache = { 'Cache-Control': 'private, no-cache' };
  route<{ Querystring: QuotesQuery }>(
    app,
    quoteEndpoints.myQuotes,
    {
      schema: {
        tags,
        summary: 'A page of the caller’s quotes and, for a company member, their company’s; newest first, filtered by status',
        querystring: quotesQuery,
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const membership = await membershipOf(db, user.id);
      const page = await listQuotes(db, { userId: user.id, companyId: membership?.companyId ?? null }, { ...request.query, q: undefined });
      return reply.headers(noCache).send(page);
    },
  );

  route<{ Querystring: QuotesQuery }>(
    app,
    quoteEndpoints.manageQuotes,
    {
      schema: {
        tags,
        summary: 'A page of every quote (admin), newest first: filtered by status, searched by number (its start), company or buyer',
        querystring: quotesQuery,
      },
    },
    async (request, reply) => reply.headers(noCache).send(await listQuotes(db, 'all', request.query)),
  );

  route<{ Params: NumberParams }>(
    app,
    quoteEndpoints.getQuote,
    {
      schema: {
        tags,
        summary: 'A quote with its lines and every answer: its buyer’s, its company’s members’, or any for an admin (404 for anyone else)',
        description:
          '`canAccept`, `canDecline` and `canAnswer` say what the caller may do now. For the admin each line also carries `buyerPrice`: ' +
          'what its buyer would pay for its quantity today (the part’s price, its break or their company’s price list valid today) and its source.',
        params: quoteNumberParams,
      },
    },
    async (request, reply) => reply.headers(noCache).send(await quotes.read(request.params.number, currentUser(request))),
  );
}

/** Asking and answering: a buyer's request, the admin's answers. */
function quoteAsking(app: FastifyInstance, ctx: AppContext, quotes: QuoteService): void {
  route<{ Body: QuoteRequestBody }>(
    app,
    quoteEndpoints.requestQuote,
    {
      config: { ...ctx.writeLimit },
      schema: {
        tags,
        summary: 'Request a quote for these lines (signed in), with a note and a target price per line',
        description:
          'The same part twice is one line. Each part’s number, name and price are kept as they are now; a part no longer sold ' +
          'is refused (400, `error.fields` under its id). A line may instead name a part not sold here by a parts book row: ' +
          '`makerNumber`, `description` and the published `assemblyId` that lists it without a part (400 under `lines.<i>.<field>` ' +
          'otherwise). A company member’s quote is their company’s. Answers the quote (201).',
        body: quoteRequestBody,
      },
    },
    async (request, reply) => reply.status(201).send(await quotes.request(currentUser(request), request.body)),
  );

  route<{ Params: NumberParams; Body: QuoteAnswerBody }>(
    app,
    quoteEndpoints.answerQuote,
    {
      config: { ...ctx.writeLimit },
      schema: {
        tags,
        summary: 'Answer a quote (admin): a price for every line, the date they hold until, a message; a new revision',
        description:
          'Every line is priced exactly once (400 otherwise) and the date is today or later in the store’s time zone. A maker’s-number ' +
          'line names the sold part of ours supplying it (`partNumber` or `partId`; 400 under `prices.<i>.partNumber` when missing, ' +
          'unknown, replaced, not taking the quantity, or another line’s part). A requested, ' +
          'answered or expired quote may be answered (the earlier revision is kept); an accepted or declined one not (409). ' +
          'The buyer is e-mailed the prices with a link to the quote.',
        params: quoteNumberParams,
        body: quoteAnswerBody,
      },
    },
    async (request) => quotes.answer(request.params.number, currentUser(request), request.body),
  );
}

/** The buyer's and the admin's decisions: decline, withdraw, accept into an order. */
function quoteDecisions(app: FastifyInstance, ctx: AppContext, quotes: QuoteService): void {
  route<{ Params: NumberParams; Body: QuoteDeclineBody }>(
    app,
    quoteEndpoints.declineQuote,
    {
      config: { ...ctx.writeLimit },
      schema: {
        tags,
        summary: 'Decline a requested or answered quote: its buyer or the admin, optionally saying why (409 otherwise)',
        description: 'A colleague of the buyer may read the quote but not decline it (403). The buyer is e-mailed when the admin declines.',
        params: quoteNumberParams,
        body: quoteDeclineBody,
      },
    },
    async (request) => quotes.decline(request.params.number, currentUser(request), request.body.reason),
  );

  route<{ Params: NumberParams }>(
    app,
    quoteEndpoints.withdrawQuote,
    {
      config: { ...ctx.writeLimit },
      schema: {
        tags,
        summary: 'Withdraw a request not answered yet: the buyer who asked for it only',
        description:
          'The quote reads as declined by its customer before any answer. A colleague of the buyer or the admin is 403 (the admin declines ' +
          'instead), anyone else 404; a quote answered, accepted, declined or expired already is 409.',
        params: quoteNumberParams,
      },
    },
    async (request) => quotes.withdraw(request.params.number, currentUser(request)),
  );

  route<{ Params: NumberParams; Body: QuoteAcceptBody }>(
    app,
    quoteEndpoints.acceptQuote,
    {
      config: { ...ctx.writeLimit },
      schema: {
        tags,
        summary: 'Accept an answered quote (its buyer): one order of its lines at the quoted prices, placed as checkout places one',
        description:
          'The quote must be answered and valid today (409 otherwise, saying why). Stock is checked now: a line that cannot be had ' +
          'is 409 with its message under its part id in `error.fields`. A company’s rules apply as at checkout. Send an ' +
          '`Idempotency-Key` as for `POST /checkout`: a retry gets the first answer (201, the order) and never a second order.',
        params: quoteNumberParams,
        body: quoteAcceptBody,
      },
    },
    async (request, reply) => {
      const key = idempotencyKey(request.headers['idempotency-key']);
      const answer = (order: OrderDetail) => order;
      return replyPlaced(request, reply, quotes.accept(request.params.number, currentUser(request), request.body, key, answer), answer);
    },
  );
}
