import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Part } from '@storefront/shared';
import { pageOf, machineOf } from '@storefront/shared/testing';
import { deferred, fakeApi, renderPage, type FakeResponse } from '../../../test/renderPage';
import ManageProductsPage, { DELETE_CONFIRM } from './ManageProductsPage';

const ID1 = '11111111-1111-4111-8111-111111111111';
const ID2 = '22222222-2222-4222-8222-222222222222';
const bobbin: Part = {
  _id: ID1,
  sku: 'SL-BC-0001',
  name: 'Bobbin case',
  price: 450,
  description: 'd',
  available_Quantity: 500,
  min_order_Quantity: 10,
  img: '/images/bobbin.png',
  pack_Size: 1,
  max_order_Quantity: null,
  breaks: [],
};
const needle: Part = {
  _id: ID2,
  sku: 'SL-NP-0004',
  name: 'Needle plate',
  price: 1200,
  description: 'd',
  available_Quantity: 0,
  min_order_Quantity: 5,
  img: 'https://cdn.example.com/plate.jpg',
  pack_Size: 1,
  max_order_Quantity: null,
  breaks: [],
};

const rowOf = (name: string) => screen.getByRole('cell', { name: new RegExp(`^${name} SL-`) }).closest('tr') as HTMLElement;

describe('ManageProductsPage', () => {
  it('lists every part with image, name, price and stock', async () => {
    fakeApi({ 'GET /parts': { body: pageOf([bobbin, needle]) } });
    renderPage(<ManageProductsPage />);
    const row = within(await screen.findByRole('cell', { name: 'Bobbin case SL-BC-0001' }).then((c) => c.closest('tr') as HTMLElement));
    expect(rowOf('Bobbin case').querySelector('img')).toHaveAttribute('src', 'http://127.0.0.1:4000/images/bobbin.png');
    expect(rowOf('Needle plate').querySelector('img')).toHaveAttribute('src', 'https://cdn.example.com/plate.jpg');
    expect(row.getByText('BDT 450.00')).toBeInTheDocument();
    expect(row.getByText('500')).toBeInTheDocument();
    expect(within(rowOf('Needle plate')).getByText('Out of stock')).toBeInTheDocument();
    expect(screen.getByText('2 parts in the catalogue')).toBeInTheDocument();
  });

  it('searches, filters and sorts on the server, with the view in the URL and a no-match state', async () => {
    const api = fakeApi({
      'GET /parts?q=plate': { body: pageOf([needle]) },
      'GET /parts?q=plate&sort=price': { body: pageOf([needle]) },
      'GET /parts?q=plate&sort=-price': { body: pageOf([needle]) },
      'GET /parts?q=plate&inStock=true&sort=-price': { body: pageOf([]) },
    });
    const { navigate } = renderPage(<ManageProductsPage />, undefined, '/dashboard/manageProduct?q=plate');
    expect(await screen.findByRole('cell', { name: 'Needle plate SL-NP-0004' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search parts' })).toHaveValue('plate');
    expect(screen.getByText('1 part match')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Price' }));
    await waitFor(() => expect(screen.getByRole('columnheader', { name: 'Price' })).toHaveAttribute('aria-sort', 'ascending'));
    fireEvent.click(screen.getByRole('button', { name: 'Price' }));
    await waitFor(() => expect(screen.getByRole('columnheader', { name: 'Price' })).toHaveAttribute('aria-sort', 'descending'));
    fireEvent.change(screen.getByRole('combobox', { name: 'Stock' }), { target: { value: 'true' } });
    expect(await screen.findByText('No parts match')).toBeInTheDocument();
    expect(navigate).toHaveBeenLastCalledWith('/dashboard/manageProduct?q=plate&sort=-price&inStock=true', { replace: false, state: { keepScroll: true } });
    expect(api.calls.map((c) => c.path)).toContain('/parts?q=plate&inStock=true&sort=-price');
  });

  it("asks 'Are you sure you want to delete the item?' and keeps the part on Cancel", async () => {
    const api = fakeApi({ 'GET /parts': { body: pageOf([bobbin, needle]) } });
    renderPage(<ManageProductsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Bobbin case' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete Bobbin case' });
    expect(dialog).toHaveAccessibleDescription(DELETE_CONFIRM);
    expect(within(dialog).getByText('Are you sure you want to delete the item?')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(api.calls.some((c) => c.method === 'DELETE')).toBe(false);
    expect(screen.getByRole('cell', { name: 'Bobbin case SL-BC-0001' })).toBeInTheDocument();
  });

  it('removes the row when the response arrives, not before', async () => {
    const answer = deferred<FakeResponse>();
    const api = fakeApi({
      'GET /parts': { body: pageOf([bobbin, needle]) },
      [`DELETE /parts/${ID1}`]: () => answer.promise,
    });
    const { toast } = renderPage(<ManageProductsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Bobbin case' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'DELETE')).toBe(true));
    // Waiting for the server: still listed, marked busy.
    expect(screen.getByRole('cell', { name: 'Bobbin case SL-BC-0001' })).toBeInTheDocument();
    expect(within(rowOf('Bobbin case')).getByRole('button', { name: /Deleting/ })).toBeDisabled();

    answer.resolve({ body: { acknowledged: true, deletedCount: 1 } });
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Bobbin case SL-BC-0001' })).toBeNull());
    expect(screen.getByRole('cell', { name: 'Needle plate SL-NP-0004' })).toBeInTheDocument();
    expect(toast.success).toHaveBeenCalledWith('Bobbin case deleted');
  });

  it('reports a failed delete and keeps the row', async () => {
    fakeApi({
      'GET /parts': { body: pageOf([bobbin]) },
      [`DELETE /parts/${ID1}`]: { status: 403, body: { error: { code: 'forbidden', message: 'Admins only' } } },
    });
    const { toast } = renderPage(<ManageProductsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Bobbin case' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to delete the product'));
    expect(screen.getByRole('cell', { name: 'Bobbin case SL-BC-0001' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Bobbin case' })).toBeEnabled();
  });

  it('edits price and stock in a dialog and shows the new values', async () => {
    let stored = bobbin;
    const api = fakeApi({
      'GET /parts': () => ({ body: pageOf([stored]) }),
      [`PATCH /parts/${ID1}`]: (init) => ({ body: (stored = { ...bobbin, ...JSON.parse(String(init?.body)) }) }),
    });
    const { toast } = renderPage(<ManageProductsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Bobbin case' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Bobbin case' });
    const price = within(dialog).getByLabelText('Price');
    await waitFor(() => expect(price).toHaveValue(450));
    await waitFor(() => expect(price).toHaveFocus());
    fireEvent.change(price, { target: { value: '475.5' } });
    fireEvent.change(within(dialog).getByLabelText('Available quantity'), { target: { value: '320' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Bobbin case updated'));
    expect(api.calls.find((c) => c.method === 'PATCH')?.body).toEqual({
      sku: 'SL-BC-0001',
      price: 475.5,
      min_order_Quantity: 10,
      available_Quantity: 320,
      pack_Size: 1,
      max_order_Quantity: null,
      breaks: [],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const row = within(rowOf('Bobbin case'));
    expect(row.getByText('BDT 475.50')).toBeInTheDocument();
    expect(row.getByText('320')).toBeInTheDocument();
  });

  it('changes the part number, and shows the API’s 409 under the field when another part has it', async () => {
    const taken = 'Another part has the part number SL-NP-0004';
    const api = fakeApi({
      'GET /parts': () => ({ body: pageOf([bobbin]) }),
      [`PATCH /parts/${ID1}`]: { status: 409, body: { error: { code: 'CONFLICT', message: taken, fields: { sku: taken } } } },
    });
    renderPage(<ManageProductsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Bobbin case' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Bobbin case' });
    const sku = within(dialog).getByLabelText('Part number');
    await waitFor(() => expect(sku).toHaveValue('SL-BC-0001'));
    fireEvent.change(sku, { target: { value: 'sl-np-0004' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText(taken)).toBeInTheDocument();
    expect(sku).toHaveAccessibleDescription(taken);
    // Sent in capitals, as the API keeps it.
    expect(api.calls.find((c) => c.method === 'PATCH')?.body).toMatchObject({ sku: 'SL-NP-0004' });
  });

  it('validates the edit with the shared rules and does not send bad values', async () => {
    const api = fakeApi({ 'GET /parts': { body: pageOf([bobbin]) } });
    renderPage(<ManageProductsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Bobbin case' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Price'), { target: { value: '' } });
    fireEvent.change(within(dialog).getByLabelText('Available quantity'), { target: { value: '2.5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText('price is Required')).toBeInTheDocument();
    expect(within(dialog).getByText('available quantity must be a whole number')).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'PATCH')).toBe(false);
  });

  it('records a sold-out part: stock 0 (below the minimum order) is sent, and the dialog says what it means', async () => {
    const api = fakeApi({ 'GET /parts': { body: pageOf([bobbin]) }, [`PATCH /parts/${ID1}`]: { body: { ...bobbin, available_Quantity: 0 } } });
    renderPage(<ManageProductsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Bobbin case' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Available quantity'), { target: { value: '0' } });
    expect(within(dialog).getByRole('status')).toHaveTextContent('the part shows as out of stock');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(api.calls.find((c) => c.method === 'PATCH')?.body).toMatchObject({ available_Quantity: 0 }));
    expect(within(dialog).queryByText('minimum order quantity cannot be more than the available quantity')).toBeNull();
  });

  it('reports a refused edit and keeps the dialog open', async () => {
    fakeApi({
      'GET /parts': { body: pageOf([bobbin]) },
      [`PATCH /parts/${ID1}`]: {
        status: 400,
        body: { error: { code: 'bad_request', message: 'Bad', fields: { available_Quantity: 'available quantity must be a whole number' } } },
      },
    });
    const { toast } = renderPage(<ManageProductsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Bobbin case' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to update the product'));
    expect(within(dialog).getByText('available quantity must be a whole number')).toBeInTheDocument();
  });

  it('sets what replaces a part (number, interchangeable, note) and shows the API’s refusal under Replaced by', async () => {
    const loop = 'That makes a loop: SL-BC-0001 → SL-NP-0004 → SL-BC-0001.';
    let answer: FakeResponse = { status: 400, body: { error: { code: 'BAD_REQUEST', message: loop, fields: { sku: loop } } } };
    const api = fakeApi({
      'GET /parts': { body: pageOf([bobbin]) },
      [`GET /parts/${ID1}/replacement`]: { body: null },
      [`PUT /parts/${ID1}/replacement`]: () => answer,
      [`PATCH /parts/${ID1}`]: { body: bobbin },
      [`GET /parts/${ID1}`]: { body: bobbin },
    });
    const { toast } = renderPage(<ManageProductsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Bobbin case' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Bobbin case' });
    const replacedBy = await within(dialog).findByLabelText('Replaced by');
    expect(replacedBy).toHaveValue('');
    expect(within(dialog).getByRole('checkbox', { name: 'Interchangeable' })).toBeChecked();
    // Its own number is refused before anything is sent.
    fireEvent.change(replacedBy, { target: { value: 'sl-bc-0001' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(replacedBy).toHaveAccessibleDescription(expect.stringContaining('A part cannot replace itself.')));
    expect(api.calls.some((c) => c.method === 'PUT')).toBe(false);

    fireEvent.change(replacedBy, { target: { value: 'sl-np-0004' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Interchangeable' }));
    fireEvent.change(within(dialog).getByLabelText('Note'), { target: { value: 'Change the feed dog too.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(replacedBy).toHaveAccessibleDescription(expect.stringContaining(loop)));
    expect(api.calls.some((c) => c.method === 'PATCH')).toBe(false);
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({ sku: 'SL-NP-0004', interchangeable: false, note: 'Change the feed dog too.' });

    const step = { from: 'SL-BC-0001', to: { _id: ID2, sku: 'SL-NP-0004', name: 'Needle plate' }, interchangeable: false, note: 'Change the feed dog too.' };
    answer = { body: step };
    fireEvent.change(replacedBy, { target: { value: 'SL-NP-0004' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Bobbin case updated'));
    expect(api.calls.filter((c) => c.method === 'PATCH')).toHaveLength(1);
  });

  it('names a part no longer sold that a search for its number finds, with its Edit', async () => {
    const OLD = '33333333-3333-4333-8333-333333333333';
    const old: Part = { ...needle, _id: OLD, sku: 'NP-8700-01', name: 'Needle plate (1998 pattern)' };
    const current = { _id: ID2, sku: 'SL-NP-0004', name: 'Needle plate' };
    const message = 'NP-8700-01 is replaced by SL-NP-0004.';
    fakeApi({
      'GET /parts?q=NP-8700-01': { body: { ...pageOf([{ ...needle, replaces: 'NP-8700-01' }]), replaced: [{ _id: OLD, sku: old.sku, current, message }] } },
      [`GET /parts/${OLD}`]: { body: old },
      [`GET /parts/${OLD}/replacement`]: { body: { from: old.sku, to: current, interchangeable: true, note: null } },
    });
    renderPage(<ManageProductsPage />, undefined, '/dashboard/manageProduct?q=NP-8700-01');
    expect(await screen.findByText(`No longer sold: ${message}`)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Edit NP-8700-01' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Needle plate (1998 pattern)' });
    await waitFor(() => expect(within(dialog).getByLabelText('Replaced by')).toHaveValue('SL-NP-0004'));
    expect(within(dialog).getByRole('checkbox', { name: 'Interchangeable' })).toBeChecked();
  });

  it('changes the machines a part fits and its OEM numbers in the same dialog', async () => {
    const ddl = machineOf(1, 'JUKI', 'DDL-8700');
    const mo = { ...ddl, _id: '00000000-0000-4000-9000-000000000002', model: 'MO-6714S', name: 'JUKI MO-6714S', modelSlug: 'mo-6714s' };
    const api = fakeApi({
      'GET /parts': { body: pageOf([bobbin]) },
      [`GET /parts/${ID1}/fitment`]: { body: { machines: [ddl], oem: [{ brand: 'JUKI', number: 'B9117-012-000' }] } },
      'GET /machines/brands': { body: [{ brand: 'JUKI', slug: 'juki', machines: 2 }] },
      'GET /machines/brands/juki': { body: [ddl, mo] },
      [`PATCH /parts/${ID1}`]: { body: bobbin },
      [`PUT /parts/${ID1}/fitment`]: (init) => ({ body: { machines: [mo], oem: JSON.parse(String(init?.body)).oem } }),
    });
    const { toast } = renderPage(<ManageProductsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Bobbin case' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Bobbin case' });
    const fits = await within(dialog).findByRole('list', { name: 'Machines it fits' });
    expect(fits).toHaveTextContent('JUKI DDL-8700');
    fireEvent.click(within(fits).getByRole('button', { name: 'Remove JUKI DDL-8700' }));
    await waitFor(() => expect(within(within(dialog).getByLabelText('Brand')).getByRole('option', { name: 'JUKI' })).toBeInTheDocument());
    fireEvent.change(within(dialog).getByLabelText('Brand'), { target: { value: 'juki' } });
    await waitFor(() => expect(within(within(dialog).getByLabelText('Model')).getByRole('option', { name: 'MO-6714S' })).toBeInTheDocument());
    fireEvent.change(within(dialog).getByLabelText('Model'), { target: { value: mo._id } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add machine' }));
    fireEvent.change(within(dialog).getByLabelText('Machine brand'), { target: { value: 'Pegasus' } });
    fireEvent.change(within(dialog).getByLabelText('OEM number'), { target: { value: '204010' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add number' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Bobbin case updated'));
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({
      machines: [mo._id],
      oem: [
        { brand: 'JUKI', number: 'B9117-012-000' },
        { brand: 'Pegasus', number: '204010' },
      ],
    });
  });

  it('edits the pack size, maximum and breaks, checked with the API’s rule, and shows "Packs of 10"', async () => {
    let stored: Part = { ...bobbin, breaks: [{ minQuantity: 50, price: 420 }] };
    const api = fakeApi({
      'GET /parts': () => ({ body: pageOf([stored]) }),
      [`PATCH /parts/${ID1}`]: (init) => ({ body: (stored = { ...stored, ...JSON.parse(String(init?.body)) }) }),
    });
    const { toast } = renderPage(<ManageProductsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Bobbin case' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Bobbin case' });
    await waitFor(() => expect(within(dialog).getByLabelText('Pack size')).toHaveValue(1));
    expect(within(dialog).getByLabelText('From quantity')).toHaveValue(50);
    expect(within(dialog).getByLabelText('Unit price')).toHaveValue(420);

    // A minimum of 10 in packs of 25 is not whole packs; a break above the price before it is refused.
    fireEvent.change(within(dialog).getByLabelText('Pack size'), { target: { value: '25' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add break' }));
    const froms = within(dialog).getAllByLabelText('From quantity');
    fireEvent.change(froms[1]!, { target: { value: '200' } });
    fireEvent.change(within(dialog).getAllByLabelText('Unit price')[1]!, { target: { value: '430' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText('The minimum order must be a whole number of packs.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Minimum order quantity')).toHaveAccessibleDescription('The minimum order must be a whole number of packs.');

    fireEvent.change(within(dialog).getByLabelText('Pack size'), { target: { value: '10' } });
    expect(await within(dialog).findByText("Each break's price must be below the part's price and the break before it.")).toBeInTheDocument();
    fireEvent.change(within(dialog).getAllByLabelText('Unit price')[1]!, { target: { value: '400' } });
    fireEvent.change(within(dialog).getByLabelText('Maximum per order'), { target: { value: '1000' } });
    await waitFor(() => expect(within(dialog).queryByText("Each break's price must be below the part's price and the break before it.")).toBeNull());
    expect(within(dialog).getByRole('button', { name: 'Remove break from 50' })).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove break from 200' }));
    expect(within(dialog).getAllByLabelText('From quantity')).toHaveLength(1);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Bobbin case updated'));
    expect(api.calls.find((c) => c.method === 'PATCH')?.body).toMatchObject({
      pack_Size: 10,
      max_order_Quantity: 1000,
      breaks: [{ minQuantity: 50, price: 420 }],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(rowOf('Bobbin case')).getByText('Packs of 10')).toBeInTheDocument();
  });
});
