import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { pageOf } from '@storefront/shared/testing';
import type { PriceListDetail } from '@storefront/shared/schemas';
import { fakeApi, renderPage } from '../../../test/renderPage';
import PriceListPage from './PriceListPage';

const ID = '33333333-3333-4333-8333-333333333333';
const detail: PriceListDetail = {
  id: ID,
  name: 'Distributors 2026',
  currency: 'BDT',
  validFrom: '2026-01-01',
  validUntil: null,
  validToday: true,
  companies: [{ id: 'c1', name: 'Dhaka Knitwear Ltd.' }],
  entryCount: 2,
  updatedAt: '2026-11-20T09:30:00.000Z',
  entries: [
    { partId: 'p1', partNumber: 'SL-BC-0001', partName: 'Bobbin case', partPrice: 653.25, minQuantity: 1, price: 600 },
    { partId: 'p1', partNumber: 'SL-BC-0001', partName: 'Bobbin case', partPrice: 653.25, minQuantity: 50, price: 575 },
  ],
};

const show = () => renderPage(<PriceListPage />, undefined, `/dashboard/managePriceLists/${ID}`, { id: ID });

describe('a price list’s page', () => {
  it('shows its prices beside each part’s own, and saves them edited: a part added, a row removed', async () => {
    let stored = detail;
    const api = fakeApi({
      [`GET /price-lists/${ID}`]: () => ({ body: stored }),
      [`PUT /price-lists/${ID}/prices`]: () => {
        stored = {
          ...detail,
          entryCount: 2,
          entries: [detail.entries[0]!, { partId: 'p2', partNumber: 'SL-NP-0004', partName: 'Needle plate', partPrice: 1200, minQuantity: 1, price: 1100 }],
        };
        return { body: stored };
      },
    });
    const { toast } = show();
    expect(await screen.findByRole('heading', { name: 'Distributors 2026', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Valid today')).toBeInTheDocument();
    expect(screen.getAllByText('BDT 653.25')).toHaveLength(2);
    expect(screen.getByLabelText('List price for SL-BC-0001', { selector: 'input[value="575"]' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Remove SL-BC-0001 from 50' }));
    fireEvent.change(screen.getByLabelText('Part number'), { target: { value: 'sl-np-0004' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add part' }));
    fireEvent.change(screen.getByLabelText('List price for SL-NP-0004'), { target: { value: '1100' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save prices' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Distributors 2026: 2 prices saved.'));
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({
      entries: [
        { partNumber: 'SL-BC-0001', minQuantity: 1, price: 600 },
        { partNumber: 'SL-NP-0004', minQuantity: 1, price: 1100 },
      ],
    });
    expect(await screen.findByText('Needle plate')).toBeInTheDocument();
  });

  it('shows each bad row’s message, its own and the API’s, and sends nothing bad', async () => {
    const api = fakeApi({
      [`GET /price-lists/${ID}`]: { body: detail },
      [`PUT /price-lists/${ID}/prices`]: {
        status: 400,
        body: { error: { code: 'VALIDATION', message: 'No part has this number.', fields: { 'entries.2.partNumber': 'No part has this number.' } } },
      },
    });
    show();
    await screen.findByRole('heading', { name: 'Distributors 2026', level: 1 });
    fireEvent.change(screen.getByLabelText('List price for SL-BC-0001', { selector: 'input[value="575"]' }), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save prices' }));
    expect(await screen.findByText('Enter a price above 0.')).toBeInTheDocument();
    expect(screen.getByLabelText('List price for SL-BC-0001', { selector: 'input[value="0"]' })).toHaveAccessibleDescription('Enter a price above 0.');
    expect(api.calls.some((c) => c.method === 'PUT')).toBe(false);

    fireEvent.change(screen.getByLabelText('List price for SL-BC-0001', { selector: 'input[value="0"]' }), { target: { value: '575' } });
    fireEvent.change(screen.getByLabelText('Part number'), { target: { value: 'SL-XX-9999' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add part' }));
    fireEvent.change(screen.getByLabelText('List price for SL-XX-9999'), { target: { value: '10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save prices' }));
    expect(await screen.findByText('No part has this number.')).toBeInTheDocument();
    expect(screen.getByLabelText('List price for SL-XX-9999')).toHaveAccessibleDescription('No part has this number.');
  });

  it('imports a CSV: each bad line by its number, or how many prices it holds now', async () => {
    let answer = { imported: 0, errors: [{ line: 4, message: 'No part has this number.' }] };
    const api = fakeApi({
      [`GET /price-lists/${ID}`]: { body: detail },
      [`POST /price-lists/${ID}/import`]: () => ({ body: answer }),
    });
    show();
    await screen.findByRole('heading', { name: 'Distributors 2026', level: 1 });
    const csv = 'part number, min quantity, price\nSL-BC-0001,1,600\n';
    fireEvent.change(screen.getByLabelText('CSV file'), { target: { files: [new File([csv], 'prices.csv', { type: 'text/csv' })] } });
    fireEvent.click(screen.getByRole('button', { name: 'Import CSV' }));
    expect(await screen.findByText('Line 4: No part has this number.')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ csv });

    answer = { imported: 120, errors: [] };
    fireEvent.click(screen.getByRole('button', { name: 'Import CSV' }));
    expect(await screen.findByText('Imported 120 prices')).toBeInTheDocument();
    expect(screen.queryByText('Line 4: No part has this number.')).toBeNull();
  });

  it('says what is wrong with a file the API refuses whole', async () => {
    const header = 'The first line must be: part number, min quantity, price';
    fakeApi({
      [`GET /price-lists/${ID}`]: { body: detail },
      [`POST /price-lists/${ID}/import`]: { status: 400, body: { error: { code: 'VALIDATION', message: header, fields: { csv: header } } } },
    });
    show();
    await screen.findByRole('heading', { name: 'Distributors 2026', level: 1 });
    fireEvent.click(screen.getByRole('button', { name: 'Import CSV' }));
    expect(screen.getByLabelText('CSV file')).toHaveAccessibleDescription(/Choose a CSV file\./);
    fireEvent.change(screen.getByLabelText('CSV file'), { target: { files: [new File(['a,b\n'], 'bad.csv', { type: 'text/csv' })] } });
    fireEvent.click(screen.getByRole('button', { name: 'Import CSV' }));
    await waitFor(() => expect(screen.getByLabelText('CSV file')).toHaveAccessibleDescription(new RegExp(header)));
  });

  it('exports the prices as a CSV download', async () => {
    const api = fakeApi({ [`GET /price-lists/${ID}`]: { body: detail } });
    const fake = global.fetch;
    const exported: string[] = [];
    global.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      if (!String(input).endsWith('/export')) return fake(input, init);
      exported.push(String(input));
      return { ok: true, status: 200, blob: async () => new Blob(['part number,min quantity,price\n']) } as unknown as Response;
    }) as typeof fetch;
    URL.createObjectURL = jest.fn(() => 'blob:prices');
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    show();
    await screen.findByRole('heading', { name: 'Distributors 2026', level: 1 });
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(exported).toEqual([`${api.base}/price-lists/${ID}/export`]);
    click.mockRestore();
  });

  it('chooses its companies from the searched companies and saves them', async () => {
    const chittagong = { _id: 'c2', name: 'Chittagong Denim' };
    const api = fakeApi({
      [`GET /price-lists/${ID}`]: { body: detail },
      'GET /companies': { body: pageOf([{ _id: 'c1', name: 'Dhaka Knitwear Ltd.' }, chittagong]) },
      'GET /companies?q=denim': { body: pageOf([chittagong]) },
      [`PUT /price-lists/${ID}/companies`]: { body: { ...detail, companies: [{ id: 'c2', name: 'Chittagong Denim' }] } },
    });
    const { toast } = show();
    await screen.findByRole('heading', { name: 'Distributors 2026', level: 1 });
    fireEvent.click(screen.getByRole('button', { name: 'Remove Dhaka Knitwear Ltd.' }));
    expect(screen.getByText('No company buys at this list yet.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Choose companies' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose companies' });
    fireEvent.change(within(dialog).getByRole('searchbox', { name: 'Search companies' }), { target: { value: 'denim' } });
    await waitFor(() => expect(api.calls.map((c) => c.path)).toContain('/companies?q=denim'));
    await waitFor(() => expect(within(dialog).queryByLabelText('Dhaka Knitwear Ltd.')).toBeNull());
    fireEvent.click(within(dialog).getByLabelText('Chittagong Denim'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.getByRole('button', { name: 'Remove Chittagong Denim' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Save companies' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Distributors 2026: its companies were saved.'));
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({ companyIds: ['c2'] });
  });

  it('edits its details and deletes it after asking', async () => {
    const api = fakeApi({
      [`GET /price-lists/${ID}`]: { body: detail },
      [`PUT /price-lists/${ID}`]: (init) => ({ body: { ...detail, ...JSON.parse(String(init?.body)) } }),
      [`DELETE /price-lists/${ID}`]: { body: { acknowledged: true, deletedCount: 1 } },
    });
    const { toast, navigate } = show();
    await screen.findByRole('heading', { name: 'Distributors 2026', level: 1 });
    const details = within(screen.getByRole('form', { name: 'Details' }));
    fireEvent.change(details.getByLabelText('Valid until'), { target: { value: '2026-12-31' } });
    fireEvent.click(details.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Distributors 2026 was saved.'));
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({
      name: 'Distributors 2026',
      currency: 'BDT',
      validFrom: '2026-01-01',
      validUntil: '2026-12-31',
    });

    fireEvent.click(details.getByRole('button', { name: 'Delete price list' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete Distributors 2026?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete price list' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/dashboard/managePriceLists', undefined));
    expect(api.calls.some((c) => c.method === 'DELETE')).toBe(true);
  });
});
