import { loadConfig } from '../config';
import { renderPaymentEmail } from './payment-emails';

const settings = loadConfig({ STOREFRONT_URL: 'https://shop.example' }).mail;
const money = (n: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: settings.currency }).format(n);

describe('a payment’s e-mail', () => {
  it('names the amount, the day, the reference and what is still open, linking to the order’s page', async () => {
    const mail = await renderPaymentEmail(
      { number: 'SO-2026-000123' },
      { invoiceNumber: 'INV-2026-000045', amount: 1000, paidOn: '2026-11-20', reference: 'TT <001>', open: 438.08, invoicePaid: false },
      settings,
    );
    expect(mail.subject).toBe(`${settings.storeName}: Payment received for invoice INV-2026-000045`);
    expect(mail.text).toContain(`we have received your payment of ${money(1000)} for invoice INV-2026-000045. ${money(438.08)} is still open.`);
    expect(mail.text).toContain('Paid on: 20 November 2026\nReference: TT <001>\nInvoice: INV-2026-000045');
    expect(mail.text).toContain('See your order: https://shop.example/dashboard/orders/SO-2026-000123');
    expect(mail.html).toContain('TT &lt;001&gt;');
    expect(mail.html).not.toContain('TT <001>');
  });

  it('says when the payment made the invoice paid', async () => {
    const mail = await renderPaymentEmail(
      { number: 'SO-2026-000123' },
      { invoiceNumber: 'INV-2026-000045', amount: 438.08, paidOn: '2026-11-22', reference: null, open: 0, invoicePaid: true },
      settings,
    );
    expect(mail.text).toContain('invoice INV-2026-000045 is now paid in full');
    expect(mail.text).toContain('Reference: None given');
    expect(mail.text).toContain('Still open: Nothing: the invoice is paid');
  });
});
