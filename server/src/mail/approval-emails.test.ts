import { loadConfig } from '../config';
import { renderOrderEmail, type OrderMail } from './templates';
import { emailOfStatus } from './rules';

const settings = loadConfig({ STOREFRONT_URL: 'https://shop.example' }).mail;
const order: OrderMail = {
  number: 'SO-2026-000123',
  poReference: 'PO-9',
  address: 'Plot 3, Gazipur',
  phone: '+8801711000001',
  lines: [
    {
      partId: '00000000-0000-4000-8000-000000000001',
      partNumber: 'SL-1',
      partName: 'Bobbin case',
      unitPrice: 10,
      quantity: 11,
      lineTotal: 110,
      listPrice: 10,
      priceSource: 'list',
    },
  ],
  totalPrice: 110,
  invoice: null,
  createdAt: '2026-11-29T06:00:00.000Z',
};

describe('a company order’s e-mails', () => {
  it('asks every approver to decide, linking to the order’s page and saying who placed it and why it waits', async () => {
    const mail = await renderOrderEmail('approval_needed', order, { heldFor: 'order', buyer: 'Rahim <Buyer>' }, settings);
    expect(mail.subject).toContain('Order SO-2026-000123 waits for your approval');
    expect(mail.text).toContain('Rahim <Buyer> placed an order above the buyer’s limit per order.');
    expect(mail.text).toContain('Approve or reject it: https://shop.example/dashboard/orders/SO-2026-000123');
    expect(mail.html).toContain('Rahim &lt;Buyer&gt;');
    expect(mail.html).toContain('href="https://shop.example/dashboard/orders/SO-2026-000123"');
  });

  it('tells the buyer their order waits for approval, then that it was approved, rejected (why, by whom) or held for credit', async () => {
    expect((await renderOrderEmail('placed', order, { heldFor: 'month' }, settings)).text).toContain('It is above your monthly limit, so it waits');
    expect((await renderOrderEmail('placed', order, {}, settings)).text).toContain('We will confirm it shortly');
    expect((await renderOrderEmail('approved', order, { decidedBy: 'Karim' }, settings)).text).toContain('Approved by: Karim');
    const rejected = await renderOrderEmail('rejected', order, { decidedBy: 'Karim', reason: 'Over budget.' }, settings);
    expect(rejected.subject).toContain('was not approved');
    expect(rejected.text).toContain('Rejected by: Karim\nReason: Over budget.');
    expect((await renderOrderEmail('on_hold', order, {}, settings)).text).toContain('above its credit limit');
  });

  it('names the e-mail of each change by who made it', () => {
    expect(emailOfStatus('awaiting_approval', 'customer')).toBe('placed');
    expect(emailOfStatus('on_hold', 'customer')).toBe('on_hold');
    expect(emailOfStatus('pending', 'approver')).toBe('approved');
    expect(emailOfStatus('pending', 'admin')).toBe('approved');
    expect(emailOfStatus('pending', 'customer')).toBe('placed');
    expect(emailOfStatus('cancelled', 'approver')).toBe('rejected');
    expect(emailOfStatus('cancelled', 'system')).toBe('cancelled');
    expect(emailOfStatus('delivered', 'admin')).toBeUndefined();
  });
});
