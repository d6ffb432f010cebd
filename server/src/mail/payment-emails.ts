import { buttonsBlock, composeEmail, dashboardLink, factsBlock, longDate, moneyFormat, type Fact, type MailSettings, type RenderedEmail } from './layout';
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
 * to the order's page. Every value is escaped.
 */
export async function renderPaymentEmail(order: Pick<OrderMail, 'number'>, payment: PaymentMail, settings: MailSettings): Promise<RenderedEmail> {
  const money = moneyFormat(settings);
  const link = dashboardLink(settings, 'orders', order.number);
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
