import { loadConfig } from '../config';
import { renderQuoteEmail, type QuoteMail } from './quote-emails';
import { renderOrderEmail, type OrderMail } from './templates';

const settings = loadConfig({ STOREFRONT_URL: 'https://shop.example/', CURRENCY: 'BDT' }).mail;
const money = (amount: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'BDT' }).format(amount);
const quote: QuoteMail = {
  number: 'Q-2026-000042',
  revision: 1,
  lines: [
    { partNumber: 'SL-1', partName: 'Bobbin case', quantity: 500, price: 8.5 },
    { partNumber: 'HK-2', partName: 'Rotary hook <B>', quantity: 20, price: 110 },
  ],
  validUntil: '2026-12-31',
  message: 'Held for the year.',
  reason: null,
};

describe('quote e-mails', () => {
  it('tells the buyer their quote is answered: each line at its quoted price, the total, the date, the message and the link', async () => {
    const mail = await renderQuoteEmail('quote_answered', quote, settings);
    expect(mail.subject).toContain('Your quote Q-2026-000042 is answered');
    expect(mail.text).toContain(`- SL-1 Bobbin case: 500 × ${money(8.5)} = ${money(4250)}`);
    expect(mail.text).toContain(`- HK-2 Rotary hook <B>: 20 × ${money(110)} = ${money(2200)}`);
    expect(mail.text).toContain(`Quote total: ${money(6450)}`);
    expect(mail.text).toContain('Prices valid until: 31 December 2026');
    expect(mail.text).toContain('Our message: Held for the year.');
    expect(mail.text).toContain('See your quote: https://shop.example/dashboard/quotes/Q-2026-000042');
    expect(mail.html).toContain('href="https://shop.example/dashboard/quotes/Q-2026-000042"');
    expect(mail.html).toContain('Rotary hook &lt;B&gt;');
    expect((await renderQuoteEmail('quote_answered', { ...quote, revision: 2 }, settings)).subject).toContain('Your quote Q-2026-000042 has new prices');
  });

  it('tells the buyer the admin declined their quote, and why', async () => {
    const mail = await renderQuoteEmail('quote_declined', { ...quote, lines: [], validUntil: null, reason: 'Out of production.' }, settings);
    expect(mail.subject).toContain('Your quote Q-2026-000042 was declined');
    expect(mail.text).toContain('Reason: Out of production.');
    expect(mail.text).not.toContain('Quote total');
  });
});

describe('an order e-mail’s price notes', () => {
  const line = {
    partId: '00000000-0000-4000-8000-000000000001',
    partNumber: 'SL-1',
    partName: 'Bobbin case',
    unitPrice: 10,
    quantity: 60,
    lineTotal: 600,
    listPrice: 12,
  };
  const order: OrderMail = {
    number: 'SO-2026-000123',
    poReference: null,
    address: 'Plot 3, Gazipur',
    phone: '+8801711000001',
    lines: [
      { ...line, priceSource: 'break', priceMinQuantity: 50 },
      { ...line, partNumber: 'SL-2', priceSource: 'contract', priceMinQuantity: 1, priceListName: 'Annual <2026>' },
      { ...line, partNumber: 'SL-3', priceSource: 'quote', quoteNumber: 'Q-2026-000042' },
      { ...line, partNumber: 'SL-4', unitPrice: 12, lineTotal: 720, priceSource: 'list' },
    ],
    totalPrice: 2520,
    invoice: null,
  };

  it('says under each line where its price came from, and nothing under the part’s own price', async () => {
    const mail = await renderOrderEmail('placed', order, {}, settings);
    expect(mail.text).toContain(`- SL-1 Bobbin case: 60 × ${money(10)} = ${money(600)}\n  50+ price\n`);
    expect(mail.text).toContain('\n  Price list: Annual <2026>\n');
    expect(mail.text).toContain('\n  Quote Q-2026-000042\n');
    expect(mail.text).toContain(`- SL-4 Bobbin case: 60 × ${money(12)} = ${money(720)}\nOrder total`);
    expect(mail.html).toContain('Price list: Annual &lt;2026&gt;');
  });
});
