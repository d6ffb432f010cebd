import { fireEvent, screen, within } from '@testing-library/react';
import messages from '../../../i18n/bn.json';
import { company, memberSession } from '../../../test/companyFixtures';
import { fakeApi, findForm, renderPage } from '../../../test/renderPage';
import CompanyPage from './CompanyPage';
import { inBangla } from '@storefront/shared/testing';

describe('the Company page in Bangla', () => {
  inBangla(messages);

  it('names its sections, columns, actions and the role change in Bangla', async () => {
    fakeApi({ 'GET /company': { body: company } });
    renderPage(<CompanyPage />, memberSession('company_admin'), '/dashboard/company');
    expect(await screen.findByRole('heading', { level: 1, name: 'কোম্পানি' })).toBeInTheDocument();
    await findForm('তথ্য সংরক্ষণ করুন');
    expect(screen.getByLabelText('কোম্পানির নাম')).toHaveValue('Dhaka Knitwear Ltd.');
    const locations = within(screen.getByRole('region', { name: 'লোকেশন' }));
    expect(locations.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['লোকেশন', 'ঠিকানা', 'ফোন', 'কাজ']);
    expect(locations.getByRole('button', { name: 'সম্পাদনা করুন: Gazipur plant' })).toHaveTextContent('সম্পাদনা করুন');
    const members = within(screen.getByRole('region', { name: 'সদস্য' }));
    const role = members.getByRole('combobox', { name: 'Nasrin Buyer-এর ভূমিকা' });
    expect(within(role).getByRole('option', { name: 'Approver' })).toBeInTheDocument();
    fireEvent.change(role, { target: { value: 'approver' } });
    expect(await screen.findByRole('alertdialog', { name: 'Nasrin Buyer-কে Approver করবেন?' })).toHaveTextContent(
      'Nasrin Buyer ক্রেতার সীমার বেশি অর্ডার অনুমোদন বা প্রত্যাখ্যান করবেন',
    );
    expect(within(screen.getByRole('region', { name: 'সদস্যকে আমন্ত্রণ জানান' })).getByText(/দিন কাজ করে/)).toBeInTheDocument();
  });
});
