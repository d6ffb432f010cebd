import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CompanyInvoices, InvoiceSummary } from '@storefront/shared/schemas';
import { fakeApi, renderPage } from '../../../test/renderPage';
import { memberSession } from '../../../test/companyFixtures';
import InvoicesPage from './InvoicesPage';

const invoice = (n: number, over: Partial<InvoiceSummary> = {}): InvoiceSummary => ({
  number: `INV-2026-00000${n}`,
  orderNumber: `SO-2026-00010${n}`,
  issuedAt: '2026-10-01T10:00:00.000Z',
  dueDate: '2026-10-31',
  terms: 'net30',
  total: 115000,
  paid: 0,
  status: 'overdue',
  payments: [],
  ...over,
});
const credit = { terms: 'net30' as const, creditLimit: 500000, openBalance: 165000, overdue: 115000, unbilled: 60000, available: 275000 };
const answer = (invoices: InvoiceSummary[], nextCursor: string | null = null): CompanyInvoices => ({ credit, invoices, nextCursor });

const show = (url = '/dashboard/invoices') => renderPage(<InvoicesPage />, memberSession('company_admin'), url);

describe('Invoices (company admins and approvers)', () => {
  it('shows the open balance, overdue amount and available credit with the terms, then every invoice', async () => {
    fakeApi({
      'GET /company/invoices': {
        body: answer(
          [invoice(1), invoice(2, { status: 'open', total: 50000, paid: 20000, dueDate: '2026-12-20' }), invoice(3, { status: 'paid', paid: 115000 })],
          'c2',
        ),
      },
      'GET /company/invoices?cursor=c2': { body: answer([invoice(4, { status: 'paid' })]) },
    });
    show();
    const summary = within(await screen.findByRole('region', { name: 'Your company’s account' }));
    expect(summary.getByText('Open balance').nextSibling?.textContent).toMatch(/^BDT\s165,000\.00$/);
    expect(summary.getByText('Overdue').nextSibling?.textContent).toMatch(/^BDT\s115,000\.00$/);
    expect(summary.getByText('Available credit').nextSibling?.textContent).toMatch(/^BDT\s275,000\.00 \(NET 30\)$/);

    const table = within(screen.getByRole('region', { name: 'Your company’s invoices (scrolls sideways)' }));
    const rows = table.getAllByRole('row');
    expect(rows[0]!.textContent).toBe('InvoiceIssuedDueTotalPaidStatusPDF');
    expect(rows[1]!.textContent).toMatch(/^INV-2026-000001Order SO-2026-000101Oct 1, 2026Oct 31, 2026BDT\s115,000\.00BDT\s0\.00OverduePDF$/);
    expect(rows[2]!.textContent).toMatch(/OpenPDF$/);
    expect(rows[3]!.textContent).toMatch(/PaidPDF$/);
    expect(table.getByRole('link', { name: 'Order SO-2026-000101' })).toHaveAttribute('href', '/dashboard/orders/SO-2026-000101');
    expect(table.getByRole('button', { name: 'Download INV-2026-000001 PDF' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Load more invoices' }));
    expect(await table.findByText('INV-2026-000004')).toBeInTheDocument();
  });

  it('filters by status, kept in the URL', async () => {
    const { calls } = fakeApi({
      'GET /company/invoices': { body: answer([invoice(1), invoice(3, { status: 'paid' })]) },
      'GET /company/invoices?status=overdue': { body: answer([invoice(1)]) },
    });
    const { navigate } = show();
    await screen.findByText('INV-2026-000003');
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'overdue' } });
    expect(navigate).toHaveBeenCalledWith('/dashboard/invoices?status=overdue', expect.anything());
    await waitFor(() => expect(screen.queryByText('INV-2026-000003')).toBeNull());
    expect(screen.getByText('INV-2026-000001')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Showing 1 of 1 invoice');
    expect(calls.map((c) => c.path)).toContain('/company/invoices?status=overdue');
  });

  it('says so when there are none yet', async () => {
    fakeApi({ 'GET /company/invoices': { body: answer([]) } });
    show();
    expect(await screen.findByText('No invoices yet')).toBeInTheDocument();
  });
});
