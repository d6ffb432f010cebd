import { bnDay } from './bangla';
import {
  buttonsBlock,
  composeEmail,
  dashboardLink,
  factsBlock,
  longDate,
  moneyFormat,
  type Fact,
  type Language,
  type MailSettings,
  type RenderedEmail,
} from './layout';
import type { OrderMail } from './templates';

/**
 * What a payment's e-mail says of the payment (kept with it in the outbox's `details`): the
 * invoice it was recorded against, its amount, the day it was paid, its reference, and what is
 * still open after it (0 once the invoice is paid).
 */
export interface PaymentMail {
  invoiceNumber: string;
  amount: number;
  paidOn: string;
  reference: string | null;
  open: number;
  invoicePaid: boolean;
}

/**
 * The customer's e-mail about a payment recorded against their order's invoice: the amount, the
 * day it was paid, its reference, what is still open or that the invoice is now paid, and a link
 * to the order's page. Every value is escaped; in the recipient's language (English unless Bangla).
 */
export async function renderPaymentEmail(
  order: Pick<OrderMail, 'number'>,
  payment: PaymentMail,
  settings: MailSettings,
  language: Language = 'en',
): Promise<RenderedEmail> {
  const money = moneyFormat(settings, language);
  const link = dashboardLink(settings, 'orders', order.number);
  if (language === 'bn') return bnPaymentEmail(order, payment, settings, link);
  const facts: Fact[] = [
    ['Amount', money.format(payment.amount)],
    ['Paid on', longDate(payment.paidOn)],
    ['Reference', payment.reference || 'None given'],
    ['Invoice', payment.invoiceNumber],
    payment.invoicePaid ? ['Still open', 'Nothing: the invoice is paid'] : ['Still open', money.format(payment.open)],
    ['Order number', order.number],
  ];
  return composeEmail(settings, {
    headline: `Payment received for invoice ${payment.invoiceNumber}`,
    lead: payment.invoicePaid
      ? `Thank you: we have received your payment of ${money.format(payment.amount)}, and invoice ${payment.invoiceNumber} is now paid in full.`
      : `Thank you: we have received your payment of ${money.format(payment.amount)} for invoice ${payment.invoiceNumber}. ${money.format(payment.open)} is still open.`,
    blocks: [factsBlock(facts), buttonsBlock(['See your order', link])],
  });
}

/** The payment's e-mail in Bangla. */
function bnPaymentEmail(order: Pick<OrderMail, 'number'>, payment: PaymentMail, settings: MailSettings, link: string): Promise<RenderedEmail> {
  const money = moneyFormat(settings, 'bn');
  const invoice = payment.invoiceNumber;
  const facts: Fact[] = [
    ['পরিমাণ', money.format(payment.amount)],
    ['পরিশোধের তারিখ', bnDay(payment.paidOn)],
    ['রেফারেন্স', payment.reference || 'দেওয়া হয়নি'],
    ['চালান', invoice],
    ['বাকি', payment.invoicePaid ? 'কিছুই না: চালান পরিশোধিত' : money.format(payment.open)],
    ['অর্ডার নম্বর', order.number],
  ];
  return composeEmail(settings, {
    headline: `চালান ${invoice}-এর পরিশোধ পেয়েছি`,
    lead: payment.invoicePaid
      ? `ধন্যবাদ: আমরা আপনার ${money.format(payment.amount)} পরিশোধ পেয়েছি, এবং চালান ${invoice} এখন সম্পূর্ণ পরিশোধিত।`
      : `ধন্যবাদ: চালান ${invoice}-এর জন্য আমরা আপনার ${money.format(payment.amount)} পরিশোধ পেয়েছি। ${money.format(payment.open)} এখনও বাকি।`,
    blocks: [factsBlock(facts), buttonsBlock(['আপনার অর্ডার দেখুন', link])],
    language: 'bn',
  });
}
