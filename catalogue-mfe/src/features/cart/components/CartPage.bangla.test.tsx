import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Cart } from '@storefront/shared';
import { VISITOR_CART_KEY } from '../../../buying/visitorCart';
import { makeParts } from '../../../test/parts';
import { mockApi, renderWithShop } from '../../../test/renderWithShop';
import { inBangla } from '../../../test/bangla';
import CartPage from './CartPage';
import CartLink from './CartLink';

const [plain, other] = makeParts(2) as [ReturnType<typeof makeParts>[number], ReturnType<typeof makeParts>[number]];
const named = { ...plain, nameBn: 'ববিন কেস' };
const signedOut = { status: 'signed-out' as const, user: null, isAdmin: false };

describe('the cart in Bangla', () => {
  inBangla();
  afterEach(() => localStorage.clear());

  it('shows a visitor’s cart in Bangla: Bangla names, English ones marked, figures in Bangla digits', async () => {
    localStorage.setItem(
      VISITOR_CART_KEY,
      JSON.stringify([
        { partId: named._id, quantity: 5, addedPrice: named.price },
        { partId: other._id, quantity: 10, addedPrice: other.price },
      ]),
    );
    mockApi({ [`GET /parts/${named._id}`]: () => ({ body: named }), [`GET /parts/${other._id}`]: () => ({ body: other }) });
    renderWithShop(
      <>
        <CartLink />
        <CartPage />
      </>,
      { session: signedOut },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'কার্ট' })).toBeInTheDocument();
    const lines = within(await screen.findByRole('list', { name: 'কার্টের লাইন' })).getAllByRole('listitem');
    expect(within(lines[0]!).getByRole('link', { name: 'ববিন কেস' })).not.toHaveAttribute('lang');
    expect(within(lines[1]!).getByRole('link', { name: 'Rotary Hook' })).toHaveAttribute('lang', 'en');
    expect(lines[0]).toHaveTextContent('একক দাম৪৫০.০০৳');
    expect(lines[0]).toHaveTextContent('লাইনের মোট২,২৫০.০০৳');
    expect(screen.getByText(/অর্ডারের মোট \(২টি লাইন\)/)).toHaveTextContent('২০,৭৫০.০০৳');
    expect(screen.getByText('ভ্যাট ইনভয়েসে যোগ হবে।')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'চেকআউট করুন' })).toHaveAttribute('href', expect.stringMatching(/\/checkout$/));
    expect(screen.getByRole('link', { name: /^কার্ট/ })).toHaveTextContent('কার্ট২ লাইন');

    fireEvent.click(within(lines[0]!).getByRole('button', { name: 'সরান: কার্ট থেকে ববিন কেস' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
  });

  it('says a customer’s empty cart is empty, with the ways to fill it', async () => {
    const cart: Cart = { lines: [], total: 0 };
    mockApi({ 'GET /cart': () => ({ body: cart }) });
    renderWithShop(<CartPage />);
    expect(await screen.findByText('আপনার কার্ট খালি')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'সব পার্ট' })).toHaveAttribute('href', expect.stringMatching(/\/parts$/));
    expect(screen.getByRole('link', { name: 'কুইক অর্ডারে' })).toHaveAttribute('href', expect.stringMatching(/\/quick-order$/));
  });
});
