import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CompanyAdminView } from '@storefront/shared/schemas';
import { fakeApi, renderPage } from '../../../test/renderPage';
import CompanyPage from './CompanyPage';

const ID = '22222222-2222-4222-8222-222222222222';
const company: CompanyAdminView = {
  _id: ID,
  name: 'Dhaka Knitwear Ltd.',
  taxNumber: '000123456-0101',
  billingAddress: 'House 5, Road 2, Gulshan, Dhaka',
  paymentTerms: 'net30',
  creditLimit: 500000,
  poRequired: false,
  memberCount: 2,
  openBalance: 42500,
  createdAt: '2026-11-01T10:00:00.000Z',
  locations: [
    { _id: 'l1', name: 'Gazipur plant', address: 'Plot 3, BSCIC, Gazipur', phone: '+8801811000001' },
    { _id: 'l2', name: 'Ashulia plant', address: 'Zirabo, Ashulia, Savar', phone: '' },
  ],
  members: [
    {
      _id: 'm1',
      name: 'Farhana Admin',
      email: 'farhana@dhakaknit.com',
      role: 'company_admin',
      orderLimit: null,
      monthlyLimit: null,
      spentThisMonth: 0,
      joinedAt: '2026-11-01T10:00:00.000Z',
    },
    {
      _id: 'm2',
      name: 'Rafiq Buyer',
      email: 'rafiq@dhakaknit.com',
      role: 'buyer',
      orderLimit: 20000,
      monthlyLimit: null,
      spentThisMonth: 12500,
      joinedAt: '2026-11-02T10:00:00.000Z',
    },
  ],
  invitations: [
    {
      _id: 'i1',
      email: 'selim@dhakaknit.com',
      role: 'approver',
      orderLimit: null,
      monthlyLimit: null,
      invitedAt: '2026-11-20T10:00:00.000Z',
      expiresAt: '2026-11-27T10:00:00.000Z',
      status: 'waiting',
    },
  ],
  credit: { terms: 'net30', creditLimit: 500000, openBalance: 42500, overdue: 10000, unbilled: 7500, available: 450000 },
};

const show = () => renderPage(<CompanyPage />, undefined, `/dashboard/manageCompanies/${ID}`, { id: ID });

describe('a company’s page', () => {
  it('shows its credit, members with their limits, waiting invitations and locations', async () => {
    fakeApi({ [`GET /companies/${ID}`]: { body: company } });
    show();
    expect(await screen.findByRole('heading', { level: 1, name: 'Dhaka Knitwear Ltd.' })).toBeInTheDocument();
    const credit = within(screen.getByRole('region', { name: 'Credit' }));
    const fact = (term: string) => credit.getByText(term).nextElementSibling;
    expect(fact('Terms')).toHaveTextContent('NET 30');
    expect(fact('Open balance')).toHaveTextContent('BDT 42,500.00');
    expect(fact('Overdue')).toHaveTextContent('BDT 10,000.00');
    expect(fact('Unbilled')).toHaveTextContent('BDT 7,500.00');
    expect(fact('Available')).toHaveTextContent('BDT 450,000.00');
    const buyer = within(screen.getByRole('cell', { name: 'rafiq@dhakaknit.com' }).closest('tr')!);
    expect(buyer.getByText('Buyer')).toBeInTheDocument();
    expect(buyer.getByText('BDT 20,000.00')).toBeInTheDocument();
    expect(buyer.getByText('No limit')).toBeInTheDocument();
    expect(screen.getByText(/selim@dhakaknit.com, Approver: valid until/)).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Gazipur plant' })).toBeInTheDocument();
    // Members and locations are read-only here: their company admins manage them.
    expect(screen.queryByRole('button', { name: /Remove|Invite/ })).toBeNull();
  });

  it('edits the terms, credit limit and PO reference rule, showing each field’s message', async () => {
    let stored = company;
    const api = fakeApi({
      [`GET /companies/${ID}`]: () => ({ body: stored }),
      [`PUT /companies/${ID}`]: (init) => {
        const body = JSON.parse(String(init?.body)) as { creditLimit: number; paymentTerms: 'net60'; poRequired: boolean };
        stored = { ...company, ...body, credit: { ...company.credit, terms: body.paymentTerms, creditLimit: body.creditLimit } };
        return { body: stored };
      },
    });
    const { toast } = show();
    const form = within(await screen.findByRole('form', { name: 'Details and terms' }));
    expect(form.getByLabelText('Name')).toHaveValue('Dhaka Knitwear Ltd.');
    expect(form.getByLabelText('Payment terms')).toHaveValue('net30');
    expect(form.queryByLabelText('First company admin’s e-mail')).toBeNull();

    fireEvent.change(form.getByLabelText('Credit limit'), { target: { value: '-5' } });
    fireEvent.click(form.getByRole('button', { name: 'Save changes' }));
    expect(form.getByLabelText('Credit limit')).toHaveAccessibleDescription(/The credit limit is an amount of 0 or more\./);
    expect(api.calls.some((c) => c.method === 'PUT')).toBe(false);

    fireEvent.change(form.getByLabelText('Credit limit'), { target: { value: '750000' } });
    fireEvent.change(form.getByLabelText('Payment terms'), { target: { value: 'net60' } });
    fireEvent.click(form.getByRole('checkbox', { name: 'PO reference required' }));
    fireEvent.click(form.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Dhaka Knitwear Ltd. was saved.'));
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({
      name: 'Dhaka Knitwear Ltd.',
      taxNumber: '000123456-0101',
      billingAddress: 'House 5, Road 2, Gulshan, Dhaka',
      paymentTerms: 'net60',
      creditLimit: 750000,
      poRequired: true,
    });
    await waitFor(() => expect(screen.getByText('Terms').nextElementSibling).toHaveTextContent('NET 60'));
  });

  it('says when there is no such company', async () => {
    fakeApi({ [`GET /companies/${ID}`]: { status: 404, body: { error: { code: 'NOT_FOUND', message: 'No such company' } } } });
    show();
    expect(await screen.findByText('No such company')).toBeInTheDocument();
  });

  it('shows the price list it buys at, with a link to the list', async () => {
    const list = { id: '33333333-3333-4333-8333-333333333333', name: 'Distributors 2027' };
    fakeApi({ [`GET /companies/${ID}`]: { body: { ...company, priceList: list } } });
    show();
    const link = await screen.findByRole('link', { name: 'Distributors 2027' });
    expect(link).toHaveAttribute('href', `/dashboard/managePriceLists/${list.id}`);
  });

  it('says it buys at list prices when it has no price list', async () => {
    fakeApi({ [`GET /companies/${ID}`]: { body: company } });
    show();
    expect(await screen.findByText(/Buys at list prices\./)).toBeInTheDocument();
  });
});
