import {
  buyingMessages,
  isMakerLine,
  linePrice,
  quantityRule,
  quoteMessages,
  type OrderDetail,
  type Quote,
  type QuoteAcceptBody,
  type QuoteAnswerBody,
  type QuoteLine,
  type QuoteRequestBody,
} from '@storefront/shared/schemas';
import type { AuthUser } from '../auth/auth';
import { mergeLines } from '../cart/lines';
import { membershipOf } from '../companies/membership.repo';
import type { AppContext } from '../context';
import type { Queryable } from '../db';
import { badRequest, conflict, forbidden, notFound } from '../http/errors';
import { enqueueQuoteEmail } from '../mail/outbox.repo';
import type { QuoteEmailEvent } from '../mail/quote-emails';
import type { OrderWorkflow, Placed } from '../orders/workflow';
import { pricingFor } from '../prices/pricing.repo';
import {
  findQuote,
  insertAnswer,
  insertQuote,
  lockQuote,
  partsForQuote,
  quoteAnswers,
  quoteLines,
  setAccepted,
  setDeclined,
  storeToday,
  type QuoteRow,
} from './quotes.repo';
import { mailedPart, makerLinesOf, suppliedPrices } from './maker-lines';

/** Who the caller is to a quote: its buyer, a member of its company, the storefront's admin. */
interface Standing {
  buyer: boolean;
  colleague: boolean;
  admin: boolean;
}

/** An accept whose quote was answered again between reading its prices and taking its row. */
const REVISED_MEANWHILE = 'This quote was answered again meanwhile: read its new prices, then accept it.';

/**
 * A quote's life (docs/prices-and-quotes.md): requested by a buyer from their cart, answered by
 * the storefront's admin (each answer a revision), declined, accepted into one order through the
 * order workflow (the quote marked accepted in the order's own transaction), expired by its date.
 * Each change and its e-mail are one transaction; routes check the request's shape and answer.
 */
export class QuoteService {
  private readonly mailDomain: string;

  constructor(
    private readonly ctx: Pick<AppContext, 'db' | 'config' | 'mail'>,
    private readonly workflow: Pick<OrderWorkflow, 'place'>,
  ) {
    this.mailDomain = new URL(ctx.config.mail.storefrontUrl).hostname || 'storefront.local';
  }

  private today(db: Queryable = this.ctx.db): Promise<string> {
    return storeToday(db, this.ctx.config.seller.timeZone);
  }

  /**
   * A signed-in customer asks for prices of their lines (the same part twice is one line), with a
   * note and target prices: each part's number, name and price are kept as they are now. A part
   * that is gone, or a quantity below its minimum, not in whole packs or above its maximum per
   * order, is refused (400 naming each). A line may name a maker's number from a parts book row
   * instead (`makerLinesOf`). The quote is their company's when they have one.
   */
  async request(user: AuthUser, body: QuoteRequestBody): Promise<Quote> {
    const ours = body.lines.flatMap((l) => (isMakerLine(l) || !l.partId ? [] : [{ ...l, partId: l.partId }]));
    const targets = new Map(ours.filter((l) => l.targetPrice != null).map((l) => [l.partId, l.targetPrice as number]));
    const lines = mergeLines(ours.map(({ partId, quantity }) => ({ partId, quantity })));
    const number = await this.ctx.db.transaction(async (tx) => {
      const makers = await makerLinesOf(tx, body);
      const parts = await partsForQuote(
        tx,
        lines.map((l) => l.partId),
      );
      const gone = lines.filter((l) => !parts.has(l.partId)).map((l) => l.partId);
      if (gone.length > 0)
        throw badRequest(`Some parts are no longer sold: ${gone.join(', ')}`, Object.fromEntries(gone.map((id) => [id, buyingMessages.partGone])));
      // A quote becomes an order: its quantities keep the parts' minimum, packs and maximum (the stock is checked at accept).
      const refused = lines.flatMap((l) => {
        const part = parts.get(l.partId)!;
        const message = quantityRule(l.quantity, { ...part, available: Number.MAX_SAFE_INTEGER });
        return message ? [{ part, message }] : [];
      });
      if (refused.length > 0)
        throw badRequest(
          `Some lines cannot be asked for as they are: ${refused.map((r) => r.part.sku).join(', ')}`,
          Object.fromEntries(refused.map((r) => [r.part.id, r.message])),
        );
      const membership = await membershipOf(tx, user.id);
      return insertQuote(tx, {
        userId: user.id,
        name: user.name || user.email.split('@')[0] || user.email,
        email: user.email,
        companyId: membership?.companyId ?? null,
        note: body.note ?? '',
        lines: [...lines.map((l) => ({ part: parts.get(l.partId)!, quantity: l.quantity, targetPrice: targets.get(l.partId) ?? null })), ...makers],
      });
    });
    return this.read(number, user);
  }

  /**
   * The quote's page for `user`: its buyer, a member of its company, the admin; anyone else is told
   * there is none (404). The admin's read carries each line's price for its buyer today.
   */
  async read(number: string, user: AuthUser): Promise<Quote> {
    const { db } = this.ctx;
    const quote = await findQuote(db, number);
    const standing = quote && (await this.standing(db, quote, user));
    if (!quote || !standing) throw notFound(quoteMessages.notFound);
    const [asked, answers, today] = await Promise.all([quoteLines(db, quote.id), quoteAnswers(db, quote.id), this.today()]);
    // The admin prices an answer by it; its buyer and colleagues read their own price while it is a request.
    const lines = standing.admin || quote.status === 'requested' ? await this.withBuyerPrices(db, quote.userId, asked) : asked;
    // An answered quote past its date is expired, whether or not the job has marked it yet.
    const status = quote.status === 'answered' && quote.validUntil !== null && quote.validUntil < today ? 'expired' : quote.status;
    const open = status === 'requested' || status === 'answered';
    const total = quote.revision > 0 ? lines.reduce((sum, l) => sum + Math.round((l.quotedPrice ?? 0) * 100) * l.quantity, 0) / 100 : null;
    return {
      number: quote.number,
      status,
      revision: quote.revision,
      lineCount: quote.lineCount,
      total,
      validUntil: quote.validUntil,
      name: quote.name,
      email: quote.email,
      company: quote.companyId ? { id: quote.companyId, name: quote.companyName ?? '' } : null,
      createdAt: quote.createdAt,
      updatedAt: quote.updatedAt,
      note: quote.note,
      lines,
      answers,
      declineReason: quote.declineReason,
      declinedBy: quote.declinedBy,
      orderNumber: quote.orderNumber,
      canAccept: standing.buyer && status === 'answered',
      canDecline: open && (standing.buyer || standing.admin),
      canAnswer: standing.admin && (open || status === 'expired'),
      canWithdraw: standing.buyer && status === 'requested',
      vatRate: this.ctx.config.seller.vatRate,
    };
  }

  /**
   * The admin's answer: a new revision with a price for every line exactly once and a date from
   * today on (store's time zone), naming the part of ours that supplies each maker's-number line
   * (`suppliedPrices`); the quote is answered, the earlier revision kept, the buyer e-mailed.
   */
  async answer(number: string, user: AuthUser, body: QuoteAnswerBody): Promise<Quote> {
    await this.ctx.db.transaction(async (tx) => {
      const quote = await lockQuote(tx, number);
      if (!quote) throw notFound(quoteMessages.notFound);
      if (quote.status === 'accepted' || quote.status === 'declined') throw conflict(quoteMessages.cannotAnswer);
      if (body.validUntil < (await this.today(tx))) throw badRequest(quoteMessages.validUntilPast, { validUntil: quoteMessages.validUntilPast });
      const lines = await quoteLines(tx, quote.id);
      const priced = new Set(body.prices.map((p) => p.lineNo));
      const everyLineOnce = priced.size === body.prices.length && priced.size === lines.length && lines.every((l) => priced.has(l.lineNo));
      if (!everyLineOnce) throw badRequest(quoteMessages.priceEveryLine, { prices: quoteMessages.priceEveryLine });
      const supplied = await suppliedPrices(tx, lines, body.prices);
      const revision = quote.revision + 1;
      const message = body.message ?? '';
      await insertAnswer(tx, quote.id, {
        revision,
        validUntil: body.validUntil,
        message,
        prices: supplied,
        by: { id: user.id, name: user.name || user.email },
      });
      const prices = new Map(supplied.map((p) => [p.lineNo, p]));
      await this.tell(tx, quote, 'quote_answered', {
        revision,
        validUntil: body.validUntil,
        message,
        reason: null,
        lines: lines.map((l) => ({ ...mailedPart(l, prices.get(l.lineNo)?.part), quantity: l.quantity, price: prices.get(l.lineNo)?.price ?? null })),
      });
    });
    this.ctx.mail.wake();
    return this.read(number, user);
  }

  /** Its buyer or the admin declines a requested or answered quote (a reason optional); the buyer is e-mailed when the admin does. */
  async decline(number: string, user: AuthUser, reason: string | undefined): Promise<Quote> {
    await this.ctx.db.transaction(async (tx) => {
      const quote = await lockQuote(tx, number);
      const standing = quote && (await this.standing(tx, quote, user));
      if (!quote || !standing) throw notFound(quoteMessages.notFound);
      if (!standing.buyer && !standing.admin) throw forbidden(quoteMessages.notYours);
      const past = quote.status === 'answered' && quote.validUntil !== null && quote.validUntil < (await this.today(tx));
      if ((quote.status !== 'requested' && quote.status !== 'answered') || past) throw conflict(quoteMessages.cannotDecline);
      const by = standing.buyer ? 'customer' : 'admin';
      await setDeclined(tx, quote.id, by, reason?.trim() || null);
      if (by === 'admin')
        await this.tell(tx, quote, 'quote_declined', { revision: quote.revision, validUntil: null, message: '', reason: reason?.trim() || null, lines: [] });
    });
    this.ctx.mail.wake();
    return this.read(number, user);
  }

  /**
   * The buyer who asked for it withdraws a request not answered yet: declined by the customer,
   * before any revision (`quoteWithdrawn`). Nobody else may (a colleague or the admin 403, whom
   * it is hidden from 404); an answered quote is declined instead (409). No e-mail: it is their own act.
   */
  async withdraw(number: string, user: AuthUser): Promise<Quote> {
    await this.ctx.db.transaction(async (tx) => {
      const quote = await lockQuote(tx, number);
      const standing = quote && (await this.standing(tx, quote, user));
      if (!quote || !standing) throw notFound(quoteMessages.notFound);
      if (!standing.buyer) throw forbidden(quoteMessages.notYoursToWithdraw);
      if (quote.status !== 'requested' || quote.revision > 0) throw conflict(quoteMessages.cannotWithdraw);
      await setDeclined(tx, quote.id, 'customer', null);
    });
    return this.read(number, user);
  }

  /**
   * Its buyer accepts an answered quote still valid today: one order of its lines at the latest
   * answer's prices, placed by the order workflow as checkout places one (stock checked now, the
   * company's rules applied, the Idempotency-Key honoured); in the same transaction the quote's
   * row is locked, its state checked again and it is marked accepted with the order. Of two accepts
   * at once one places the order, the other is refused (409).
   */
  async accept(number: string, user: AuthUser, body: QuoteAcceptBody, key: string | undefined, answer: (order: OrderDetail) => unknown): Promise<Placed> {
    const { db } = this.ctx;
    const quote = await findQuote(db, number);
    const standing = quote && (await this.standing(db, quote, user));
    if (!quote || !standing) throw notFound(quoteMessages.notFound);
    if (!standing.buyer) throw forbidden(quoteMessages.notYours);
    // An accepted quote may be a retry whose answer was lost: its key gets the first answer back.
    if (quote.status !== 'accepted' || !key) this.refuseAccepting(quote, await this.today());
    const lines = await quoteLines(db, quote.id);
    // Every line of an answered quote is a part of ours: a maker's-number line is the part its answer names.
    const ordered = lines.flatMap((l) => (l.partId ? [{ partId: l.partId, quantity: l.quantity, price: l.quotedPrice ?? l.listPrice ?? 0 }] : []));
    if (ordered.length !== lines.length && quote.status !== 'accepted') throw conflict(quoteMessages.notAnswered);
    return this.workflow.place({
      buyer: user,
      address: body.address,
      phone: body.phone,
      poReference: body.poReference,
      locationId: body.locationId,
      lines: ordered.map(({ partId, quantity }) => ({ partId, quantity })),
      fromCart: true,
      quote: { number: quote.number, prices: new Map(ordered.map((l) => [l.partId, l.price])) },
      then: async (tx, order) => {
        const locked = await lockQuote(tx, number);
        if (!locked) throw notFound(quoteMessages.notFound);
        this.refuseAccepting(locked, await this.today(tx));
        if (locked.revision !== quote.revision) throw conflict(REVISED_MEANWHILE);
        await setAccepted(tx, locked.id, order._id);
      },
      idempotency: key ? { key, request: { quote: number, ...body } } : undefined,
      answer,
    });
  }

  /**
   * Each line with what its buyer would pay for its quantity today (`buyerPrice`): the part's
   * price now, its breaks and the buyer's company's list valid today, read by `pricingFor` and
   * decided by `linePrice` as the cart and the order workflow decide; null for a part gone.
   */
  private async withBuyerPrices(db: Queryable, buyerId: string, lines: QuoteLine[]): Promise<QuoteLine[]> {
    const ids = [...new Set(lines.flatMap((l) => (l.partId ? [l.partId] : [])))];
    const [parts, pricing] = await Promise.all([partsForQuote(db, ids), pricingFor(db, buyerId, ids, this.ctx.config.seller.timeZone)]);
    return lines.map((line) => {
      const part = line.partId ? parts.get(line.partId) : undefined;
      if (!line.partId) return { ...line, buyerPrice: null };
      return { ...line, buyerPrice: part ? linePrice({ price: part.price, breaks: [], ...pricing.parts.get(line.partId) }, line.quantity) : null };
    });
  }

  /** 409 unless the quote is answered and valid today, saying why. */
  private refuseAccepting(quote: QuoteRow, today: string): void {
    if (quote.status === 'accepted') throw conflict(quoteMessages.accepted);
    if (quote.status === 'declined') throw conflict(quoteMessages.declined);
    if (quote.status === 'expired' || (quote.validUntil !== null && quote.validUntil < today)) throw conflict(quoteMessages.expired);
    if (quote.status !== 'answered') throw conflict(quoteMessages.notAnswered);
  }

  /** The caller's standing towards the quote, or undefined when they may not see it. */
  private async standing(db: Queryable, quote: QuoteRow, user: AuthUser): Promise<Standing | undefined> {
    const buyer = quote.userId === user.id;
    const admin = user.role === 'admin';
    // A company's quotes are read by each of its members (read now: a member removed a moment ago reads nothing).
    const colleague = !buyer && quote.companyId !== null && (await membershipOf(db, user.id))?.companyId === quote.companyId;
    return buyer || admin || colleague ? { buyer, colleague, admin } : undefined;
  }

  /** The buyer's e-mail about their quote, written in the change's transaction. */
  private async tell(tx: Queryable, quote: QuoteRow, event: QuoteEmailEvent, details: Omit<Parameters<typeof enqueueQuoteEmail>[3], 'number'>): Promise<void> {
    await enqueueQuoteEmail(tx, quote.email, event, { number: quote.number, ...details }, this.mailDomain);
  }
}
