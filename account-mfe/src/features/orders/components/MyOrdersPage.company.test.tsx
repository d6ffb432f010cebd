import { fireEvent, screen, within } from '@testing-library/react';
import { pageOf } from '@storefront/shared/testing';
import { customerSession, fakeApi, renderPage } from '../../../test/renderPage';
import { memberSession } from '../../../test/companyFixtures';
import { companyOrder } from '../../../test/orderFixtures';
import MyOrdersPage from './MyOrdersPage';

const mine = 'GET /booking?email=customer%40stitchline.com';

describe('My Orders for a company’s member', () => {
  it('switches between the member’s own orders and the company’s, which name who placed each', async () => {
    const { calls } = fakeApi({
      [mine]: { body: pageOf([companyOrder(1, { name: 'Karim Customer', email: 'customer@stitchline.com' })]) },
      'GET /company/orders': {
        body: pageOf([
          companyOrder(2, { name: 'Nasrin Buyer', status: 'pending', locationName: 'Ashulia plant' }),
          companyOrder(3, { name: 'Farid Buyer', status: 'on_hold' }),
        ]),
      },
    });
    const { navigate } = renderPage(<MyOrdersPage />, memberSession('buyer'), '/dashboard/orders');
    const views = within(screen.getByRole('navigation', { name: 'Whose orders' }));
    expect(views.getByRole('link', { name: 'My orders' })).toHaveAttribute('aria-current', 'page');
    // The new statuses by their names.
    expect(await screen.findByText('Awaiting approval')).toBeInTheDocument();

    fireEvent.click(views.getByRole('link', { name: 'Company orders' }));
    expect(navigate).toHaveBeenCalledWith('/dashboard/orders?view=company', expect.anything());
    const table = within(await screen.findByRole('region', { name: 'Your company’s orders (scrolls sideways)' }));
    const rows = table.getAllByRole('row');
    expect(rows[0]!.textContent).toBe('OrderPlaced byPartLinesTotalStatusDateDeliver to');
    expect(rows[1]!.textContent).toMatch(/^SO-2026-000102Nasrin BuyerRotary hook and 1 more2BDT\s60,002\.00pendingNov 20, 2026Ashulia plant$/);
    expect(rows[2]).toHaveTextContent('On hold (credit)');
    expect(table.getByRole('link', { name: 'SO-2026-000102' })).toHaveAttribute('href', '/dashboard/orders/SO-2026-000102');
    expect(screen.getByRole('link', { name: 'Company orders' })).toHaveAttribute('aria-current', 'page');
    expect(calls.map((c) => c.path)).toContain('/company/orders');
  });

  it('offers no switch to a customer without a company', async () => {
    fakeApi({ [mine]: { body: pageOf([]) } });
    renderPage(<MyOrdersPage />, { ...customerSession, companyRole: null });
    expect(await screen.findByText('No orders yet')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Whose orders' })).toBeNull();
  });
});
