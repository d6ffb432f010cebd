import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { configureApi, setAccessToken, type Order } from '@storefront/shared';
import { pageOf } from '@storefront/shared/testing';
import { fakeApi, renderPage } from '../../../test/renderPage';
import MyOrdersPage from './MyOrdersPage';
import { customerOrder } from '../../../test/orderFixtures';

const key = 'GET /booking?email=customer%40stitchline.com';
const order = (over: Partial<Order>): Order => customerOrder(over);
const older = order({
  _id: '22222222-2222-4222-8222-222222222222',
  number: 'SO-2026-000041',
  partName: 'Needle plate',
  lineCount: 3,
  status: 'shipped',
  createdAt: '2026-11-01T10:00:00.000Z',
});
const newer = order({});

describe('My Orders', () => {
  afterEach(() => setAccessToken(null));

  it('lists the orders newest first with every column', async () => {
    fakeApi({ [key]: { body: pageOf([newer, older]) } });
    renderPage(<MyOrdersPage />);
    const rows = await screen.findAllByRole('row');
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Order', 'Part', 'Lines', 'Total', 'Status', 'Date', 'Address', 'Phone', 'Actions']);
    expect(within(rows[1]!).getByRole('rowheader')).toHaveTextContent('Rotary hook');
    // The number opens the order's page.
    expect(within(rows[1]!).getByRole('link', { name: 'SO-2026-000042' })).toHaveAttribute('href', '/dashboard/orders/SO-2026-000042');
    expect(rows[1]).toHaveTextContent('pending');
    expect(rows[1]).toHaveTextContent('House 12, Road 5, Gazipur');
    expect(rows[1]).toHaveTextContent('01711000000');
    expect(rows[1]).toHaveTextContent('Nov 20, 2026');
    expect(within(rows[2]!).getByRole('rowheader')).toHaveTextContent('Needle plate and 2 more');
    expect(within(rows[2]!).getAllByRole('cell')[1]).toHaveTextContent('3');
    // Only pending orders can be cancelled.
    expect(within(rows[2]!).queryByRole('button')).not.toBeInTheDocument();
  });

  it('cancels a pending order after confirming', async () => {
    let cancelled = false;
    const { calls } = fakeApi({
      [key]: () => ({ body: pageOf([cancelled ? { ...newer, status: 'cancelled' } : newer]) }),
      [`PATCH /booking/${newer._id}`]: () => {
        cancelled = true;
        return { body: { ...newer, status: 'cancelled' } };
      },
    });
    const { toast, cache } = renderPage(<MyOrdersPage />);
    cache.set('/parts', { data: [] });
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel the order of Rotary hook' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Cancel this order?' });
    // The safe choice has the focus: Enter never cancels by accident.
    expect(within(dialog).getByRole('button', { name: 'Keep order' })).toHaveFocus();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Your order of Rotary hook was cancelled'));
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ status: 'cancelled' });
    await waitFor(() => expect(screen.getByText('cancelled')).toBeInTheDocument());
    expect(screen.queryByRole('button', { name: /Cancel the order/ })).not.toBeInTheDocument();
  });

  it('keeps the order when the dialog is dismissed with Escape', async () => {
    const { calls } = fakeApi({ [key]: { body: pageOf([newer]) } });
    renderPage(<MyOrdersPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel the order of Rotary hook' }));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
  });

  it('searches and filters its own orders on the server, pages on, and says when nothing matches', async () => {
    const { calls } = fakeApi({
      [key]: { body: pageOf([newer], { nextCursor: 'c2', total: 2 }) },
      [`${key}&cursor=c2`]: { body: pageOf([older], { total: 2 }) },
      [`${key}&status=shipped`]: { body: pageOf([older]) },
      [`${key}&q=zzz&status=shipped`]: { body: pageOf([]) },
    });
    renderPage(<MyOrdersPage />);
    expect(await screen.findByText('Showing 1 of 2 orders')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Load more orders' }));
    expect(await screen.findByText('Showing 2 of 2 orders')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), { target: { value: 'shipped' } });
    expect(await screen.findByText('Showing 1 of 1 order')).toBeInTheDocument();
    const search = screen.getByRole('searchbox', { name: 'Search your orders' });
    fireEvent.change(search, { target: { value: 'zzz' } });
    fireEvent.keyDown(search, { key: 'Enter' });
    expect(await screen.findByText('No orders match')).toBeInTheDocument();
    expect(calls.every((c) => c.path.startsWith('/booking?email=customer%40stitchline.com'))).toBe(true);
  });

  it('shows an empty state that links to the parts', async () => {
    fakeApi({ [key]: { body: pageOf([]) } });
    renderPage(<MyOrdersPage />);
    expect(await screen.findByText('No orders yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the parts' })).toHaveAttribute('href', '/parts');
  });

  it('a 403 while loading the orders signs the user out (spec section 4)', async () => {
    const onUnauthorized = jest.fn();
    configureApi({ onUnauthorized });
    setAccessToken('refused-token');
    fakeApi({ [key]: { status: 403, body: { error: { code: 'FORBIDDEN', message: 'You may only read your own orders' } } } });
    renderPage(<MyOrdersPage />);
    expect(await screen.findByText('Your orders could not be loaded')).toBeInTheDocument();
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });
});
