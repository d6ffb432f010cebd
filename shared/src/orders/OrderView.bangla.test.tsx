import { render, screen, within } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { registerBanglaMessages, setCurrentLanguage, type OrderDetail } from '@storefront/shared';
import { startBangla } from '@storefront/shared/i18n-bangla';
import { MemoryNavigation } from '@storefront/shared/testing';
import { theme } from '@storefront/shared/ui';
import messages from '../i18n/bn.json';
import { OrderView } from './OrderView';

const order: OrderDetail = {
  _id: '11111111-1111-4111-8111-111111111111',
  number: 'SO-2026-000042',
  bookingId: 'aaaaaaaa-aaaa-4aaa-8aaa-000000000001',
  partName: 'Rotary Hook',
  unitPrice: 610,
  totalPrice: 30500,
  lineCount: 1,
  poReference: null,
  name: 'Karim Customer',
  email: 'customer@stitchline.com',
  address: 'House 12, Road 5, Gazipur',
  phone: '01711000000',
  orderQuantity: 50,
  status: 'cancelled',
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-21T10:00:00.000Z',
  customerRemoved: false,
  invoice: null,
  timeline: [
    { kind: 'status', status: 'pending', at: '2026-11-20T10:00:00.000Z', by: { role: 'customer', name: 'Karim Customer' } },
    { kind: 'status', status: 'cancelled', at: '2026-11-21T10:00:00.000Z', by: { role: 'admin', name: 'Admin' }, reason: 'Out of stock' },
  ] as OrderDetail['timeline'],
  lines: [
    {
      partId: 'aaaaaaaa-aaaa-4aaa-8aaa-000000000001',
      partNumber: 'SL-RH-0001',
      partName: 'Rotary Hook',
      unitPrice: 610,
      quantity: 50,
      lineTotal: 30500,
      listPrice: 653.25,
      priceSource: 'break',
      priceMinQuantity: 50,
      priceListName: null,
      quoteNumber: null,
    },
  ],
};

beforeAll(() => {
  registerBanglaMessages(messages);
  startBangla();
});
afterEach(() => setCurrentLanguage('en'));

describe('an order’s page in Bangla', () => {
  it('says its facts, lines and timeline in Bangla; numbers stay as they are', () => {
    setCurrentLanguage('bn');
    render(
      <ThemeProvider theme={theme}>
        <MemoryNavigation initial="/dashboard/orders/SO-2026-000042">
          <OrderView order={order} customer />
        </MemoryNavigation>
      </ThemeProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'অর্ডার SO-2026-000042' })).toBeInTheDocument();
    expect(screen.getByText('বাতিল', { selector: 'span' })).toBeInTheDocument();
    expect(screen.getByText('মোট')).toBeInTheDocument();
    expect(screen.getByText('নেই: নিশ্চিত হওয়ার আগেই বাতিল হয়েছে')).toBeInTheDocument();
    const lines = screen.getByRole('region', { name: 'অর্ডারের লাইনসমূহ' });
    expect(within(lines).getByRole('columnheader', { name: 'একক দাম' })).toBeInTheDocument();
    expect(within(lines).getByText(/৫০\+ পিসের দাম/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'টাইমলাইন' })).toBeInTheDocument();
    expect(screen.getByText('আপনি করেছেন', { exact: false })).toBeInTheDocument();
    expect(screen.getByText('কারণ: Out of stock')).toBeInTheDocument();
  });
});
