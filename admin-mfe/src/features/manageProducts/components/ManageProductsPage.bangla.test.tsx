import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type Part } from '@storefront/shared';
import { pageOf, inBangla } from '@storefront/shared/testing';
import messages from '../../../i18n/bn.json';
import { fakeApi, renderPage } from '../../../test/renderPage';
import ManageProductsPage from './ManageProductsPage';

const ID1 = '11111111-1111-4111-8111-111111111111';
const bobbin: Part = {
  _id: ID1,
  sku: 'SL-BC-0001',
  name: 'Bobbin case',
  nameBn: 'ববিন কেস',
  price: 1450,
  description: 'd',
  descriptionBn: '',
  available_Quantity: 0,
  min_order_Quantity: 10,
  img: '/images/bobbin.png',
  pack_Size: 1,
  max_order_Quantity: null,
  breaks: [],
};
const READS = {
  'GET /parts': { body: pageOf([bobbin]) },
  [`GET /parts/${ID1}/fitment`]: { body: { machines: [], oem: [] } },
  [`GET /parts/${ID1}/replacement`]: { body: null },
};

async function openEdit() {
  fireEvent.click(await screen.findByRole('button', { name: 'Edit Bobbin case' }));
  return within(await screen.findByRole('dialog', { name: 'Edit Bobbin case' }));
}

describe('Manage Products: the part in Bangla', () => {
  it('shows its Bangla in Edit, and sends only what changed (an emptied one as "")', async () => {
    const api = fakeApi({ ...READS, [`PATCH /parts/${ID1}`]: { body: { ...bobbin, nameBn: '' } } });
    const { toast } = renderPage(<ManageProductsPage />);
    const dialog = await openEdit();
    const nameBn = dialog.getByLabelText('Name in Bangla');
    await waitFor(() => expect(nameBn).toHaveValue('ববিন কেস'));
    expect(nameBn).toHaveAttribute('lang', 'bn');
    expect(dialog.getByLabelText('Description in Bangla')).toHaveAttribute('lang', 'bn');
    fireEvent.change(nameBn, { target: { value: '' } });
    fireEvent.change(dialog.getByLabelText('Description in Bangla'), { target: { value: 'শক্ত স্টিলের ববিন কেস।' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Bobbin case updated'));
    expect(api.calls.find((call) => call.method === 'PATCH')?.body).toMatchObject({ nameBn: '', descriptionBn: 'শক্ত স্টিলের ববিন কেস।' });
  });

  it('leaves unchanged Bangla out of the PATCH', async () => {
    const api = fakeApi({ ...READS, [`PATCH /parts/${ID1}`]: { body: bobbin } });
    const { toast } = renderPage(<ManageProductsPage />);
    const dialog = await openEdit();
    await waitFor(() => expect(dialog.getByLabelText('Name in Bangla')).toHaveValue('ববিন কেস'));
    fireEvent.change(dialog.getByLabelText('Price'), { target: { value: '1500' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalled());
    const patch = api.calls.find((call) => call.method === 'PATCH')?.body;
    expect(patch).not.toHaveProperty('nameBn');
    expect(patch).not.toHaveProperty('descriptionBn');
  });

  describe('on a Bangla page', () => {
    inBangla(messages);

    it('shows the page, its table and its dialogs in Bangla, with Bangla numbers and money', async () => {
      fakeApi(READS);
      renderPage(<ManageProductsPage />);
      expect(await screen.findByRole('heading', { name: 'পণ্য ব্যবস্থাপনা' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'পণ্য যোগ করুন' })).toBeInTheDocument();
      expect(screen.getByRole('searchbox', { name: 'পার্টস খুঁজুন' })).toBeInTheDocument();
      expect(await screen.findByText('ক্যাটালগে ১টি পার্ট')).toBeInTheDocument();
      expect(screen.getByRole('columnheader', { name: 'ছবি' })).toBeInTheDocument();
      const row = within(screen.getByRole('cell', { name: 'Bobbin case SL-BC-0001' }).closest('tr') as HTMLElement);
      expect(row.getByText('১,৪৫০.০০৳')).toBeInTheDocument();
      expect(row.getByText('স্টক নেই')).toBeInTheDocument();
      expect(row.getByText('১০')).toBeInTheDocument();

      fireEvent.click(row.getByRole('button', { name: 'মুছুন Bobbin case' }));
      const confirm = await screen.findByRole('alertdialog', { name: 'Bobbin case মুছুন' });
      expect(confirm).toHaveAccessibleDescription('আপনি কি নিশ্চিত যে আইটেমটি মুছে ফেলতে চান?');
      fireEvent.click(within(confirm).getByRole('button', { name: /বাতিল|Cancel/ }));

      fireEvent.click(row.getByRole('button', { name: 'সম্পাদনা Bobbin case' }));
      const dialog = within(await screen.findByRole('dialog', { name: 'Bobbin case সম্পাদনা' }));
      expect(dialog.getByLabelText('বাংলায় নাম')).toHaveValue('ববিন কেস');
      expect(dialog.getByRole('button', { name: 'পরিবর্তন সেভ করুন' })).toBeInTheDocument();
    });
  });
});
