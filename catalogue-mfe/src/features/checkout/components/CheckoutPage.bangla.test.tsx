import { screen, waitFor } from '@testing-library/react';
import { pageOf } from '@storefront/shared/testing';
import type { Cart } from '@storefront/shared';
import { makeParts } from '../../../test/parts';
import { mockApi, renderWithShop } from '../../../test/renderWithShop';
import { inBangla } from '../../../test/bangla';
import CheckoutPage from './CheckoutPage';

const [a, b] = makeParts(2) as [ReturnType<typeof makeParts>[number], ReturnType<typeof makeParts>[number]];
const cart: Cart = {
  lines: [
    { partId: a._id, quantity: 5, addedPrice: a.price, part: a, problem: null },
    { partId: b._id, quantity: 10, addedPrice: b.price, part: b, problem: null },
  ],
  total: a.price * 5 + b.price * 10,
};

describe('checkout in Bangla', () => {
  inBangla();

  it('labels the delivery form, the lines and the total in Bangla', async () => {
    mockApi({ 'GET /cart': () => ({ body: cart }), 'GET /booking': () => ({ body: pageOf([{ address: 'Plot 7, Ashulia', phone: '+8801711000000' }]) }) });
    renderWithShop(<CheckoutPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'চেকআউট' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('ঠিকানা')).toHaveValue('Plot 7, Ashulia'));
    expect(screen.getByRole('heading', { level: 2, name: '২টি লাইন' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'ডেলিভারি' })).toBeInTheDocument();
    expect(screen.getByText('আপনার আগের অর্ডার থেকে')).toBeInTheDocument();
    expect(screen.getByLabelText('ক্রয়াদেশ (PO) রেফারেন্স (ঐচ্ছিক)')).toBeInTheDocument();
    expect(screen.getByText(/অর্ডারের মোট \(ভ্যাট ছাড়া\):/)).toHaveTextContent('২০,৭৫০.০০৳');
    expect(screen.getByRole('button', { name: 'অর্ডার দিন' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'কার্ট বদলান' })).toBeInTheDocument();
  });
});
