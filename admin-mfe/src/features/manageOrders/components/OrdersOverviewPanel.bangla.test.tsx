import { screen } from '@testing-library/react';
import { registerBanglaMessages, setCurrentLanguage, type OrdersOverview } from '@storefront/shared';
import { startBangla } from '@storefront/shared/i18n-bangla';
import messages from '../../../i18n/bn.json';
import { fakeApi, renderPage } from '../../../test/renderPage';
import { OrdersOverviewPanel } from './OrdersOverviewPanel';

const overview: OrdersOverview = {
  days: [
    { date: '2026-11-20', orders: 0, revenue: 0 },
    { date: '2026-11-21', orders: 3, revenue: 4500 },
  ],
  bestSellers: [
    { partId: 'part-1', name: 'Bobbin case', quantity: 1, revenue: 450 },
    { partId: 'part-2', name: 'Needle plate', quantity: 12, revenue: 14400 },
  ],
};

describe('the orders overview', () => {
  afterEach(() => setCurrentLanguage('en'));

  it('counts units and orders by the shared plural, in English as before', async () => {
    fakeApi({ 'GET /booking/overview': { body: overview } });
    renderPage(<OrdersOverviewPanel />);
    expect(await screen.findByText('1 unit · BDT 450.00')).toBeInTheDocument();
    expect(screen.getByText('12 units · BDT 14,400.00')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Orders per day' })).toHaveAccessibleDescription('Nov 20 to Nov 21: 3 orders in total, highest 3 orders on Nov 21.');
  });

  it('is in Bangla on a Bangla page: headings, charts’ captions and summaries, counts and money', async () => {
    registerBanglaMessages(messages);
    startBangla();
    setCurrentLanguage('bn');
    fakeApi({ 'GET /booking/overview': { body: overview } });
    renderPage(<OrdersOverviewPanel />);
    expect(await screen.findByRole('heading', { name: 'গত ৩০ দিন' })).toBeInTheDocument();
    expect(screen.getByText('সবচেয়ে বেশি বিক্রি হওয়া পার্টস')).toBeInTheDocument();
    expect(screen.getByText('১২টি ইউনিট · ১৪,৪০০.০০৳')).toBeInTheDocument();
    const chart = screen.getByRole('img', { name: 'দৈনিক অর্ডার' });
    expect(chart).toHaveAccessibleDescription(/^.+ থেকে .+: মোট ৩টি অর্ডার, সর্বোচ্চ ৩টি অর্ডার, .+ তারিখে।$/);
    expect(screen.getByRole('img', { name: 'দৈনিক আয় (BDT)' })).toBeInTheDocument();
  });
});
