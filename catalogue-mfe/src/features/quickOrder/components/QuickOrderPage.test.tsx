import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { QuickOrderResult } from '@storefront/shared';
import { makeParts } from '../../../test/parts';
import { mockApi, renderWithShop } from '../../../test/renderWithShop';
import QuickOrderPage from './QuickOrderPage';

const [a, b] = makeParts(2) as [ReturnType<typeof makeParts>[number], ReturnType<typeof makeParts>[number]];
const found = (part: typeof a, quantity: string): QuickOrderResult => ({
  partNumber: part.sku,
  quantity,
  part: {
    _id: part._id,
    sku: part.sku,
    name: part.name,
    price: part.price,
    available_Quantity: part.available_Quantity,
    min_order_Quantity: part.min_order_Quantity,
    pack_Size: 1,
    max_order_Quantity: null,
    breaks: [],
  },
});

describe('quick order', () => {
  it('puts pasted lines in the grid, adds the good ones to the cart and keeps each bad one with why', async () => {
    const api = mockApi({
      'POST /quick-order/check': () => ({
        body: {
          rows: [found(a, '10'), { partNumber: 'SL-NOPE-1', quantity: '5', errors: { partNumber: 'No part has this number.' } }, found(b, '6')],
        },
      }),
      'POST /cart/lines': () => ({ body: { cart: { lines: [], total: 0 }, changes: [] } }),
    });
    const { toast } = renderWithShop(<QuickOrderPage />);
    fireEvent.change(screen.getByLabelText('Paste lines'), { target: { value: `${a.sku}\t10\nSL-NOPE-1\t5\n${b.sku}, 6\nSL-XX-0009\t2.5` } });
    fireEvent.click(screen.getByRole('button', { name: 'Put pasted lines in the grid' }));
    expect(screen.getByLabelText('Part number, row 4')).toHaveValue('SL-XX-0009');
    expect(screen.getByLabelText('Quantity, row 3')).toHaveValue('6');

    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('2 lines were added to your cart.'));
    const checked = api.mock.calls.find(([url]) => String(url).endsWith('/quick-order/check'));
    // The row that is not a whole number never left the page: it says why at once.
    expect(JSON.parse(String(checked?.[1]?.body)).rows).toHaveLength(3);
    const added = api.mock.calls.find(([url]) => String(url).endsWith('/cart/lines'));
    expect(JSON.parse(String(added?.[1]?.body))).toEqual({
      lines: [
        { partId: a._id, quantity: 10 },
        { partId: b._id, quantity: 6 },
      ],
    });
    // The bad rows stay in the buyer's order and keep their numbers, each with its message; nothing typed is lost.
    const numbers = screen.getAllByRole('row').map((row) => row.querySelector('td')?.textContent);
    expect(numbers.slice(1, 3)).toEqual(['2', '4']);
    expect(screen.queryByLabelText('Part number, row 1')).toBeNull();
    expect(screen.getByLabelText('Part number, row 2')).toHaveValue('SL-NOPE-1');
    expect(screen.getByLabelText('Part number, row 2')).toHaveAccessibleDescription('No part has this number.');
    expect(screen.getByLabelText('Part number, row 4')).toHaveValue('SL-XX-0009');
    expect(screen.getByLabelText('Quantity, row 4')).toHaveAccessibleDescription('Enter the quantity as a whole number, 1 or more.');
    expect(screen.getByRole('alert')).toHaveTextContent('2 lines need changing');
  });

  it('names merged rows by their numbers in the grid', async () => {
    // Rows 1 and 3 are one unknown number: merged into row 1, which stays; row 2 went to the cart.
    mockApi({
      'POST /quick-order/check': () => ({
        body: { rows: [{ partNumber: 'SL-NOPE-1', quantity: '7', mergedRows: [1, 3], errors: { partNumber: 'No part has this number.' } }, found(a, '10')] },
      }),
      'POST /cart/lines': () => ({ body: { cart: { lines: [], total: 0 }, changes: [] } }),
    });
    renderWithShop(<QuickOrderPage />);
    fireEvent.change(screen.getByLabelText('Paste lines'), { target: { value: `SL-NOPE-1\t5\n${a.sku}\t10\nsl-nope-1\t2` } });
    fireEvent.click(screen.getByRole('button', { name: 'Put pasted lines in the grid' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(screen.getByLabelText('Part number, row 1')).toHaveAccessibleDescription('No part has this number.'));
    expect(screen.getByLabelText('Quantity, row 1')).toHaveValue('7');
    expect(screen.getByText('Rows 1 and 3 were merged into this one.')).toBeInTheDocument();
    // Empty rows to type more follow it, numbered after it.
    expect(screen.getByLabelText('Part number, row 2')).toHaveValue('');
  });

  it('spreads a paste of several rows into a part number field over the grid', () => {
    mockApi({});
    renderWithShop(<QuickOrderPage />);
    const field = screen.getByLabelText('Part number, row 2');
    fireEvent.paste(field, { clipboardData: { getData: () => `${a.sku}\t10\n${b.sku}\t6` } });
    expect(screen.getByLabelText('Part number, row 2')).toHaveValue(a.sku);
    expect(screen.getByLabelText('Quantity, row 3')).toHaveValue('6');
  });

  it('refuses more than 500 lines and keeps the pasted text', () => {
    mockApi({});
    renderWithShop(<QuickOrderPage />);
    const text = Array.from({ length: 501 }, (_, i) => `SL-AA-${i} 1`).join('\n');
    fireEvent.change(screen.getByLabelText('Paste lines'), { target: { value: text } });
    fireEvent.click(screen.getByRole('button', { name: 'Put pasted lines in the grid' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Order at most 500 lines at once.');
    expect(screen.getByLabelText('Paste lines')).toHaveValue(text);
  });

  it('keeps a row of a part sold in packs with the server’s message, its unit price and a quantity stepping by the pack', async () => {
    const packed = found(a, '25');
    packed.part = { ...packed.part!, pack_Size: 10, min_order_Quantity: 10, price: 653.25, breaks: [{ minQuantity: 20, price: 610 }] };
    packed.errors = { quantity: 'Sold in packs of 10: 25 is not allowed; 20 or 30?' };
    const api = mockApi({ 'POST /quick-order/check': () => ({ body: { rows: [packed] } }) });
    renderWithShop(<QuickOrderPage />);
    fireEvent.change(screen.getByLabelText('Part number, row 1'), { target: { value: a.sku } });
    fireEvent.change(screen.getByLabelText('Quantity, row 1'), { target: { value: '25' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(screen.getByLabelText('Quantity, row 1')).toHaveAccessibleDescription('Sold in packs of 10: 25 is not allowed; 20 or 30?'));
    expect(screen.getByLabelText('Quantity, row 1')).toHaveAttribute('step', '10');
    expect(screen.getByText(`${a.sku}: BDT 610.00 per unit (20+ price)`)).toBeInTheDocument();
    expect(api.mock.calls.some(([url]) => String(url).endsWith('/cart/lines'))).toBe(false);
  });

  it('shows a row’s unit price as the server priced it for the buyer', async () => {
    const listed = found(a, '20');
    listed.part = { ...listed.part!, pack_Size: 10, min_order_Quantity: 10, price: 653.25 };
    listed.price = { unitPrice: 590, listPrice: 653.25, source: 'contract', minQuantity: 1, priceListName: 'Distributors 2026' };
    listed.errors = { quantity: 'Only 15 units are in stock.' };
    mockApi({ 'POST /quick-order/check': () => ({ body: { rows: [listed] } }) });
    renderWithShop(<QuickOrderPage />);
    fireEvent.change(screen.getByLabelText('Part number, row 1'), { target: { value: a.sku } });
    fireEvent.change(screen.getByLabelText('Quantity, row 1'), { target: { value: '20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText(`${a.sku}: BDT 590.00 per unit (List BDT 653.25 · Your price BDT 590.00)`)).toBeInTheDocument();
  });

  it('adds the part sold today for an old number, says so, and holds a row whose new part does not fit as it is', async () => {
    const step = (from: string, to: typeof a, interchangeable: boolean, note: string | null) => ({
      steps: [{ from, to: { _id: to._id, sku: to.sku, name: to.name }, interchangeable, note }],
      current: { _id: to._id, sku: to.sku, name: to.name },
      interchangeable,
      message: `${from} is replaced by ${to.sku}.${interchangeable ? '' : ` Not interchangeable: ${note}`}`,
    });
    const api = mockApi({
      'POST /quick-order/check': () => ({
        body: {
          rows: [
            { ...found(a, '10'), partNumber: 'SL-OLD-0001', replacement: step('SL-OLD-0001', a, true, null) },
            { ...found(b, '4'), partNumber: 'SL-OLD-0002', replacement: step('SL-OLD-0002', b, false, 'Fit the new feed dog too.') },
          ],
        },
      }),
      'POST /cart/lines': () => ({ body: { cart: { lines: [], total: 0 }, changes: [] } }),
    });
    const { toast } = renderWithShop(<QuickOrderPage />);
    fireEvent.change(screen.getByLabelText('Paste lines'), { target: { value: 'SL-OLD-0001\t10\nSL-OLD-0002\t4' } });
    fireEvent.click(screen.getByRole('button', { name: 'Put pasted lines in the grid' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('1 line was added to your cart.'));
    const added = api.mock.calls.find(([url]) => String(url).endsWith('/cart/lines'));
    expect(JSON.parse(String(added?.[1]?.body))).toEqual({ lines: [{ partId: a._id, quantity: 10 }] });
    expect(screen.getByRole('status', { name: 'Numbers no longer sold' })).toHaveTextContent(
      `SL-OLD-0001 is replaced by ${a.sku}. ${a.sku} was added in its place.`,
    );
    expect(toast.info).toHaveBeenCalledWith(`SL-OLD-0001 is replaced by ${a.sku}.`);
    // The row that does not fit as it is now names the new part and says what else to change.
    expect(screen.getByLabelText('Part number, row 2')).toHaveValue(b.sku);
    expect(screen.getByLabelText('Part number, row 2')).toHaveAccessibleDescription(
      `SL-OLD-0002 is replaced by ${b.sku}. Not interchangeable: Fit the new feed dog too. Add to cart again to order ${b.sku}.`,
    );
  });
});
