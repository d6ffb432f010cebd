import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { pageOf } from '@storefront/shared/testing';
import type { PriceList, PriceListDetail } from '@storefront/shared/schemas';
import { fakeApi, renderPage } from '../../../test/renderPage';
import ManagePriceListsPage from './ManagePriceListsPage';

const list = (over: Partial<PriceList> & Pick<PriceList, 'id' | 'name'>): PriceList => ({
  currency: 'BDT',
  validFrom: null,
  validUntil: null,
  validToday: true,
  companies: [],
  entryCount: 0,
  updatedAt: '2026-11-20T09:30:00.000Z',
  ...over,
});
const distributors = list({
  id: 'l1',
  name: 'Distributors 2026',
  validFrom: '2026-01-01',
  validUntil: '2026-12-31',
  companies: [{ id: 'c1', name: 'Dhaka Knitwear Ltd.' }],
  entryCount: 120,
});
const next = list({ id: 'l2', name: 'Distributors 2099', validFrom: '2099-01-01', validToday: false });
const old = list({ id: 'l3', name: 'Spring 2020', validUntil: '2020-05-31', validToday: false });

describe('Manage Price Lists', () => {
  it('lists each price list with its dates, whether it is valid today, its companies and number of prices', async () => {
    fakeApi({ 'GET /price-lists': { body: pageOf([distributors, next, old]) } });
    renderPage(<ManagePriceListsPage />, undefined, '/dashboard/managePriceLists');
    expect(await screen.findByRole('heading', { name: 'Manage Price Lists: 3' })).toBeInTheDocument();
    const row = (name: string) => within(screen.getByRole('link', { name }).closest('tr')!);
    expect(row('Distributors 2026').getByRole('link')).toHaveAttribute('href', '/dashboard/managePriceLists/l1');
    expect(row('Distributors 2026').getByText('Valid today')).toBeInTheDocument();
    expect(row('Distributors 2026').getByText('Jan 1, 2026 – Dec 31, 2026')).toBeInTheDocument();
    expect(row('Distributors 2026').getByText('Dhaka Knitwear Ltd.')).toBeInTheDocument();
    expect(row('Distributors 2026').getByText('120')).toBeInTheDocument();
    expect(row('Distributors 2099').getByText('Not yet valid')).toBeInTheDocument();
    expect(row('Distributors 2099').getByText('From Jan 1, 2099')).toBeInTheDocument();
    expect(row('Spring 2020').getByText('Expired')).toBeInTheDocument();
    expect(row('Spring 2020').getByText('Until May 31, 2020')).toBeInTheDocument();
  });

  it('searches by name through the API', async () => {
    const api = fakeApi({
      'GET /price-lists': { body: pageOf([distributors, old]) },
      'GET /price-lists?q=spring': { body: pageOf([old]) },
    });
    renderPage(<ManagePriceListsPage />, undefined, '/dashboard/managePriceLists');
    await screen.findByRole('heading', { name: 'Manage Price Lists: 2' });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search price lists' }), { target: { value: 'spring' } });
    await waitFor(() => expect(api.calls.map((c) => c.path)).toContain('/price-lists?q=spring'));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Distributors 2026' })).toBeNull());
  });

  it('adds a list in a dialog: the currency is the store’s, the dates are checked, the API’s messages show under the fields', async () => {
    const created: PriceListDetail = { ...list({ id: 'l9', name: 'Factories 2027', validFrom: '2027-01-01' }), entries: [] };
    const api = fakeApi({
      'GET /price-lists': { body: pageOf([distributors]) },
      'POST /price-lists': (init) => {
        const body = JSON.parse(String(init?.body)) as { name: string };
        if (body.name === 'Distributors 2026')
          return { status: 409, body: { error: { code: 'CONFLICT', message: 'Taken', fields: { name: 'A price list has this name already.' } } } };
        return { status: 201, body: created };
      },
    });
    const { toast, navigate } = renderPage(<ManagePriceListsPage />, undefined, '/dashboard/managePriceLists');
    const opener = await screen.findByRole('button', { name: 'Add price list' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Add price list' });
    const field = (name: string) => within(dialog).getByLabelText(name);
    await waitFor(() => expect(field('Name')).toHaveFocus());
    expect(field('Currency')).toHaveValue('BDT');
    expect(field('Currency')).toHaveAttribute('readonly');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Add price list' }));
    expect(field('Name')).toHaveAccessibleDescription('Enter the price list’s name.');
    fireEvent.change(field('Name'), { target: { value: 'Distributors 2026' } });
    fireEvent.change(field('Valid from'), { target: { value: '2027-02-01' } });
    fireEvent.change(field('Valid until'), { target: { value: '2027-01-01' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add price list' }));
    expect(field('Valid until')).toHaveAccessibleDescription(/The list cannot end before it starts\./);
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(field('Valid until'), { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add price list' }));
    await waitFor(() => expect(field('Name')).toHaveAccessibleDescription('A price list has this name already.'));

    fireEvent.change(field('Name'), { target: { value: 'Factories 2027' } });
    fireEvent.change(field('Valid from'), { target: { value: '2027-01-01' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add price list' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Factories 2027 was added: now give it its prices and companies.'));
    expect(api.calls.filter((c) => c.method === 'POST').pop()?.body).toEqual({
      name: 'Factories 2027',
      currency: 'BDT',
      validFrom: '2027-01-01',
      validUntil: null,
    });
    expect(navigate).toHaveBeenCalledWith('/dashboard/managePriceLists/l9', undefined);
  });
});
