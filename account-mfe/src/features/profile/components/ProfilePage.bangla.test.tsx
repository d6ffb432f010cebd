import { screen, within } from '@testing-library/react';
import { type Profile } from '@storefront/shared';
import messages from '../../../i18n/bn.json';
import { customerSession, fakeApi, findForm, renderPage } from '../../../test/renderPage';
import ProfilePage from './ProfilePage';
import { inBangla } from '@storefront/shared/testing';

const profile: Profile = {
  name: 'Karim Customer',
  email: 'customer@stitchline.com',
  education: '',
  phone: '+880 1711-000000',
  location: '',
  linkedin: '',
  img: '',
};

describe('My Profile in Bangla', () => {
  inBangla(messages);

  it('shows the profile, the notices, the form and Language in Bangla', async () => {
    const waiting = { body: { items: [], nextCursor: null, total: 3, totalExact: true } };
    fakeApi({ 'GET /profile': { body: profile }, 'GET /company/approvals?limit=1': waiting });
    renderPage(<ProfilePage />, { ...customerSession, companyRole: 'approver' });
    expect(screen.getByRole('heading', { level: 1, name: 'আমার প্রোফাইল' })).toBeInTheDocument();
    const card = await screen.findByRole('region', { name: 'Karim Customer' });
    expect(within(card).getByText('শিক্ষা')).toBeInTheDocument();
    expect(within(card).getAllByText('এখনো যোগ করা হয়নি')).toHaveLength(3);
    expect(screen.getByText('আপনার ই-মেইল ঠিকানা customer@stitchline.com এখনো যাচাই করা হয়নি।')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'আপনার ই-মেইল যাচাই করুন' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: '৩টি অর্ডার আপনার অনুমোদনের অপেক্ষায় আছে।' })).toBeInTheDocument();
    await findForm('প্রোফাইল হালনাগাদ করুন');
    expect(screen.getByRole('heading', { name: 'আপনার প্রোফাইল হালনাগাদ করুন' })).toBeInTheDocument();
    expect(screen.getByLabelText('লোকেশন')).toHaveAttribute('placeholder', 'শহর, দেশ');
    const language = screen.getByRole('group', { name: 'ভাষা' });
    expect(within(language).getByRole('radio', { name: 'বাংলা' })).toBeChecked();
  });
});
