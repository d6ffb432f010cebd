import { fireEvent, screen, within } from '@testing-library/react';
import { type CartUpdate, type OrderDetail } from '@storefront/shared';
import messages from '../../../i18n/bn.json';
import { customerSession, fakeApi, renderPage } from '../../../test/renderPage';
import { orderAgainLines, orderAgainMessage } from '../api/orders';
import OrderPage from './OrderPage';
import { inBangla } from '@storefront/shared/testing';
import { customerOrderDetail, orderLine } from '../../../test/orderFixtures';

const line = orderLine;
const order: OrderDetail = customerOrderDetail();

describe('an order’s page in Bangla', () => {
  inBangla(messages);

  it('offers its actions in Bangla and asks before cancelling, its lines counted in Bangla', async () => {
    fakeApi({ [`GET /booking/${order.number}`]: { body: order } });
    renderPage(<OrderPage />, customerSession, `/dashboard/orders/${order.number}`, { number: order.number });
    expect(await screen.findByRole('link', { name: '← আমার অর্ডার' })).toHaveAttribute('href', expect.stringMatching(/\/dashboard\/orders$/));
    expect(screen.getByRole('button', { name: 'আবার অর্ডার করুন' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'অর্ডার বাতিল করুন' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'এই অর্ডারটি বাতিল করবেন?' });
    expect(dialog).toHaveTextContent('আপনি কি নিশ্চিত যে অর্ডার SO-2026-000042 (২টি লাইন) বাতিল করতে চান? পরিমাণগুলো স্টকে ফিরে যাবে।');
    expect(within(dialog).getByRole('button', { name: 'অর্ডার রাখুন' })).toBeInTheDocument();
  });

  it('says what Order again did in Bangla, with Bangla digits', () => {
    const lines = orderAgainLines(order, { lines: [{ partId: line(1).partId, quantity: 10, addedPrice: 1, part: null, problem: null }], total: 0 });
    const answer: CartUpdate = {
      cart: {
        lines: [
          { partId: line(1).partId, quantity: 15, addedPrice: 1, part: null, problem: null },
          { partId: line(2).partId, quantity: 5, addedPrice: 1, part: null, problem: null },
        ],
        total: 0,
      },
      changes: [],
    };
    expect(orderAgainMessage(lines, answer)).toBe('১টি লাইন যোগ হয়েছে; SL-XX-0001 এখন ১৫ (আগে ছিল ১০)।');
  });
});
