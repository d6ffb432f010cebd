import { screen, within } from '@testing-library/react';
import type { Part } from '@storefront/shared';
import { mockApi, renderWithShop } from '../../../test/renderWithShop';
import { inBangla } from '../../../test/bangla';
import PurchasePage from './PurchasePage';

const ID = '11111111-1111-4111-8111-111111111111';
const part: Part = {
  _id: ID,
  sku: 'SL-RH-0002',
  name: 'Rotary Hook',
  nameBn: 'রোটারি হুক',
  price: 1850,
  description: 'Full rotary hook for high-speed lockstitch machines.',
  descriptionBn: 'দ্রুতগতির লকস্টিচ মেশিনের জন্য পূর্ণ রোটারি হুক।',
  available_Quantity: 1200,
  min_order_Quantity: 5,
  img: '/images/seed/rotary-hook.svg',
  pack_Size: 5,
  max_order_Quantity: 500,
  breaks: [{ minQuantity: 50, price: 1700 }],
};

const page = (body: Part, session?: NonNullable<Parameters<typeof renderWithShop>[1]>['session']) => {
  mockApi({ [`GET /parts/${ID}`]: () => ({ body }) });
  return renderWithShop(<PurchasePage />, { navigation: { pathname: `/parts/${ID}`, params: { id: ID } }, session });
};

describe("a part's page in Bangla", () => {
  inBangla();

  it('shows the Bangla name, description, price breaks, stock, pack size and the order form in Bangla', async () => {
    page(part);
    expect(await screen.findByRole('heading', { level: 1, name: 'রোটারি হুক' })).not.toHaveAttribute('lang');
    expect(screen.getByText('দ্রুতগতির লকস্টিচ মেশিনের জন্য পূর্ণ রোটারি হুক।')).toBeInTheDocument();
    expect(screen.getByText('প্রতি ইউনিট, ভ্যাট ছাড়া')).toBeInTheDocument();
    const breaks = screen.getByRole('table', { name: 'বেশি কিনুন, কম দিন' });
    expect(within(breaks).getByRole('rowheader', { name: '৫০+' })).toBeInTheDocument();
    expect(within(breaks).getByText('১,৭০০.০০৳')).toBeInTheDocument();
    expect(screen.getByText('মজুদ পরিমাণ')).toBeInTheDocument();
    expect(screen.getByText('৫টির প্যাকে বিক্রি হয়')).toBeInTheDocument();
    expect(screen.getByText('প্রতি অর্ডারে সর্বোচ্চ ৫০০টি')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'আপনি যেখানে আছেন' })).toHaveTextContent('হোমসব পার্টরোটারি হুক');
    expect(screen.getByRole('heading', { level: 2, name: 'অর্ডার দিন' })).toBeInTheDocument();
    expect(await screen.findByRole('form', { name: 'অর্ডার দিন' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'অর্ডার দিন' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'কার্টে যোগ করুন' })).toBeInTheDocument();
    expect(screen.getByText('ভ্যাট ছাড়া মোট')).toBeInTheDocument();
  });

  it('shows a part without a Bangla name in English, marked as English, and offers a visitor the sign-in', async () => {
    page({ ...part, nameBn: '', descriptionBn: '' }, { status: 'signed-out', user: null, isAdmin: false });
    const title = await screen.findByRole('heading', { level: 1, name: 'Rotary Hook' });
    expect(title).toHaveAttribute('lang', 'en');
    expect(screen.getByText('Full rotary hook for high-speed lockstitch machines.')).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('link', { name: 'অর্ডার দিতে সাইন ইন করুন' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'কার্টে যোগ করুন' })).toBeInTheDocument();
  });

  it('says when the part is out of stock', async () => {
    page({ ...part, available_Quantity: 2 });
    expect(await screen.findByText('স্টকে নেই।')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'অন্য পার্টস দেখুন' })).toHaveAttribute('href', expect.stringMatching(/\/parts$/));
  });
});
