import { render, screen, within } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { MemoryNavigation } from '@storefront/shared/testing';
import { theme } from '@storefront/shared/ui';
import type { OrderDetail, OrderEvent, OrderLine } from '@storefront/shared';
import { OrderView, paymentTitle, priceSourceText } from './OrderView';

const line = (n: number, over: Partial<OrderLine> = {}): OrderLine => ({
  partId: `aaaaaaaa-aaaa-4aaa-8aaa-00000000000${n}`,
  partNumber: `SL-RH-000${n}`,
  partName: `Part ${n}`,
  unitPrice: 653.25,
  quantity: 10,
  lineTotal: 6532.5,
  listPrice: 653.25,
  priceSource: 'list',
  priceMinQuantity: null,
  priceListName: null,
  quoteNumber: null,
  ...over,
});

const order = (lines: OrderLine[]): OrderDetail => ({
  _id: '11111111-1111-4111-8111-111111111111',
  number: 'SO-2026-000042',
  bookingId: lines[0]!.partId,
  partName: lines[0]!.partName,
  unitPrice: lines[0]!.unitPrice,
  totalPrice: lines.reduce((sum, l) => sum + l.lineTotal, 0),
  lineCount: lines.length,
  poReference: null,
  name: 'Karim Customer',
  email: 'customer@stitchline.com',
  address: 'House 12, Road 5, Gazipur',
  phone: '01711000000',
  orderQuantity: 10,
  status: 'pending',
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  customerRemoved: false,
  invoice: null,
  timeline: [],
  lines,
});

const lines = [
  line(1),
  line(2, { unitPrice: 610, lineTotal: 30500, quantity: 50, priceSource: 'break', priceMinQuantity: 50 }),
  line(3, { unitPrice: 590, lineTotal: 5900, priceSource: 'contract', priceMinQuantity: 1, priceListName: 'Dhaka Knitwear 2026' }),
  line(4, { unitPrice: 560, lineTotal: 28000, quantity: 50, priceSource: 'quote', quoteNumber: 'Q-2026-000007' }),
  // An order placed before prices had sources: neither a source nor a list price.
  { partId: 'aaaaaaaa-aaaa-4aaa-8aaa-000000000005', partNumber: 'SL-RH-0005', partName: 'Part 5', unitPrice: 100, quantity: 1, lineTotal: 100 },
];

const show = (customer: boolean) =>
  render(
    <ThemeProvider theme={theme}>
      <MemoryNavigation initial="/dashboard/orders/SO-2026-000042">
        <OrderView order={order(lines)} customer={customer} />
      </MemoryNavigation>
    </ThemeProvider>,
  );

const unitPrices = () =>
  within(screen.getByRole('region', { name: 'The order’s lines' }))
    .getAllByRole('row')
    .slice(1, -1)
    .map((row) => within(row).getAllByRole('cell')[2]!.textContent);

describe('an order’s lines: where each price came from', () => {
  it('names the break, the price list or the quote under a unit price that is not the part’s own, with the list price beside a lower one', () => {
    show(true);
    expect(unitPrices()).toEqual([
      expect.stringMatching(/^BDT\s653\.25$/),
      expect.stringMatching(/^BDT\s610\.0050\+ price · List BDT\s653\.25$/),
      expect.stringMatching(/^BDT\s590\.00Price list: Dhaka Knitwear 2026 · List BDT\s653\.25$/),
      expect.stringMatching(/^BDT\s560\.00Quote Q-2026-000007 · List BDT\s653\.25$/),
      expect.stringMatching(/^BDT\s100\.00$/),
    ]);
  });

  it('links a quote’s line to the quote: the buyer’s page for a customer, Manage Quotes’ for an admin', () => {
    const { unmount } = show(true);
    expect(screen.getByRole('link', { name: 'Q-2026-000007' })).toHaveAttribute('href', '/dashboard/quotes/Q-2026-000007');
    unmount();
    show(false);
    expect(screen.getByRole('link', { name: 'Q-2026-000007' })).toHaveAttribute('href', '/dashboard/manageQuotes/Q-2026-000007');
  });

  it('says each source in words, and nothing for the part’s own price', () => {
    expect(priceSourceText({ priceSource: 'break', priceMinQuantity: 200 })).toBe('200+ price');
    expect(priceSourceText({ priceSource: 'contract', priceListName: 'Annual 2026' })).toBe('Price list: Annual 2026');
    expect(priceSourceText({ priceSource: 'quote', quoteNumber: 'Q-2026-000001' })).toBe('Quote Q-2026-000001');
    expect(priceSourceText({ priceSource: 'list' })).toBeNull();
    expect(priceSourceText({})).toBeNull();
  });
});

describe('an order’s timeline: payments against its invoice', () => {
  const sent = { to: 'customer@stitchline.com', sentAt: '2026-11-22T10:00:01.000Z', attempts: 1, problem: null, nextAttemptAt: null };
  const timeline: OrderEvent[] = [
    { status: 'pending', at: '2026-11-20T10:00:00.000Z', by: { role: 'customer', name: 'Karim Customer' } },
    { status: 'confirmed', at: '2026-11-20T11:00:00.000Z', by: { role: 'admin', name: 'Rahim Admin' } },
    {
      status: 'confirmed',
      at: '2026-11-21T10:00:00.000Z',
      by: { role: 'admin', name: 'Rahim Admin' },
      kind: 'payment',
      payment: { amount: 1000, reference: 'TT-001', invoicePaid: false },
      email: sent,
    },
    { status: 'shipped', at: '2026-11-21T12:00:00.000Z', by: { role: 'admin', name: 'Rahim Admin' }, carrier: 'Sundarban Courier', trackingNumber: 'SC-1' },
    {
      status: 'shipped',
      at: '2026-11-22T10:00:00.000Z',
      by: { role: 'admin', name: 'Rahim Admin' },
      kind: 'payment',
      payment: { amount: 438.08, reference: null, invoicePaid: true },
      email: { ...sent, sentAt: null, problem: 'the mail server could not be reached', attempts: 2, nextAttemptAt: '2026-11-22T10:05:00.000Z' },
    },
  ];
  const showTimeline = (customer: boolean) =>
    render(
      <ThemeProvider theme={theme}>
        <MemoryNavigation initial="/dashboard/orders/SO-2026-000042">
          <OrderView order={{ ...order(lines), status: 'shipped', timeline }} customer={customer} />
        </MemoryNavigation>
      </ThemeProvider>,
    );
  const entries = () =>
    within(screen.getByRole('region', { name: 'Timeline' }))
      .getAllByRole('listitem')
      .map((item) => item.querySelector('strong')!.textContent);

  it('names each payment, who recorded it and its reference for an admin, with "invoice paid" on the one that paid it', () => {
    showTimeline(false);
    expect(entries()).toEqual([
      'Placed',
      'Confirmed',
      expect.stringMatching(/^Payment of BDT\s1,000\.00 recorded by Rahim Admin \(reference TT-001\)$/),
      'Shipped',
      expect.stringMatching(/^Payment of BDT\s438\.08 recorded by Rahim Admin — invoice paid$/),
    ]);
    const items = within(screen.getByRole('region', { name: 'Timeline' })).getAllByRole('listitem');
    expect(items[2]).toHaveTextContent('E-mail sent to customer@stitchline.com');
    expect(items[4]).toHaveTextContent('E-mail to customer@stitchline.com waiting: the mail server could not be reached');
  });

  it('reads for the customer as recorded by our team, never naming the admin', () => {
    showTimeline(true);
    const region = screen.getByRole('region', { name: 'Timeline' });
    expect(entries()[2]).toMatch(/^Payment of BDT\s1,000\.00 recorded by our team \(reference TT-001\)$/);
    expect(entries()[4]).toMatch(/^Payment of BDT\s438\.08 recorded by our team — invoice paid$/);
    expect(region).not.toHaveTextContent('Rahim Admin');
  });

  it('says a payment in one sentence whatever its reader', () => {
    const payment = timeline[2]!;
    const format = (amount: number) => `BDT ${amount.toFixed(2)}`;
    expect(paymentTitle(payment, false, format)).toBe('Payment of BDT 1000.00 recorded by Rahim Admin (reference TT-001)');
    expect(paymentTitle({ ...payment, by: { role: 'admin', name: null } }, false, format)).toBe(
      'Payment of BDT 1000.00 recorded by an admin (reference TT-001)',
    );
    expect(paymentTitle(timeline[4]!, true, format)).toBe('Payment of BDT 438.08 recorded by our team — invoice paid');
  });
});
