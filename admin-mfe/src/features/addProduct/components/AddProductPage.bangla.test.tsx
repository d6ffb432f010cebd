import { fireEvent, screen, waitFor } from '@testing-library/react';
import { banglaMessages } from '@storefront/shared/schemas';
import { fakeApi, renderPage } from '../../../test/renderPage';
import AddProductPage from './AddProductPage';

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Add Product' }));
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const CREATED = {
  'GET /machines/brands': { body: [] },
  'POST /images': { body: { success: true, data: { url: '/images/abc.png' } } },
  'POST /parts': { status: 201, body: { acknowledged: true, insertedId: 'p-new' } },
};

function fillValidForm() {
  type('Name', 'Bobbin case for DDL-8700');
  type('Price', '450');
  type('Minimum order quantity', '10');
  type('Available quantity', '500');
  type('Description', 'Hardened steel bobbin case.');
  fireEvent.change(screen.getByLabelText('Image'), { target: { files: [new File([new Uint8Array([0x89, 0x50])], 'bobbin.png', { type: 'image/png' })] } });
}

const postedPart = (api: ReturnType<typeof fakeApi>) => api.calls.find((call) => call.method === 'POST' && call.path === '/parts')?.body;

describe('AddProductPage: the part in Bangla', () => {
  it('sends the name and description in Bangla, trimmed, from inputs marked as Bangla', async () => {
    const api = fakeApi(CREATED);
    const { toast } = renderPage(<AddProductPage />);
    fillValidForm();
    expect(screen.getByLabelText('Name in Bangla')).toHaveAttribute('lang', 'bn');
    expect(screen.getByLabelText('Description in Bangla')).toHaveAttribute('lang', 'bn');
    type('Name in Bangla', '  ববিন কেস  ');
    type('Description in Bangla', 'শক্ত স্টিলের ববিন কেস।');
    submit();
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Product added successfully'));
    expect(postedPart(api)).toMatchObject({ name: 'Bobbin case for DDL-8700', nameBn: 'ববিন কেস', descriptionBn: 'শক্ত স্টিলের ববিন কেস।' });
  });

  it('leaves them out of the body when they are empty', async () => {
    const api = fakeApi(CREATED);
    const { toast } = renderPage(<AddProductPage />);
    fillValidForm();
    submit();
    await waitFor(() => expect(toast.success).toHaveBeenCalled());
    expect(postedPart(api)).not.toHaveProperty('nameBn');
    expect(postedPart(api)).not.toHaveProperty('descriptionBn');
  });

  it("shows the API's message under the field for a name not in Bangla script, and sends nothing", async () => {
    const api = fakeApi(CREATED);
    renderPage(<AddProductPage />);
    fillValidForm();
    type('Name in Bangla', 'Bobbin case');
    submit();
    const message = banglaMessages.notBangla('the name in Bangla');
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText('Name in Bangla')).toHaveAccessibleDescription(new RegExp(message.replace(/[()]/g, '\\$&')));
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it("shows the API's own field message when it refuses the Bangla", async () => {
    const refusal = 'Write the description in Bangla in at most 2000 characters.';
    fakeApi({ ...CREATED, 'POST /parts': { status: 400, body: { error: { code: 'BAD_REQUEST', message: refusal, fields: { descriptionBn: refusal } } } } });
    renderPage(<AddProductPage />);
    fillValidForm();
    type('Description in Bangla', 'শক্ত স্টিলের ববিন কেস।');
    submit();
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(screen.getByLabelText('Description in Bangla')).toHaveAttribute('aria-invalid', 'true');
  });
});
