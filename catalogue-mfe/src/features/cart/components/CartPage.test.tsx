import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Cart } from '@storefront/shared';
import { VISITOR_CART_KEY } from '../../../buying/visitorCart';
import { makeParts } from '../../../test/parts';
import { mockApi, renderWithShop } from '../../../test/renderWithShop';
import CartPage from './CartPage';
import CartLink from './CartLink';

const [a, b, gone] = makeParts(3) as [ReturnType<typeof makeParts>[number], ReturnType<typeof makeParts>[number], ReturnType<typeof makeParts>[number]];
const signedOut = { status: 'signed-out' as const, user: null, isAdmin: false };

describe('the cart', () => {
  afterEach(() => localStorage.clear());

  it('shows a visitor’s cart from this browser, each line against its part now, and its total', async () => {
    localStorage.setItem(
      VISITOR_CART_KEY,
      JSON.stringify([
        { partId: a._id, quantity: 5, addedPrice: a.price },
        { partId: b._id, quantity: 10, addedPrice: b.price - 50 },
        { partId: gone._id, quantity: 5, addedPrice: 10 },
      ]),
    );
    mockApi({ [`GET /parts/${a._id}`]: () => ({ body: a }), [`GET /parts/${b._id}`]: () => ({ body: b }) });
    renderWithShop(<CartPage />, { session: signedOut });
    const lines = await screen.findAllByRole('listitem');
    expect(lines).toHaveLength(3);
    expect(within(lines[0]!).getByRole('link', { name: a.name })).toHaveAttribute('href', `/parts/${a._id}`);
    expect(lines[1]).toHaveTextContent('The price changed from 1800.00 to 1850.00 since you added it');
    expect(lines[2]).toHaveTextContent('This part is no longer sold.');
    // The deleted part's line is left out of the total, and blocks checking out until removed.
    expect(screen.getByText(/Order total \(3 lines\)/)).toHaveTextContent('BDT 20,750.00');
    expect(screen.getByRole('button', { name: 'Check out' })).toBeDisabled();

    fireEvent.click(within(lines[2]!).getByRole('button', { name: 'Remove this part from the cart' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(2));
    expect(screen.getByRole('link', { name: 'Check out' })).toHaveAttribute('href', '/checkout');
    expect(JSON.parse(localStorage.getItem(VISITOR_CART_KEY)!)).toHaveLength(2);
  });

  it('holds a changed quantity to the order rules before keeping it', async () => {
    localStorage.setItem(VISITOR_CART_KEY, JSON.stringify([{ partId: a._id, quantity: 5, addedPrice: a.price }]));
    mockApi({ [`GET /parts/${a._id}`]: () => ({ body: a }) });
    renderWithShop(<CartPage />, { session: signedOut });
    const quantity = await screen.findByLabelText('Quantity');
    fireEvent.change(quantity, { target: { value: '2' } });
    fireEvent.keyDown(quantity, { key: 'Enter' });
    expect(await screen.findByRole('alert')).toHaveTextContent('The minimum order is 5 units.');
    fireEvent.change(quantity, { target: { value: '7' } });
    fireEvent.blur(quantity);
    await waitFor(() => expect(JSON.parse(localStorage.getItem(VISITOR_CART_KEY)!)[0].quantity).toBe(7));
  });

  it('reads a customer’s cart from the server, and changes its lines there', async () => {
    const cart: Cart = {
      lines: [{ partId: a._id, quantity: 5, addedPrice: a.price, part: a, problem: null }],
      total: a.price * 5,
    };
    const api = mockApi({
      'GET /cart': () => ({ body: cart }),
      [`PUT /cart/lines/${a._id}`]: (init) => ({ body: { ...cart, lines: [{ ...cart.lines[0]!, quantity: JSON.parse(String(init?.body)).quantity }] } }),
    });
    renderWithShop(<CartPage />);
    const quantity = await screen.findByLabelText('Quantity');
    fireEvent.change(quantity, { target: { value: '9' } });
    fireEvent.keyDown(quantity, { key: 'Enter' });
    await waitFor(() => expect(api.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(true));
    await waitFor(() => expect(screen.getByLabelText('Quantity')).toHaveValue('9'));
  });

  it('shows its number of lines in the header’s link, and follows the browser’s cart', async () => {
    mockApi({});
    renderWithShop(<CartLink />, { session: signedOut });
    expect(screen.getByRole('link', { name: 'Cart' })).toHaveAttribute('href', '/cart');
    act(() => {
      localStorage.setItem(VISITOR_CART_KEY, JSON.stringify([{ partId: a._id, quantity: 5, addedPrice: 1 }]));
      window.dispatchEvent(new StorageEvent('storage', { key: VISITOR_CART_KEY }));
    });
    expect(await screen.findByRole('link', { name: 'Cart 1 line' })).toBeInTheDocument();
  });
});
