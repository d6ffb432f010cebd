import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { formatDateTime, type Cart, type OrderDetail } from '@storefront/shared';
import { fakeApi, renderPage, customerSession } from '../../../test/renderPage';
import OrderPage from './OrderPage';
import { customerOrderDetail, orderLine } from '../../../test/orderFixtures';

const line = orderLine;
const order: OrderDetail = customerOrderDetail({ poReference: 'PO-7781' });
const key = `GET /booking/${order.number}`;
const show = () => renderPage(<OrderPage />, customerSession, `/dashboard/orders/${order.number}`, { number: order.number });

describe('an order’s page (customer)', () => {
  it('shows the order: number, status, PO reference, delivery, every line and the total', async () => {
    fakeApi({ [key]: { body: order } });
    show();
    expect(await screen.findByRole('heading', { level: 1, name: 'Order SO-2026-000042' })).toBeInTheDocument();
    expect(screen.getByText('pending')).toBeInTheDocument();
    expect(screen.getByText('PO-7781')).toBeInTheDocument();
    expect(screen.getByText('House 12, Road 5, Gazipur')).toBeInTheDocument();
    // No invoice before the order is confirmed.
    expect(screen.getByText('Issued when the order is confirmed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download invoice' })).toBeNull();
    const rows = within(screen.getByRole('region', { name: /lines/ })).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([
      'LinePart numberPartUnit priceQuantityLine total',
      expect.stringMatching(/^1SL-XX-0001Part 1BDT\s10\.005BDT\s50\.00$/),
      expect.stringMatching(/^2SL-XX-0002Part 2BDT\s20\.005BDT\s100\.00$/),
      expect.stringMatching(/^Order totalBDT\s150\.00$/),
    ]);
    // Each figure carries its column's name, which a phone's card shows beside it.
    const cells = within(rows[1]!).getAllByRole('cell');
    expect(cells.map((cell) => cell.getAttribute('data-label'))).toEqual(['Line', 'Part number', 'Unit price', 'Quantity', 'Line total']);
  });

  it('says where a line’s price came from when not the part’s own, the quote’s a link to its page, with the list price beside', async () => {
    const priced = {
      ...order,
      lines: [
        line(1, { listPrice: 10, priceSource: 'list' as const }),
        line(2, { unitPrice: 18, lineTotal: 90, listPrice: 20, priceSource: 'quote' as const, quoteNumber: 'Q-2026-000001' }),
      ],
    };
    fakeApi({ [key]: { body: priced } });
    show();
    const table = within(await screen.findByRole('region', { name: /lines/ }));
    const prices = table
      .getAllByRole('row')
      .slice(1, -1)
      .map((row) => within(row).getAllByRole('cell')[2]!.textContent);
    expect(prices).toEqual([expect.stringMatching(/^BDT\s10\.00$/), expect.stringMatching(/^BDT\s18\.00Quote Q-2026-000001 · List BDT\s20\.00$/)]);
    expect(table.getByRole('link', { name: 'Q-2026-000001' })).toHaveAttribute('href', '/dashboard/quotes/Q-2026-000001');
  });

  it('offers the invoice of a confirmed order, named by its number', async () => {
    fakeApi({ [key]: { body: { ...order, status: 'confirmed', invoice: { number: 'INV-2026-000007', issuedAt: '2026-11-20T12:00:00.000Z' } } } });
    show();
    const button = await screen.findByRole('button', { name: 'Download invoice' });
    expect(button).toHaveAccessibleDescription(/^INV-2026-000007, issued/);
  });

  it('shows its timeline: what, who and when, the carrier and tracking number, and each e-mail sent or waiting and why', async () => {
    const shipped: OrderDetail = {
      ...order,
      status: 'shipped',
      timeline: [
        { ...order.timeline[0]!, email: { to: 'karim@example.com', sentAt: '2026-11-20T10:00:05.000Z', attempts: 1, problem: null, nextAttemptAt: null } },
        {
          status: 'confirmed',
          at: '2026-11-20T12:00:00.000Z',
          by: { role: 'admin', name: 'Ada Admin' },
          reason: null,
          carrier: null,
          trackingNumber: null,
          email: {
            to: 'karim@example.com',
            sentAt: null,
            attempts: 3,
            problem: 'the mail server could not be reached',
            nextAttemptAt: '2026-11-20T12:04:00.000Z',
          },
        },
        {
          status: 'shipped',
          at: '2026-11-21T09:15:00.000Z',
          by: { role: 'admin', name: 'Ada Admin' },
          reason: null,
          carrier: 'DHL',
          trackingNumber: 'JD0146',
          email: { to: 'karim@example.com', sentAt: null, attempts: 1, problem: null, nextAttemptAt: null },
        },
      ],
    };
    fakeApi({ [key]: { body: shipped } });
    show();
    const timeline = within(await screen.findByRole('region', { name: 'Timeline' }));
    const items = timeline.getAllByRole('listitem').map((li) => li.textContent);
    // Each time in the reader's own zone, named (the test's zone here; the browser tests read in Asia/Dhaka).
    const at = (iso: string) => formatDateTime(iso);
    expect(items).toEqual([
      `Placed${at('2026-11-20T10:00:00.000Z')} · By youE-mail sent to karim@example.com · ${at('2026-11-20T10:00:05.000Z')}`,
      `Confirmed${at('2026-11-20T12:00:00.000Z')} · By our teamE-mail to karim@example.com waiting: the mail server could not be reached · next try ${at('2026-11-20T12:04:00.000Z')}`,
      `Shipped${at('2026-11-21T09:15:00.000Z')} · By our teamCarrier: DHL · Tracking number: JD0146 (track it on the carrier’s site, opens in a new tab)E-mail to karim@example.com is being sent`,
    ]);
    // A known carrier's number links to its tracking page.
    expect(timeline.getByRole('link', { name: /^JD0146/ })).toHaveAttribute(
      'href',
      'https://www.dhl.com/global-en/home/tracking/tracking-express.html?submit=1&tracking-id=JD0146',
    );
    // The customer is not told which admin did it.
    expect(screen.queryByText(/Ada Admin/)).toBeNull();
  });

  it('Order again asks first: a cart without its parts gets its lines, the message says what changed, and the cart opens', async () => {
    const cart: Cart = { lines: [], total: 0 };
    const { calls } = fakeApi({
      [key]: { body: order },
      'GET /cart': { body: cart },
      'POST /cart/lines': {
        body: {
          cart: { ...cart, lines: [{ partId: line(1).partId, quantity: 5, addedPrice: 10, part: null, problem: null }] },
          changes: [{ partId: line(2).partId, label: 'SL-XX-0002', message: 'This part is out of stock. It was not added.' }],
        },
      },
    });
    const { toast, navigate } = show();
    const opener = await screen.findByRole('button', { name: 'Order again' });
    fireEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Order again: SO-2026-000042' });
    expect(await within(dialog).findByText(/The order’s 2 lines go into your cart/)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    expect(within(dialog).queryByRole('button', { name: 'Replace those lines' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add to the cart' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/cart', undefined));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ lines: order.lines.map((l) => ({ partId: l.partId, quantity: l.quantity })), mode: 'add' });
    expect(toast.info).toHaveBeenCalledWith('Added 1 line. SL-XX-0002: This part is out of stock. It was not added.');
  });

  it('Order again shows both quantities of a part already in the cart; Replace sets the order’s, and the message names it', async () => {
    const inCart = { partId: line(1).partId, quantity: 10, addedPrice: 10, part: null, problem: null };
    const { calls } = fakeApi({
      [key]: { body: order },
      'GET /cart': { body: { lines: [inCart], total: 100 } },
      'POST /cart/lines': {
        body: {
          cart: {
            lines: [
              { ...inCart, quantity: 5 },
              { ...inCart, partId: line(2).partId, quantity: 5 },
            ],
            total: 150,
          },
          changes: [],
        },
      },
    });
    const { toast } = show();
    fireEvent.click(await screen.findByRole('button', { name: 'Order again' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText(/Your cart already holds one of these parts/)).toBeInTheDocument();
    const items = within(within(dialog).getByRole('list', { name: 'The order’s lines' })).getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual(['SL-XX-0001 · Part 1On the order: 5 · In your cart: 10', 'SL-XX-0002 · Part 2On the order: 5']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Replace those lines' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Added 1 line; SL-XX-0001 now 5 (was 10).'));
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ mode: 'replace' });
  });

  it('Order again’s question closes on Cancel and on Escape, sends nothing, and gives the focus back', async () => {
    const { calls } = fakeApi({ [key]: { body: order }, 'GET /cart': { body: { lines: [], total: 0 } } });
    show();
    const opener = await screen.findByRole('button', { name: 'Order again' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(opener).toHaveFocus();
    fireEvent.click(opener);
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('says when there is no such order among the customer’s (the API answers 404)', async () => {
    fakeApi({ [key]: { status: 404, body: { error: { code: 'NOT_FOUND', message: 'No order with this number' } } } });
    show();
    expect(await screen.findByText('No such order')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See your orders' })).toHaveAttribute('href', '/dashboard/orders');
  });
});
