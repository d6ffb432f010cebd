import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { pageOf } from '@storefront/shared/testing';
import type { CompanyAdminView, CompanySummary } from '@storefront/shared/schemas';
import { fakeApi, renderPage } from '../../../test/renderPage';
import ManageCompaniesPage from './ManageCompaniesPage';

const summary = (over: Partial<CompanySummary> & Pick<CompanySummary, '_id' | 'name'>): CompanySummary => ({
  taxNumber: '',
  paymentTerms: 'prepaid',
  creditLimit: 0,
  poRequired: false,
  memberCount: 1,
  openBalance: 0,
  createdAt: '2026-11-01T10:00:00.000Z',
  ...over,
});
const dhaka = summary({
  _id: 'c1',
  name: 'Dhaka Knitwear Ltd.',
  taxNumber: '000123456-0101',
  paymentTerms: 'net30',
  creditLimit: 500000,
  memberCount: 3,
  openBalance: 42500,
});
const chittagong = summary({ _id: 'c2', name: 'Chittagong Denim', taxNumber: '000777888-0202' });

describe('Manage Companies', () => {
  it('lists companies with their terms, credit limit, members and open balance, each linking to its page', async () => {
    fakeApi({ 'GET /companies': { body: pageOf([dhaka, chittagong]) } });
    renderPage(<ManageCompaniesPage />, undefined, '/dashboard/manageCompanies');
    expect(await screen.findByRole('heading', { name: 'Manage Companies: 2' })).toBeInTheDocument();
    const row = within(screen.getByRole('link', { name: 'Dhaka Knitwear Ltd.' }).closest('tr')!);
    expect(row.getByRole('link')).toHaveAttribute('href', '/dashboard/manageCompanies/c1');
    expect(row.getByText('000123456-0101')).toBeInTheDocument();
    expect(row.getByText('NET 30')).toBeInTheDocument();
    expect(row.getByText('BDT 500,000.00')).toBeInTheDocument();
    expect(row.getByText('3')).toBeInTheDocument();
    expect(row.getByText('BDT 42,500.00')).toBeInTheDocument();
  });

  it('searches by name or tax number through the API', async () => {
    const api = fakeApi({
      'GET /companies': { body: pageOf([dhaka, chittagong]) },
      'GET /companies?q=denim': { body: pageOf([chittagong]) },
    });
    renderPage(<ManageCompaniesPage />, undefined, '/dashboard/manageCompanies');
    await screen.findByRole('heading', { name: 'Manage Companies: 2' });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search companies' }), { target: { value: 'denim' } });
    await waitFor(() => expect(api.calls.map((c) => c.path)).toContain('/companies?q=denim'));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Dhaka Knitwear Ltd.' })).toBeNull());
    expect(screen.getByRole('link', { name: 'Chittagong Denim' })).toBeInTheDocument();
  });

  it('adds a company with its terms and first company admin, after checking the fields, and shows the server’s field errors', async () => {
    let added = false;
    const created = { ...summary({ _id: 'c3', name: 'Narayanganj Knits' }) } as CompanyAdminView;
    const api = fakeApi({
      'GET /companies': () => ({ body: pageOf(added ? [dhaka, created] : [dhaka]) }),
      'POST /companies': (init) => {
        const body = JSON.parse(String(init?.body)) as { name: string };
        if (body.name === 'Dhaka Knitwear Ltd.')
          return { status: 409, body: { error: { code: 'CONFLICT', message: 'Taken', fields: { name: 'A company with this name already exists.' } } } };
        added = true;
        return { status: 201, body: created };
      },
    });
    const { toast } = renderPage(<ManageCompaniesPage />, undefined, '/dashboard/manageCompanies');
    const opener = await screen.findByRole('button', { name: 'Add company' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Add company' });
    const field = (name: string) => within(dialog).getByLabelText(name);
    expect(field('Name')).toHaveFocus();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Add company' }));
    expect(field('Name')).toHaveAccessibleDescription('Enter the company’s name.');
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(field('Name'), { target: { value: 'Dhaka Knitwear Ltd.' } });
    fireEvent.change(field('First company admin’s e-mail'), { target: { value: 'rahim@narayanganj-knits.com' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add company' }));
    await waitFor(() => expect(field('Name')).toHaveAccessibleDescription('A company with this name already exists.'));

    fireEvent.change(field('Name'), { target: { value: 'Narayanganj Knits' } });
    fireEvent.change(field('Tax number (BIN/VAT)'), { target: { value: '000555666-0303' } });
    fireEvent.change(field('Billing address'), { target: { value: 'Fatullah, Narayanganj' } });
    fireEvent.change(field('Payment terms'), { target: { value: 'net60' } });
    fireEvent.change(field('Credit limit'), { target: { value: '250000' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'PO reference required' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add company' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Narayanganj Knits was added: its first company admin has been invited.'));
    expect(api.calls.filter((c) => c.method === 'POST').at(-1)?.body).toEqual({
      name: 'Narayanganj Knits',
      taxNumber: '000555666-0303',
      billingAddress: 'Fatullah, Narayanganj',
      paymentTerms: 'net60',
      creditLimit: 250000,
      poRequired: true,
      adminEmail: 'rahim@narayanganj-knits.com',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(opener).toHaveFocus();
    expect(await screen.findByRole('link', { name: 'Narayanganj Knits' })).toBeInTheDocument();
  });
});
