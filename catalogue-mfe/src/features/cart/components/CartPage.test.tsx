import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Cart } from '@storefront/shared';
import { VISITOR_CART_KEY } from '../../../buying/visitorCart';
import { makeParts } from '../../../test/parts';
import { mockApi, renderWithShop } from '../../../test/renderWithShop';
import CartPage from './CartPage';
import CartLink from './CartLink';
import { QUOTE_LINES_STAY } from './RequestQuoteDialog';

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

  it('prices a visitor’s line at its quantity’s break and says what the next break saves', async () => {
    const priced = {
      ...a,
      price: 653.25,
      breaks: [
        { minQuantity: 50, price: 610 },
        { minQuantity: 200, price: 575 },
      ],
    };
    localStorage.setItem(VISITOR_CART_KEY, JSON.stringify([{ partId: a._id, quantity: 38, addedPrice: priced.price }]));
    mockApi({ [`GET /parts/${a._id}`]: () => ({ body: priced }) });
    renderWithShop(<CartPage />, { session: signedOut });
    const [line] = await screen.findAllByRole('listitem');
    expect(line).toHaveTextContent('Add 12 more: BDT 610.00 each');
    expect(screen.getByText(/Order total/)).toHaveTextContent('BDT 24,823.50');
    const quantity = screen.getByLabelText('Quantity');
    fireEvent.change(quantity, { target: { value: '50' } });
    fireEvent.blur(quantity);
    await waitFor(() => expect(line).toHaveTextContent('50+ price'));
    expect(line).toHaveTextContent('Add 150 more: BDT 575.00 each');
    expect(screen.getByText(/Order total/)).toHaveTextContent('BDT 30,500.00');
    // A visitor cannot ask for a quote: it needs an account.
    expect(screen.queryByRole('button', { name: 'Request a quote' })).not.toBeInTheDocument();
  });

  it('shows a customer’s list price on the line, steps the quantity by the pack and refuses a part of a pack', async () => {
    const packed = { ...a, min_order_Quantity: 10, pack_Size: 10, price: 653.25 };
    const cart: Cart = {
      lines: [
        {
          partId: a._id,
          quantity: 20,
          addedPrice: 653.25,
          part: packed,
          price: { unitPrice: 590, listPrice: 653.25, source: 'contract', minQuantity: 1, priceListName: 'Distributors 2026' },
          nextBreak: null,
          problem: null,
        },
      ],
      total: 11800,
      priceList: { id: 'l1', name: 'Distributors 2026' },
    };
    const api = mockApi({ 'GET /cart': () => ({ body: cart }) });
    renderWithShop(<CartPage />);
    const [line] = await screen.findAllByRole('listitem');
    expect(line).toHaveTextContent('List BDT 653.25 · Your price BDT 590.00');
    expect(line).toHaveTextContent('BDT 11,800.00');
    const quantity = screen.getByLabelText('Quantity');
    expect(quantity).toHaveAttribute('step', '10');
    expect(quantity).toHaveAttribute('min', '10');
    fireEvent.change(quantity, { target: { value: '25' } });
    fireEvent.keyDown(quantity, { key: 'Enter' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Sold in packs of 10: 25 is not allowed; 20 or 30?');
    expect(api.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });

  it('requests a quote in a dialog that takes and returns focus, and opens the quote', async () => {
    const cart: Cart = {
      lines: [
        { partId: a._id, quantity: 5, addedPrice: a.price, part: a, problem: null },
        { partId: b._id, quantity: 10, addedPrice: b.price, part: b, problem: null },
      ],
      total: a.price * 5 + b.price * 10,
    };
    const api = mockApi({
      'GET /cart': () => ({ body: cart }),
      'POST /quotes': () => ({ status: 201, body: { number: 'Q-2026-000001' } }),
    });
    const { navigate, toast } = renderWithShop(<CartPage />);
    const open = await screen.findByRole('button', { name: 'Request a quote' });
    open.focus();
    fireEvent.click(open);
    // Under the cart and in the dialog: the lines stay in the cart while the quote is answered.
    expect(screen.getByText(/They stay in your cart until you accept the quote or remove them\./)).toBeInTheDocument();
    const dialog = screen.getByRole('dialog', { name: 'Request a quote' });
    expect(dialog).toHaveAccessibleDescription(QUOTE_LINES_STAY);
    expect(within(dialog).getByLabelText('Note (optional)')).toHaveFocus();
    fireEvent.change(within(dialog).getByLabelText('Note (optional)'), { target: { value: 'Yearly order, 4 deliveries' } });
    const target = within(dialog).getByLabelText(`Target price for ${a.name}`);
    fireEvent.change(target, { target: { value: '0' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Request quote' }));
    expect(await within(dialog).findByText('Enter a target price above 0, or leave it empty.')).toBeInTheDocument();
    expect(target).toHaveAttribute('aria-invalid', 'true');
    fireEvent.change(target, { target: { value: '1700' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Request quote' }));
    await waitFor(() => expect(navigate.mock.calls.at(-1)?.[0]).toBe('/dashboard/quotes/Q-2026-000001'));
    expect(toast.success).toHaveBeenCalledWith('Quote requested. We will answer by e-mail.');
    const post = api.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post![1]!.body))).toEqual({
      note: 'Yearly order, 4 deliveries',
      lines: [
        { partId: a._id, quantity: 5, targetPrice: 1700 },
        { partId: b._id, quantity: 10 },
      ],
    });
  });

  it('closes the quote dialog on Cancel and gives the focus back', async () => {
    mockApi({ 'GET /cart': () => ({ body: { lines: [{ partId: a._id, quantity: 5, addedPrice: a.price, part: a, problem: null }], total: a.price * 5 } }) });
    renderWithShop(<CartPage />);
    const open = await screen.findByRole('button', { name: 'Request a quote' });
    open.focus();
    fireEvent.click(open);
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(open).toHaveFocus();
  });
});
