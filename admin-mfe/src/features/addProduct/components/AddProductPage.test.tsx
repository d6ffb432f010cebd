import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, renderPage } from '../../../test/renderPage';
import AddProductPage from './AddProductPage';
import { machineOf } from '@storefront/shared/testing';

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Add Product' }));
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const pickImage = (file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'bobbin.png', { type: 'image/png' })) =>
  fireEvent.change(screen.getByLabelText('Image'), { target: { files: [file] } });

/** The fitment editor's reads: the brands and a brand's machines to choose from. */
const ddl = machineOf(1, 'JUKI', 'DDL-8700', '7');
const MACHINE_READS = {
  'GET /machines/brands': { body: [{ brand: 'JUKI', slug: 'juki', machines: 1 }] },
  'GET /machines/brands/juki': { body: [ddl] },
};
/** What the page sent and asked for, besides the fitment editor's reads. */
const sent = (api: ReturnType<typeof fakeApi>) => api.calls.filter((call) => !call.path.startsWith('/machines') && !call.path.endsWith('/fitment'));

function fillValidForm() {
  type('Name', 'Bobbin case for DDL-8700');
  type('Price', '450');
  type('Minimum order quantity', '10');
  type('Available quantity', '500');
  type('Description', 'Hardened steel bobbin case for single-needle lockstitch machines.');
  pickImage();
}

describe('AddProductPage', () => {
  it("shows the spec's messages for an empty form and calls nothing", async () => {
    const api = fakeApi(MACHINE_READS);
    renderPage(<AddProductPage />);
    submit();
    for (const message of [
      'Name is Required',
      'price is Required',
      'description is Required',
      'quantity is Required',
      'available quantity is Required',
      'Image is Required',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Image')).toHaveAccessibleDescription(/Image is Required/);
    expect(sent(api)).toHaveLength(0);
  });

  it('checks the numbers: price above zero, whole quantities, minimum not above available', async () => {
    fakeApi(MACHINE_READS);
    renderPage(<AddProductPage />);
    fillValidForm();
    type('Price', '0');
    type('Minimum order quantity', '2.5');
    type('Available quantity', '-1');
    submit();
    expect(await screen.findByText('price must be a number greater than 0')).toBeInTheDocument();
    expect(screen.getByText('quantity must be a whole number')).toBeInTheDocument();
    expect(screen.getByText('available quantity must be a whole number')).toBeInTheDocument();

    type('Price', '12.5');
    type('Minimum order quantity', '50');
    type('Available quantity', '20');
    expect(await screen.findByText('minimum order quantity cannot be more than the available quantity')).toBeInTheDocument();
    expect(screen.queryByText('price must be a number greater than 0')).toBeNull();
  });

  it('uploads the image first, then creates the part with its URL, says so and resets the form', async () => {
    const api = fakeApi({
      ...MACHINE_READS,
      'POST /images': { body: { success: true, data: { url: '/images/abc.png' } } },
      'POST /parts': { status: 201, body: { acknowledged: true, insertedId: 'p-new' } },
    });
    const { toast } = renderPage(<AddProductPage />);
    fillValidForm();
    expect(screen.getByText(/bobbin\.png/)).toBeInTheDocument();
    submit();
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Product added successfully'));
    expect(sent(api).map((c) => `${c.method} ${c.path}`)).toEqual(['POST /images', 'POST /parts']);
    expect(sent(api)[0]!.body).toBeInstanceOf(FormData);
    expect((sent(api)[0]!.body as FormData).get('image')).toHaveProperty('name', 'bobbin.png');
    expect(sent(api)[1]!.body).toEqual({
      name: 'Bobbin case for DDL-8700',
      price: 450,
      description: 'Hardened steel bobbin case for single-needle lockstitch machines.',
      min_order_Quantity: 10,
      available_Quantity: 500,
      img: '/images/abc.png',
      pack_Size: 1,
      max_order_Quantity: null,
      breaks: [],
    });
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue(''));
    expect(screen.getByLabelText('Price')).toHaveValue(null);
    expect(screen.getByLabelText('Description')).toHaveValue('');
    expect((screen.getByLabelText('Image') as HTMLInputElement).value).toBe('');
    expect(screen.queryByText(/bobbin\.png/)).toBeNull();
    expect(screen.queryByText('Name is Required')).toBeNull();
  });

  it('saves the machines the part fits and the OEM numbers it replaces once the part is added', async () => {
    const api = fakeApi({
      ...MACHINE_READS,
      'POST /images': { body: { success: true, data: { url: '/images/abc.png' } } },
      'POST /parts': { status: 201, body: { acknowledged: true, insertedId: '00000000-0000-4000-8000-0000000000aa' } },
      'PUT /parts/00000000-0000-4000-8000-0000000000aa/fitment': { body: { machines: [ddl], oem: [{ brand: 'JUKI', number: '110-45400' }] } },
    });
    const { toast } = renderPage(<AddProductPage />);
    fillValidForm();
    await waitFor(() => expect(within(screen.getByLabelText('Brand')).getByRole('option', { name: 'JUKI' })).toBeInTheDocument());
    fireEvent.change(screen.getByLabelText('Brand'), { target: { value: 'juki' } });
    await waitFor(() => expect(within(screen.getByLabelText('Model')).getByRole('option', { name: 'DDL-8700-7' })).toBeInTheDocument());
    fireEvent.change(screen.getByLabelText('Model'), { target: { value: ddl._id } });
    fireEvent.click(screen.getByRole('button', { name: 'Add machine' }));
    expect(screen.getByRole('list', { name: 'Machines it fits' })).toHaveTextContent('JUKI DDL-8700-7');
    // An OEM number needs its number.
    type('Machine brand', 'JUKI');
    fireEvent.click(screen.getByRole('button', { name: 'Add number' }));
    expect(await screen.findByText("Enter the maker's part number.")).toBeInTheDocument();
    type('OEM number', '110-45400');
    fireEvent.click(screen.getByRole('button', { name: 'Add number' }));
    expect(screen.getByRole('list', { name: 'OEM numbers it replaces' })).toHaveTextContent('JUKI 110-45400');
    submit();
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Product added successfully'));
    expect(sent(api).map((c) => `${c.method} ${c.path}`)).toEqual(['POST /images', 'POST /parts']);
    const put = api.calls.find((c) => c.method === 'PUT');
    expect([put?.path, put?.body]).toEqual([
      '/parts/00000000-0000-4000-8000-0000000000aa/fitment',
      { machines: [ddl._id], oem: [{ brand: 'JUKI', number: '110-45400' }] },
    ]);
    // The form starts again empty, fitment too.
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Machines it fits' })).toBeNull());
  });

  it('names the accepted types and size as soon as another file is chosen, and sends nothing', async () => {
    const api = fakeApi(MACHINE_READS);
    renderPage(<AddProductPage />);
    fillValidForm();
    pickImage(new File(['%PDF-1.7'], 'price-list.pdf', { type: 'application/pdf' }));
    const rule = 'This file is not a picture the shop can use: choose one of PNG, JPEG, WebP or GIF, up to 5 MB';
    expect(await screen.findByText(rule)).toBeInTheDocument();
    expect(screen.getByLabelText('Image')).toHaveAccessibleDescription(new RegExp(rule));
    const huge = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'scan.png', { type: 'image/png' });
    pickImage(huge);
    expect(await screen.findByText('This picture is too large: choose one of PNG, JPEG, WebP or GIF, up to 5 MB')).toBeInTheDocument();
    submit();
    expect(sent(api)).toHaveLength(0);
  });

  it('reports a failed upload under the image with what the API takes, and does not create the part', async () => {
    const refusal = 'This file is not a picture the shop can use: choose one of PNG, JPEG, WebP or GIF, up to 5 MB';
    const api = fakeApi({
      ...MACHINE_READS,
      'POST /images': { status: 415, body: { error: { code: 'UNSUPPORTED_MEDIA_TYPE', message: refusal } } },
    });
    const { toast } = renderPage(<AddProductPage />);
    fillValidForm();
    submit();
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to add the product'));
    expect(await screen.findByText(`The image could not be uploaded: ${refusal}`)).toBeInTheDocument();
    expect(sent(api).map((c) => c.path)).toEqual(['/images']);
    expect(screen.getByLabelText('Name')).toHaveValue('Bobbin case for DDL-8700');
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('reports an upload that does not say success', async () => {
    const api = fakeApi({ ...MACHINE_READS, 'POST /images': { body: { success: false, data: { url: '' } } } });
    const { toast } = renderPage(<AddProductPage />);
    fillValidForm();
    submit();
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to add the product'));
    expect(sent(api)).toHaveLength(1);
  });

  it('reports a refused create and keeps what was typed', async () => {
    fakeApi({
      ...MACHINE_READS,
      'POST /images': { body: { success: true, data: { url: '/images/abc.png' } } },
      'POST /parts': { status: 403, body: { error: { code: 'forbidden', message: 'Admins only' } } },
    });
    const { toast } = renderPage(<AddProductPage />);
    fillValidForm();
    submit();
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to add the product'));
    expect(screen.getByLabelText('Price')).toHaveValue(450);
  });

  it('sends the pack size, maximum and breaks, and shows the API’s rule under each field', async () => {
    const api = fakeApi({
      ...MACHINE_READS,
      'POST /images': { body: { success: true, data: { url: '/images/abc.png' } } },
      'POST /parts': { status: 201, body: { acknowledged: true, insertedId: 'p-new' } },
    });
    const { toast } = renderPage(<AddProductPage />);
    fillValidForm();
    expect(screen.getByLabelText('Pack size')).toHaveValue(1);
    type('Pack size', '10');
    type('Maximum per order', '5');
    fireEvent.click(screen.getByRole('button', { name: 'Add break' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add break' }));
    const froms = screen.getAllByLabelText('From quantity');
    const prices = screen.getAllByLabelText('Unit price');
    fireEvent.change(froms[0]!, { target: { value: '50' } });
    fireEvent.change(prices[0]!, { target: { value: '420' } });
    fireEvent.change(froms[1]!, { target: { value: '50' } });
    fireEvent.change(prices[1]!, { target: { value: '400' } });
    submit();
    expect(await screen.findByText('The maximum per order must be a whole number of packs.')).toBeInTheDocument();
    expect(screen.getByLabelText('Maximum per order')).toHaveAccessibleDescription(/whole number of packs/);

    type('Maximum per order', '1000');
    expect(await screen.findByText('Two breaks start at the same quantity.')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Remove break from 50' })).toHaveLength(2);
    fireEvent.change(froms[1]!, { target: { value: '1' } });
    expect(await screen.findByText('A quantity break starts at 2 units or more.')).toBeInTheDocument();
    fireEvent.change(froms[1]!, { target: { value: '200' } });
    await waitFor(() => expect(screen.queryByText('A quantity break starts at 2 units or more.')).toBeNull());
    expect(sent(api)).toHaveLength(0);

    submit();
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Product added successfully'));
    expect(sent(api)[1]!.body).toMatchObject({
      min_order_Quantity: 10,
      pack_Size: 10,
      max_order_Quantity: 1000,
      breaks: [
        { minQuantity: 50, price: 420 },
        { minQuantity: 200, price: 400 },
      ],
    });
    await waitFor(() => expect(screen.queryAllByLabelText('From quantity')).toHaveLength(0));
  });

  it('shows the API’s message for the breaks under them', async () => {
    const message = "Each break's price must be below the part's price and the break before it.";
    fakeApi({
      ...MACHINE_READS,
      'POST /images': { body: { success: true, data: { url: '/images/abc.png' } } },
      'POST /parts': { status: 400, body: { error: { code: 'VALIDATION', message, fields: { breaks: message } } } },
    });
    renderPage(<AddProductPage />);
    fillValidForm();
    fireEvent.click(screen.getByRole('button', { name: 'Add break' }));
    fireEvent.change(screen.getByLabelText('From quantity'), { target: { value: '50' } });
    fireEvent.change(screen.getByLabelText('Unit price'), { target: { value: '420' } });
    submit();
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Quantity breaks' })).toHaveAccessibleDescription(message);
  });
});
