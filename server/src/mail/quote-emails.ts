import { bnDay } from './bangla';
import {
  BN_LINES,
  buttonsBlock,
  composeEmail,
  dashboardLink,
  factsBlock,
  linesBlock,
  longDate,
  moneyFormat,
  type Fact,
  type Language,
  type MailLine,
  type MailSettings,
  type RenderedEmail,
} from './layout';

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

/** A quote's e-mail's words in Bangla, by their English. */
const BN_WORDS: Record<string, string> = {
  'Quote number': 'কোটেশন নম্বর',
  'Prices valid until': 'দাম বহাল থাকবে',
  'Our message': 'আমাদের বার্তা',
  Reason: 'কারণ',
  'Quoted price': 'কোট করা দাম',
  'Quote total': 'কোটেশনের মোট',
  'See your quote': 'আপনার কোটেশন দেখুন',
  'We have priced the parts you asked for. Accept the quote on its page to order them at these prices.':
    'আপনি যে পার্টসগুলো চেয়েছিলেন তার দাম আমরা দিয়েছি। এই দামে অর্ডার করতে কোটেশনের পাতায় গিয়ে তা গ্রহণ করুন।',
  'We cannot offer prices for this request. Ask for a new quote from your cart whenever you like.':
    'এই অনুরোধের জন্য আমরা দাম দিতে পারছি না। যখন খুশি আপনার কার্ট থেকে নতুন কোটেশন চাইতে পারেন।',
};

/** The headline of a quote's e-mail, in its language. */
function quoteHeadline(quote: QuoteMail, answered: boolean, language: Language): string {
  if (language === 'bn')
    return answered
      ? quote.revision > 1
        ? `আপনার কোটেশন ${quote.number}-এ নতুন দাম`
        : `আপনার কোটেশন ${quote.number}-এর উত্তর দেওয়া হয়েছে`
      : `আপনার কোটেশন ${quote.number} প্রত্যাখ্যাত হয়েছে`;
  return answered
    ? quote.revision > 1
      ? `Your quote ${quote.number} has new prices`
      : `Your quote ${quote.number} is answered`
    : `Your quote ${quote.number} was declined`;
}

/**
 * A quote's e-mail to its buyer. Answered: every line at its quoted
 * price, the total, until when the prices hold, the admin's message and a link to the quote's page,
 * where it is accepted. Declined: why, when the admin said. Every value is escaped; in the
 * recipient's language (English unless Bangla).
 */
export async function renderQuoteEmail(event: QuoteEmailEvent, quote: QuoteMail, settings: MailSettings, language: Language = 'en'): Promise<RenderedEmail> {
  const bangla = language === 'bn';
  const say = (english: string) => (bangla ? (BN_WORDS[english] ?? english) : english);
  const money = moneyFormat(settings, language);
  const link = dashboardLink(settings, 'quotes', quote.number);
  const answered = event === 'quote_answered';
  const facts: Fact[] = [
    [say('Quote number'), quote.number],
    ...(answered && quote.validUntil ? [[say('Prices valid until'), bangla ? bnDay(quote.validUntil) : longDate(quote.validUntil)] as Fact] : []),
    ...(answered && quote.message ? [[say('Our message'), quote.message] as Fact] : []),
    ...(!answered && quote.reason ? [[say('Reason'), quote.reason] as Fact] : []),
  ];
  const lines: MailLine[] = quote.lines.map((l) => ({
    label: `${l.partNumber} ${l.partName}`,
    quantity: l.quantity,
    unit: l.price === null ? '' : money.format(l.price),
    total: l.price === null ? '' : money.format((Math.round(l.price * 100) * l.quantity) / 100),
  }));
  const totalCents = quote.lines.reduce((sum, l) => sum + Math.round((l.price ?? 0) * 100) * l.quantity, 0);
  return composeEmail(settings, {
    headline: quoteHeadline(quote, answered, language),
    lead: say(
      answered
        ? 'We have priced the parts you asked for. Accept the quote on its page to order them at these prices.'
        : 'We cannot offer prices for this request. Ask for a new quote from your cart whenever you like.',
    ),
    // Only an answer has prices to list.
    blocks: [
      factsBlock(facts),
      ...(answered
        ? [linesBlock(lines, { price: say('Quoted price'), total: say('Quote total'), ...(bangla ? BN_LINES : {}) }, money.format(totalCents / 100))]
        : []),
      buttonsBlock([say('See your quote'), link]),
    ],
    ...(bangla ? { language } : {}),
  });
}
