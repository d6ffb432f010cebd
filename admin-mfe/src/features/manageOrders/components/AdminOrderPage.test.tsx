import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { OrderDetail } from '@storefront/shared';
import { fakeApi, renderPage } from '../../../test/renderPage';
import AdminOrderPage from './AdminOrderPage';
import { today } from './InvoicePanel';

const NUMBER = 'SO-2026-000042';
const base: OrderDetail = {
  _id: '11111111-1111-4111-8111-111111111111',
  number: NUMBER,
  bookingId: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
  partName: 'Bobbin case',
  unitPrice: 450,
  totalPrice: 45000,
  lineCount: 1,
  poReference: 'PO-4411',
  name: 'Rafiq Buyer',
  email: 'rafiq@dhakaknit.com',
  address: 'Plot 3, BSCIC, Gazipur',
  phone: '+8801811000001',
  orderQuantity: 100,
  status: 'on_hold',
  createdAt: '2026-11-20T09:30:00.000Z',
  updatedAt: '2026-11-20T09:30:00.000Z',
  customerRemoved: false,
  company: { _id: 'c1', name: 'Dhaka Knitwear Ltd.' },
  locationName: 'Gazipur plant',
  heldFor: 'credit',
  invoice: null,
  timeline: [{ status: 'on_hold', at: '2026-11-20T09:30:00.000Z', by: { role: 'customer', name: 'Rafiq Buyer' } }] as OrderDetail['timeline'],
  lines: [
    { partId: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', partNumber: 'SL-BC-0001', partName: 'Bobbin case', unitPrice: 450, quantity: 100, lineTotal: 45000 },
  ],
};

const show = () => renderPage(<AdminOrderPage />, undefined, `/dashboard/manageorders/${NUMBER}`, { number: NUMBER });

describe('an order’s page, for the storefront’s admin', () => {
  it('releases an order on credit hold after asking, and shows it as it is now', async () => {
    let order = base;
    const api = fakeApi({
      [`GET /booking/${NUMBER}`]: () => ({ body: order }),
      [`POST /booking/${NUMBER}/release`]: () => {
        order = { ...base, status: 'pending', heldFor: null };
        return { body: order };
      },
      'GET /booking': { body: { items: [], nextCursor: null } },
    });
    const { toast } = show();
    const release = await screen.findByRole('button', { name: 'Release' });
    expect(screen.getByText(/^Placed for/)).toHaveTextContent(
      'Placed for Dhaka Knitwear Ltd., shipping to Gazipur plant. It takes the company above its credit limit: release it to go on, or cancel it.',
    );
    expect(screen.getByRole('link', { name: 'Dhaka Knitwear Ltd.' })).toHaveAttribute('href', '/dashboard/manageCompanies/c1');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    release.focus();
    fireEvent.click(release);
    const dialog = within(screen.getByRole('alertdialog', { name: `Release order ${NUMBER}?` }));
    fireEvent.click(dialog.getByRole('button', { name: 'Release' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(`Order ${NUMBER} for Rafiq Buyer released`));
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(1);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Confirm' })).toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Release' })).toBeNull();
  });

  it('says why a release is refused (no longer on hold) and reads the order again', async () => {
    let reads = 0;
    fakeApi({
      [`GET /booking/${NUMBER}`]: () => {
        reads += 1;
        return { body: base };
      },
      [`POST /booking/${NUMBER}/release`]: { status: 409, body: { error: { code: 'CONFLICT', message: 'This order is not on hold.' } } },
      'GET /booking': { body: { items: [], nextCursor: null } },
    });
    const { toast } = show();
    fireEvent.click(await screen.findByRole('button', { name: 'Release' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Release' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to release the order. This order is not on hold.'));
    await waitFor(() => expect(reads).toBeGreaterThanOrEqual(2));
  });

  it('shows an invoice’s terms, due date, status and payments, and records a payment with its errors on their fields', async () => {
    const invoice = {
      number: 'INV-2026-000042',
      orderNumber: NUMBER,
      issuedAt: '2026-11-21T09:30:00.000Z',
      dueDate: '2026-12-21',
      terms: 'net30' as const,
      total: 45000,
      paid: 20000,
      status: 'open' as const,
      payments: [{ _id: 'p1', amount: 20000, paidOn: '2026-11-25', reference: 'EBL-7781', recordedAt: '2026-11-25T10:00:00.000Z' }],
    };
    let order: OrderDetail = { ...base, status: 'confirmed', heldFor: null, invoice };
    const api = fakeApi({
      [`GET /booking/${NUMBER}`]: () => ({ body: order }),
      'POST /invoices/INV-2026-000042/payments': (init) => {
        const body = JSON.parse(String(init?.body)) as { amount: number; paidOn: string; reference?: string };
        if (body.amount > 25000)
          return {
            status: 400,
            body: { error: { code: 'VALIDATION', message: 'Check the payment', fields: { amount: 'The payment is more than the invoice’s open amount.' } } },
          };
        const paid = {
          ...invoice,
          paid: 45000,
          status: 'paid' as const,
          payments: [...invoice.payments, { _id: 'p2', recordedAt: '2026-11-29T10:00:00.000Z', reference: '', ...body }],
        };
        order = { ...order, invoice: paid };
        return { status: 201, body: paid };
      },
    });
    const { toast } = show();
    const panel = within(await screen.findByRole('region', { name: 'Invoice INV-2026-000042' }));
    const fact = (term: string) => panel.getByText(term).nextElementSibling;
    expect(fact('Terms')).toHaveTextContent('NET 30');
    expect(fact('Due')).toHaveTextContent('Dec 21, 2026');
    expect(fact('Status')).toHaveTextContent('Open');
    expect(fact('Paid')).toHaveTextContent('BDT 20,000.00');
    expect(panel.getByRole('cell', { name: 'EBL-7781' })).toBeInTheDocument();

    const opener = panel.getByRole('button', { name: 'Record payment' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = within(screen.getByRole('dialog', { name: 'Record payment on invoice INV-2026-000042' }));
    expect(dialog.getByLabelText('Amount')).toHaveValue('25000');
    expect(dialog.getByLabelText('Amount')).toHaveFocus();
    expect(dialog.getByLabelText('Date')).toHaveValue(today());

    fireEvent.change(dialog.getByLabelText('Amount'), { target: { value: '0' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Record payment' }));
    expect(dialog.getByLabelText('Amount')).toHaveAccessibleDescription('Enter the amount paid: more than 0.');

    fireEvent.change(dialog.getByLabelText('Amount'), { target: { value: '30000' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Record payment' }));
    await waitFor(() => expect(dialog.getByLabelText('Amount')).toHaveAccessibleDescription('The payment is more than the invoice’s open amount.'));

    fireEvent.change(dialog.getByLabelText('Amount'), { target: { value: '25000' } });
    fireEvent.change(dialog.getByLabelText('Date'), { target: { value: '2026-11-28' } });
    fireEvent.change(dialog.getByLabelText('Reference (optional)'), { target: { value: 'EBL-7790' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Record payment' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(expect.stringMatching(/^Payment of BDT\s25,000\.00 recorded: invoice INV-2026-000042 is paid\.$/)),
    );
    expect(api.calls.filter((c) => c.method === 'POST').at(-1)?.body).toEqual({ amount: 25000, paidOn: '2026-11-28', reference: 'EBL-7790' });
    await waitFor(() => expect(fact('Status')).toHaveTextContent('Paid'));
    expect(screen.queryByRole('button', { name: 'Record payment' })).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
