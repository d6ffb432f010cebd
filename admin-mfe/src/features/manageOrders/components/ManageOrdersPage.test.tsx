import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { endpoints, type Order, type OrdersOverview } from '@storefront/shared';
import { theme } from '@storefront/shared/ui';
import { pageOf } from '@storefront/shared/testing';
import { fakeApi, renderPage } from '../../../test/renderPage';
import { DailyBarChart, niceMax, shortDay } from './DailyBarChart';
import ManageOrdersPage from './ManageOrdersPage';

const order = (id: string, over: Partial<Order>): Order => ({
  _id: id,
  number: `SO-2026-${id.replace(/\D/g, '').padStart(6, '0').slice(-6)}`,
  bookingId: 'part-1',
  partName: 'Bobbin case',
  unitPrice: 450,
  totalPrice: 4500,
  name: 'Karim',
  email: 'karim@example.com',
  address: 'House 12, Road 5, Gazipur',
  phone: '01711000000',
  orderQuantity: 10,
  lineCount: 1,
  poReference: null,
  status: 'pending',
  createdAt: '2026-11-20T09:30:00.000Z',
  customerRemoved: false,
  ...over,
});

const A = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const olderOrders: Order[] = [
  order('o-old', {
    partName: 'Needle plate',
    status: 'shipped',
    createdAt: '2026-11-01T08:00:00.000Z',
    name: 'Rupa',
    email: 'rupa@example.com',
    customerRemoved: true,
  }),
  order(A, { createdAt: '2026-11-21T10:00:00.000Z' }),
  order('o-cancel', { partName: 'Presser foot', status: 'cancelled', createdAt: '2026-11-10T08:00:00.000Z' }),
];
/** As the API answers: newest first. */
const orders = [...olderOrders].sort((a, b) => b.createdAt.localeCompare(a.createdAt));

function days(n = 30): OrdersOverview['days'] {
  return Array.from({ length: n }, (_, i) => {
    const date = new Date(Date.UTC(2026, 9, 23 + i)).toISOString().slice(0, 10);
    return { date, orders: i === 28 ? 4 : i % 7 === 0 ? 1 : 0, revenue: i === 28 ? 18000 : i % 7 === 0 ? 450 : 0 };
  });
}

const overview: OrdersOverview = {
  days: days(),
  bestSellers: [
    { partId: 'part-1', name: 'Bobbin case', quantity: 40, revenue: 18000 },
    { partId: 'part-2', name: 'Needle plate', quantity: 12, revenue: 14400 },
  ],
};

const bodyRows = () => screen.getAllByRole('row').filter((row) => row.closest('tbody') && row.closest('section[aria-labelledby="all-orders-title"]'));

describe('ManageOrdersPage', () => {
  it("lists every customer's orders newest first, with the My Orders columns and the customer", async () => {
    fakeApi({ 'GET /booking': { body: pageOf(orders) }, 'GET /booking/overview': { body: overview } });
    renderPage(<ManageOrdersPage />);
    expect(await screen.findByText('Showing 3 of 3 orders')).toBeInTheDocument();
    const rows = bodyRows();
    expect(rows.map((r) => within(r).getAllByRole('cell')[2]!.textContent)).toEqual(['Bobbin case', 'Presser foot', 'Needle plate']);
    expect(within(rows[0]!).getAllByRole('cell')[0]).toHaveTextContent(/^SO-2026-\d{6}$/);
    const first = within(rows[0]!);
    for (const text of ['Karim', 'karim@example.com', '1', 'BDT 4,500.00', 'pending', 'Nov 21, 2026', 'House 12, Road 5, Gazipur', '01711000000']) {
      expect(first.getByText(text)).toBeInTheDocument();
    }
    expect(first.queryByText('removed customer')).toBeNull();
    // A removed customer's order stays, marked.
    expect(within(rows[2]!).getByText('removed customer')).toBeInTheDocument();
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(expect.arrayContaining(['Order', 'Customer', 'Part', 'Lines', 'Total', 'Status', 'Date', 'Address', 'Phone']));
    // The number opens the order's page.
    const number = orders[0]!.number;
    expect(within(rows[0]!).getByRole('link', { name: number })).toHaveAttribute('href', `/dashboard/manageorders/${number}`);
  });

  it('searches, filters and sorts on the server, keeping the view in the URL', async () => {
    const shipped = orders.filter((o) => o.status === 'shipped');
    const api = fakeApi({
      'GET /booking': { body: pageOf(orders) },
      'GET /booking/overview': { body: overview },
      'GET /booking?status=shipped': { body: pageOf(shipped) },
      'GET /booking?q=rupa&status=shipped': { body: pageOf(shipped) },
      'GET /booking?q=rupa&status=shipped&sort=-total': { body: pageOf(shipped) },
    });
    const { navigate } = renderPage(<ManageOrdersPage />);
    await screen.findByText('Showing 3 of 3 orders');
    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), { target: { value: 'shipped' } });
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(navigate).toHaveBeenLastCalledWith('/dashboard?status=shipped', { replace: false, state: { keepScroll: true } });
    const search = screen.getByRole('searchbox', { name: 'Search orders' });
    fireEvent.change(search, { target: { value: 'rupa' } });
    fireEvent.keyDown(search, { key: 'Enter' });
    await waitFor(() => expect(api.calls.map((c) => c.path)).toContain('/booking?q=rupa&status=shipped'));
    expect(navigate).toHaveBeenLastCalledWith('/dashboard?status=shipped&q=rupa', { replace: true, state: { keepScroll: true } });
    fireEvent.click(screen.getByRole('button', { name: /^Total/ }));
    await waitFor(() => expect(api.calls.map((c) => c.path)).toContain('/booking?q=rupa&status=shipped&sort=-total'));
    expect(screen.getByRole('columnheader', { name: /^Total/ })).toHaveAttribute('aria-sort', 'descending');
  });

  it('starts from the view in the URL, and says so when nothing matches', async () => {
    fakeApi({ 'GET /booking?status=pending&from=2026-01-01': { body: pageOf([]) }, 'GET /booking/overview': { body: overview } });
    renderPage(<ManageOrdersPage />, undefined, '/dashboard?status=pending&from=2026-01-01');
    expect(await screen.findByText('No orders match')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('pending');
    expect(screen.getByLabelText('From')).toHaveValue('2026-01-01');
    expect(screen.getByRole('button', { name: 'Clear search and filters' })).toBeInTheDocument();
  });

  describe('Export CSV', () => {
    const exported: string[] = [];
    const saved: { href: string; download: string }[] = [];
    /** The export's answers beside the list's: a CSV file, or the API's error. */
    function withExport(answer: { status: number; body: unknown }) {
      const listApi = global.fetch;
      global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const url = new URL(String(input));
        if (url.pathname !== '/booking/export') return listApi(input, init);
        exported.push(`${url.pathname}${url.search}`);
        return {
          ok: answer.status < 400,
          status: answer.status,
          blob: async () => new Blob([String(answer.body)], { type: 'text/csv' }),
          json: async () => answer.body,
        } as unknown as Response;
      }) as unknown as typeof fetch;
    }
    beforeEach(() => {
      exported.length = 0;
      saved.length = 0;
      URL.createObjectURL = jest.fn(() => 'blob:orders');
      URL.revokeObjectURL = jest.fn();
      jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        saved.push({ href: this.href, download: this.download });
      });
    });
    afterEach(() => jest.restoreAllMocks());

    it('downloads the orders of the view in the URL as a dated CSV file', async () => {
      fakeApi({ 'GET /booking?status=pending&from=2026-01-01': { body: pageOf(orders) }, 'GET /booking/overview': { body: overview } });
      withExport({ status: 200, body: 'number,status\n' });
      const { toast } = renderPage(<ManageOrdersPage />, undefined, '/dashboard?status=pending&from=2026-01-01');
      await screen.findByText('Showing 3 of 3 orders');
      fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
      await waitFor(() => expect(saved).toHaveLength(1));
      expect(exported).toEqual(['/booking/export?status=pending&from=2026-01-01']);
      expect(saved[0]).toEqual({ href: 'blob:orders', download: `orders-${new Date().toISOString().slice(0, 10)}.csv` });
      await waitFor(() => expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled());
      expect(toast.error).not.toHaveBeenCalled();
    });

    it('says why when the export is refused', async () => {
      fakeApi({ 'GET /booking': { body: pageOf(orders) }, 'GET /booking/overview': { body: overview } });
      withExport({ status: 503, body: { error: { code: 'DATABASE_UNAVAILABLE', message: 'The database is not answering.' } } });
      const { toast } = renderPage(<ManageOrdersPage />);
      await screen.findByText('Showing 3 of 3 orders');
      fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
      await waitFor(() => expect(toast.error).toHaveBeenCalledWith('The orders could not be exported: The database is not answering.'));
      expect(saved).toHaveLength(0);
    });
  });

  it('offers each order its next steps, asks first naming the order, and confirms one', async () => {
    let confirmed = false;
    const confirm = (o: Order): Order => (o._id === A && confirmed ? { ...o, status: 'confirmed' } : o);
    const api = fakeApi({
      'GET /booking': () => ({ body: pageOf(orders.map(confirm)) }),
      'GET /booking/overview': { body: overview },
      [`PATCH /booking/${A}`]: () => {
        confirmed = true;
        return { body: confirm(orders.find((o) => o._id === A)!) };
      },
    });
    const { toast } = renderPage(<ManageOrdersPage />);
    const number = orders.find((o) => o._id === A)!.number;
    // Pending: Confirm and Cancel; shipped: Mark delivered; cancelled: nothing.
    expect(await screen.findAllByRole('button', { name: /^Confirm/ })).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: /^Cancel SO-/ })).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: /^Mark delivered/ })).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /^Mark shipped/ })).toBeNull();

    const opener = screen.getByRole('button', { name: `Confirm ${number} for Karim` });
    fireEvent.click(opener);
    const dialog = within(screen.getByRole('alertdialog', { name: `Confirm order ${number}?` }));
    expect(dialog.getByRole('button', { name: 'Back' })).toHaveFocus();
    fireEvent.click(dialog.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(`Order ${number} for Karim confirmed`));
    expect(api.calls.find((c) => c.method === 'PATCH')?.body).toEqual({ status: 'confirmed' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await waitFor(() => expect(within(bodyRows()[0]!).getByText('confirmed')).toBeInTheDocument());
    expect(within(bodyRows()[0]!).getByRole('button', { name: /^Mark shipped/ })).toBeInTheDocument();
  });

  it('asks a reason to cancel, and says so when none is given', async () => {
    const api = fakeApi({
      'GET /booking': { body: pageOf(orders) },
      'GET /booking/overview': { body: overview },
      [`PATCH /booking/${A}`]: { body: { ...orders.find((o) => o._id === A)!, status: 'cancelled' } },
    });
    const { toast } = renderPage(<ManageOrdersPage />);
    fireEvent.click(await screen.findByRole('button', { name: /^Cancel SO-/ }));
    const dialog = within(screen.getByRole('alertdialog'));
    expect(dialog.getByLabelText('Reason')).toHaveFocus();
    fireEvent.click(dialog.getByRole('button', { name: 'Cancel order' }));
    expect(dialog.getByRole('alert')).toHaveTextContent('Say why the order is cancelled.');
    expect(api.calls.filter((c) => c.method === 'PATCH')).toHaveLength(0);
    fireEvent.change(dialog.getByLabelText('Reason'), { target: { value: 'The customer ordered twice' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Cancel order' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(expect.stringMatching(/^Order SO-\S+ for Karim cancelled$/)));
    expect(api.calls.find((c) => c.method === 'PATCH')?.body).toEqual({ status: 'cancelled', reason: 'The customer ordered twice' });
  });

  it('reports a refused change (cancelled meanwhile) and reloads', async () => {
    const api = fakeApi({
      'GET /booking': { body: pageOf(orders) },
      'GET /booking/overview': { body: overview },
      [`PATCH /booking/${A}`]: { status: 409, body: { error: { code: 'conflict', message: 'The order is cancelled: it cannot be marked confirmed' } } },
    });
    const { toast } = renderPage(<ManageOrdersPage />);
    fireEvent.click(await screen.findByRole('button', { name: /^Confirm SO-/ }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to confirm the order. The order is cancelled: it cannot be marked confirmed.'));
    await waitFor(() => expect(api.calls.filter((c) => c.path === endpoints.listOrders.path)).toHaveLength(2));
  });

  it('filters by the statuses of a company’s orders, and releases an order on credit hold', async () => {
    const held = order('o-901', { status: 'on_hold', name: 'Rafiq', company: { _id: 'c1', name: 'Dhaka Knitwear Ltd.' } });
    const waiting = order('o-902', { status: 'awaiting_approval', name: 'Rafiq' });
    let released = false;
    const api = fakeApi({
      'GET /booking': () => ({ body: pageOf([released ? { ...held, status: 'pending' } : held, waiting]) }),
      'GET /booking?status=on_hold': () => ({ body: pageOf(released ? [] : [held]) }),
      'GET /booking/overview': { body: overview },
      [`POST /booking/${held.number}/release`]: () => {
        released = true;
        return { body: { ...held, status: 'pending' } };
      },
    });
    const { toast } = renderPage(<ManageOrdersPage />);
    const filter = await screen.findByLabelText('Status');
    expect(within(filter).getByRole('option', { name: 'Awaiting approval' })).toHaveValue('awaiting_approval');
    expect(within(filter).getByRole('option', { name: 'On hold (credit)' })).toHaveValue('on_hold');
    // On hold: Release and Cancel; awaiting approval: Cancel only (its approvers decide).
    expect(await screen.findByRole('button', { name: `Release ${held.number} for Rafiq` })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Cancel ${held.number} for Rafiq` })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Cancel ${waiting.number} for Rafiq` })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: `Release ${waiting.number} for Rafiq` })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Confirm/ })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: `Release ${held.number} for Rafiq` }));
    const dialog = within(screen.getByRole('alertdialog', { name: `Release order ${held.number}?` }));
    expect(dialog.getByRole('button', { name: 'Back' })).toHaveFocus();
    fireEvent.click(dialog.getByRole('button', { name: 'Release' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(`Order ${held.number} for Rafiq released`));
    expect(api.calls.some((c) => c.method === 'POST' && c.path === `/booking/${held.number}/release`)).toBe(true);
    await waitFor(() => expect(screen.queryByRole('button', { name: `Release ${held.number} for Rafiq` })).toBeNull());
  });

  it('loads the next page at the cursor on "Load more" and keeps the count in the URL', async () => {
    const many = Array.from({ length: 30 }, (_, i) =>
      order(`o-${i}`, { createdAt: new Date(Date.UTC(2026, 10, 1, 8, 30 - i)).toISOString(), partName: `Part ${i}` }),
    );
    fakeApi({
      'GET /booking': { body: pageOf(many.slice(0, 25), { nextCursor: 'next-25', total: 30 }) },
      'GET /booking?cursor=next-25': { body: pageOf(many.slice(25), { total: 30 }) },
      'GET /booking/overview': { body: overview },
    });
    const { navigate } = renderPage(<ManageOrdersPage />);
    expect(await screen.findByText('Showing 25 of 30 orders')).toBeInTheDocument();
    expect(within(bodyRows()[0]!).getByText('Part 0')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Load more orders' }));
    expect(await screen.findByText('Showing 30 of 30 orders')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Load more/ })).toBeNull();
    expect(navigate).toHaveBeenLastCalledWith('/dashboard?pages=2', { replace: true, state: { keepScroll: true } });
  });

  it('shows the overview: totals, two charts and the best sellers', async () => {
    fakeApi({ 'GET /booking': { body: pageOf(orders) }, 'GET /booking/overview': { body: overview } });
    renderPage(<ManageOrdersPage />);
    const panel = within(await screen.findByRole('region', { name: 'Last 30 days' }));
    expect(await panel.findByRole('img', { name: 'Orders per day' })).toHaveAccessibleDescription(
      'Oct 23 to Nov 21: 8 orders in total, highest 4 orders on Nov 20.',
    );
    expect(panel.getByRole('img', { name: 'Revenue per day (BDT)' })).toBeInTheDocument();
    expect(panel.getByText('Orders', { selector: 'dt' }).nextSibling).toHaveTextContent('8');
    const sellers = panel.getAllByRole('listitem');
    expect(sellers[0]).toHaveTextContent('Bobbin case40 units · BDT 18,000.00');
    expect(sellers[1]).toHaveTextContent('Needle plate12 units · BDT 14,400.00');
  });

  it('keeps the orders usable when the overview fails', async () => {
    fakeApi({
      'GET /booking': { body: pageOf(orders) },
      'GET /booking/overview': { status: 500, body: { error: { code: 'internal', message: 'Oops' } } },
    });
    renderPage(<ManageOrdersPage />);
    expect(await screen.findByText(/The overview could not be loaded/)).toBeInTheDocument();
    expect(await screen.findByText('Showing 3 of 3 orders')).toBeInTheDocument();
  });
});

describe('DailyBarChart', () => {
  const renderChart = (data: { date: string; value: number }[]) =>
    render(
      <ThemeProvider theme={theme}>
        <DailyBarChart title="Orders per day" data={data} formatValue={(n) => `${n} orders`} formatTick={String} color="#0b3c5d" whole />
      </ThemeProvider>,
    );

  it('draws one bar per day, scaled to a round maximum, with day labels and tooltips', () => {
    const data = days().map((d) => ({ date: d.date, value: d.orders }));
    const { container } = renderChart(data);
    const bars = container.querySelectorAll('rect');
    expect(bars).toHaveLength(30);
    const tallest = container.querySelector('rect[data-date="2026-11-20"]')!;
    const small = container.querySelector('rect[data-date="2026-10-23"]')!;
    const empty = container.querySelector('rect[data-date="2026-10-24"]')!;
    expect(Number(tallest.getAttribute('height'))).toBeCloseTo(4 * Number(small.getAttribute('height')));
    expect(Number(tallest.getAttribute('height'))).toBeCloseTo(124); // 4 of 4: the full plot height
    expect(Number(empty.getAttribute('height'))).toBe(0);
    expect(tallest.querySelector('title')).toHaveTextContent('Nov 20: 4 orders');
    const labels = Array.from(container.querySelectorAll('text')).map((t) => t.textContent);
    expect(labels).toEqual(['0', '2', '4', 'Oct 23', 'Nov 6', 'Nov 21']);
  });

  it('copes with a month without orders', () => {
    const { container } = renderChart(days().map((d) => ({ date: d.date, value: 0 })));
    expect(screen.getByRole('img')).toHaveAccessibleDescription('Oct 23 to Nov 21: 0 orders in total.');
    expect(Array.from(container.querySelectorAll('rect')).every((r) => r.getAttribute('height') === '0')).toBe(true);
  });

  it('rounds the axis and reads days without a time-zone shift', () => {
    expect([0, 0.4, 4, 7, 12, 18000].map((n) => niceMax(n))).toEqual([1, 0.5, 5, 10, 20, 20000]);
    expect([0, 1, 3, 4, 7, 12, 45].map((n) => niceMax(n, true))).toEqual([1, 1, 4, 4, 8, 20, 60]);
    expect(shortDay('2026-11-01')).toBe('Nov 1');
  });
});
