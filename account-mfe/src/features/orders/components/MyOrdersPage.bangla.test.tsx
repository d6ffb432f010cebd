import { fireEvent, screen, within } from '@testing-library/react';
import { type Order } from '@storefront/shared';
import { pageOf, inBangla } from '@storefront/shared/testing';
import messages from '../../../i18n/bn.json';
import { customerSession, fakeApi, renderPage } from '../../../test/renderPage';
import MyOrdersPage from './MyOrdersPage';
import { customerOrder } from '../../../test/orderFixtures';

const order: Order = customerOrder();

describe('My Orders in Bangla', () => {
  inBangla(messages);

  it('shows its title, views, search, table and the cancel confirmation in Bangla, with bn-BD figures', async () => {
    fakeApi({ 'GET /booking?email=customer%40stitchline.com': { body: pageOf([order]) } });
    renderPage(<MyOrdersPage />, { ...customerSession, companyRole: 'buyer' });
    expect(screen.getByRole('heading', { level: 1, name: 'আমার অর্ডার' })).toBeInTheDocument();
    expect(screen.getByText('পাঠানোর আগ পর্যন্ত পেন্ডিং অর্ডার বাতিল করা যায়; পরিমাণটি স্টকে ফিরে যায়।')).toBeInTheDocument();
    const views = screen.getByRole('navigation', { name: 'কার অর্ডার' });
    expect(within(views).getByRole('link', { name: 'কোম্পানির অর্ডার' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'আপনার অর্ডার খুঁজুন' })).toHaveAttribute('placeholder', 'পার্ট বা অর্ডার নম্বর');
    const table = await screen.findByRole('region', { name: 'আপনার অর্ডার (পাশে স্ক্রল হয়)' });
    const [head, row] = within(table).getAllByRole('row');
    expect(within(head!).getByRole('columnheader', { name: 'ঠিকানা' })).toBeInTheDocument();
    expect(within(head!).getByRole('columnheader', { name: 'লাইন' })).toBeInTheDocument();
    // Figures in bn-BD; the order's number stays as it is.
    expect(within(row!).getByRole('link', { name: 'SO-2026-000042' })).toBeInTheDocument();
    expect(within(row!).getAllByRole('cell')[1]).toHaveTextContent('১');
    expect(row).toHaveTextContent('১২,০০০.০০৳');
    // Its name begins with its visible words, then names the order.
    const cancel = within(row!).getByRole('button', { name: 'বাতিল করুন: Rotary hook-এর অর্ডার' });
    expect(cancel).toHaveTextContent(/^বাতিল করুন$/);
    fireEvent.click(cancel);
    const dialog = await screen.findByRole('alertdialog', { name: 'এই অর্ডারটি বাতিল করবেন?' });
    expect(dialog).toHaveTextContent('আপনি কি নিশ্চিত যে Rotary hook-এর অর্ডার SO-2026-000042 (১২,০০০.০০৳) বাতিল করতে চান?');
    expect(within(dialog).getByRole('button', { name: 'অর্ডার রাখুন' })).toBeInTheDocument();
  });

  it('says it in Bangla when there are no orders', async () => {
    fakeApi({ 'GET /booking?email=customer%40stitchline.com': { body: pageOf([]) } });
    renderPage(<MyOrdersPage />);
    expect(await screen.findByText('এখনো কোনো অর্ডার নেই')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'পার্টসগুলো দেখুন' })).toHaveAttribute('href', expect.stringMatching(/\/parts$/));
  });
});
