import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { pageOf } from '@storefront/shared/testing';
import type { Cart } from '@storefront/shared';
import { formFieldsRegistered } from '@storefront/shared/testing';
import { makeParts } from '../../../test/parts';
import { mockApi, renderWithShop } from '../../../test/renderWithShop';
import CheckoutPage from './CheckoutPage';

const [a, b] = makeParts(2) as [ReturnType<typeof makeParts>[number], ReturnType<typeof makeParts>[number]];
const cart: Cart = {
  lines: [
    { partId: a._id, quantity: 5, addedPrice: a.price, part: a, problem: null },
    { partId: b._id, quantity: 10, addedPrice: b.price, part: b, problem: null },
  ],
  total: a.price * 5 + b.price * 10,
};
const last = { address: 'Plot 7, Ashulia, Dhaka', phone: '+8801711000000' };

describe('checkout', () => {
  it('offers the last order’s address and phone, and places one order of every line with an Idempotency-Key', async () => {
    const api = mockApi({
      'GET /cart': () => ({ body: cart }),
      'GET /booking': () => ({ body: pageOf([last]) }),
      'POST /checkout': () => ({ status: 201, body: { acknowledged: true, insertedId: 'x', order: { number: 'SO-2026-000777' } } }),
    });
    const { toast, navigate } = renderWithShop(<CheckoutPage />);
    await waitFor(() => expect(screen.getByLabelText('Address')).toHaveValue(last.address));
    await formFieldsRegistered();
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    expect(screen.getByText(/Order total/)).toHaveTextContent('BDT 20,750.00');
    fireEvent.change(screen.getByLabelText('Purchase-order reference (optional)'), { target: { value: 'PO-7781' } });
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/dashboard/orders/SO-2026-000777', undefined));
    expect(toast.success).toHaveBeenCalledWith('order added successfully!!!');
    const [, init] = api.mock.calls.find(([url, init]) => init?.method === 'POST' && String(url).endsWith('/checkout'))!;
    expect(JSON.parse(String(init?.body))).toEqual({
      ...last,
      poReference: 'PO-7781',
      lines: [
        { partId: a._id, quantity: 5 },
        { partId: b._id, quantity: 10 },
      ],
    });
    expect((init?.headers as Record<string, string>)['Idempotency-Key']).toMatch(/.{8,}/);
  });

  it('shows the 409’s message on each line that cannot be had', async () => {
    mockApi({
      'GET /cart': () => ({ body: cart }),
      'GET /booking': () => ({ body: pageOf([last]) }),
      'POST /checkout': () => ({
        status: 409,
        body: { error: { code: 'LINES_UNAVAILABLE', message: 'Some lines cannot be ordered as they are', fields: { [b._id]: 'Only 4 units are in stock.' } } },
      }),
    });
    renderWithShop(<CheckoutPage />);
    await waitFor(() => expect(screen.getByLabelText('Address')).toHaveValue(last.address));
    await formFieldsRegistered();
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    const line = await screen.findByRole('listitem', { name: b.name });
    await waitFor(() => expect(within(line).getByRole('note')).toHaveTextContent('Only 4 units are in stock.'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Some lines cannot be ordered as they are');
  });
});
