import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { apiBaseUrl, type Profile } from '@storefront/shared';
import { customerSession, fakeApi, findForm, pngFile, renderPage } from '../../../test/renderPage';
import ProfilePage from './ProfilePage';

const empty: Profile = { name: 'Karim Customer', email: 'customer@stitchline.com', education: '', phone: '', location: '', linkedin: '', img: '' };
const saved: Profile = {
  ...empty,
  education: 'BSc Textile Engineering',
  phone: '+880 1711-000000',
  location: 'Gazipur, Bangladesh',
  linkedin: 'https://www.linkedin.com/in/karim',
  img: `${apiBaseUrl()}/images/abc.png`,
};

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Update profile' }));

describe('My Profile', () => {
  it('offers to verify an unverified address, then re-reads the account', async () => {
    fakeApi({ 'GET /profile': { body: saved } });
    const sendEmailVerification = jest.fn(async () => undefined);
    const refresh = jest.fn(async () => undefined);
    renderPage(<ProfilePage />, { ...customerSession, sendEmailVerification, refresh });
    fireEvent.click(await screen.findByRole('button', { name: 'Verify your e-mail' }));
    expect(await screen.findByText('We sent a verification link to customer@stitchline.com. Open it, then come back here.')).toBeInTheDocument();
    expect(sendEmailVerification).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'I have opened the link' }));
    await waitFor(() => expect(refresh).toHaveBeenCalledTimes(1));
  });

  it('tells an approver or company admin how many orders wait for their approval, with the way to Approvals', async () => {
    const waiting = (total: number) => ({ body: { items: [], nextCursor: null, total, totalExact: true } });
    const { calls } = fakeApi({ 'GET /profile': { body: saved }, 'GET /company/approvals?limit=1': waiting(3) });
    const approver = { ...customerSession, companyRole: 'approver' as const };
    const { unmount } = renderPage(<ProfilePage />, approver);
    const panel = await screen.findByRole('region', { name: '3 orders wait for your approval.' });
    expect(within(panel).getByRole('link', { name: 'Open Approvals' })).toHaveAttribute('href', '/dashboard/approvals');
    // The profile is asked for first: the count does not hold My Profile's first read back.
    expect(calls[0]?.path).toBe('/profile');
    unmount();
    fakeApi({ 'GET /profile': { body: saved }, 'GET /company/approvals?limit=1': waiting(1) });
    renderPage(<ProfilePage />, { ...customerSession, companyRole: 'company_admin' });
    expect(await screen.findByRole('region', { name: '1 order waits for your approval.' })).toBeInTheDocument();
  });

  it('says nothing of approvals to a buyer or a customer without a company, and does not ask', async () => {
    const { calls } = fakeApi({ 'GET /profile': { body: saved } });
    renderPage(<ProfilePage />, { ...customerSession, companyRole: 'buyer' });
    await screen.findByRole('region', { name: 'Karim Customer' });
    expect(screen.queryByText(/wait for your approval/)).toBeNull();
    expect(calls.map((c) => c.path)).not.toContain('/company/approvals?limit=1');
  });

  it('says nothing about verification to a verified user', async () => {
    fakeApi({ 'GET /profile': { body: saved } });
    renderPage(<ProfilePage />, { ...customerSession, user: { ...customerSession.user!, emailVerified: true } });
    await screen.findByRole('region', { name: 'Karim Customer' });
    expect(screen.queryByRole('button', { name: 'Verify your e-mail' })).toBeNull();
  });

  it('shows the signed-in user’s own profile', async () => {
    fakeApi({ 'GET /profile': { body: saved } });
    renderPage(<ProfilePage />);
    const card = await screen.findByRole('region', { name: 'Karim Customer' });
    expect(within(card).getByText('customer@stitchline.com')).toBeInTheDocument();
    expect(within(card).getByText('BSc Textile Engineering')).toBeInTheDocument();
    expect(within(card).getByText('Gazipur, Bangladesh')).toBeInTheDocument();
    expect(within(card).getByText('+880 1711-000000')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'linkedin.com/in/karim' })).toHaveAttribute('href', saved.linkedin);
    expect(within(card).getByRole('img', { name: 'Photo of Karim Customer' })).toHaveAttribute('src', saved.img);
  });

  it('validates on submit with the corrected messages, then re-validates on change', async () => {
    const { calls } = fakeApi({ 'GET /profile': { body: empty } });
    renderPage(<ProfilePage />);
    await findForm('Update profile');
    fireEvent.change(screen.getByLabelText('LinkedIn'), { target: { value: 'not a url' } });
    // Nothing shows before the first submit.
    expect(screen.queryByText('location is Required')).not.toBeInTheDocument();
    submit();
    expect(await screen.findByText('location is Required')).toBeInTheDocument();
    expect(screen.getByText('phone is Required')).toBeInTheDocument();
    expect(screen.getByText('linkedin must be a URL')).toBeInTheDocument();
    expect(screen.getByText('Image is Required')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Location'), { target: { value: 'Dhaka' } });
    await waitFor(() => expect(screen.queryByText('location is Required')).not.toBeInTheDocument());
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it('uploads the photo first, then saves the profile with the returned URL', async () => {
    const url = `${apiBaseUrl()}/images/new.png`;
    const { calls } = fakeApi({
      'GET /profile': { body: empty },
      'POST /images': { body: { success: true, data: { url } } },
      'PUT /profile/customer%40stitchline.com': { body: { acknowledged: true, modifiedCount: 1 } },
    });
    const { toast } = renderPage(<ProfilePage />);
    await findForm('Update profile');
    fireEvent.change(screen.getByLabelText('Location'), { target: { value: 'Gazipur, Bangladesh' } });
    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '+880 1711-000000' } });
    fireEvent.change(screen.getByLabelText('Photo'), { target: { files: [pngFile()] } });
    submit();
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Updated successfully'));
    const writes = calls.filter((c) => c.method !== 'GET');
    expect(writes.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /images', 'PUT /profile/customer%40stitchline.com']);
    expect(writes[1]?.body).toEqual({
      name: 'Karim Customer',
      email: 'customer@stitchline.com',
      education: '',
      phone: '+880 1711-000000',
      location: 'Gazipur, Bangladesh',
      linkedin: '',
      img: url,
    });
  });

  it('keeps the stored photo when no new one is chosen', async () => {
    const { calls } = fakeApi({
      'GET /profile': { body: saved },
      'PUT /profile/customer%40stitchline.com': { body: { acknowledged: true, modifiedCount: 1 } },
    });
    const { toast } = renderPage(<ProfilePage />);
    await screen.findByRole('img', { name: 'Your current photo' });
    await findForm('Update profile');
    submit();
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Updated successfully'));
    expect(calls.some((c) => c.path === '/images')).toBe(false);
    expect((calls.find((c) => c.method === 'PUT')?.body as Profile).img).toBe(saved.img);
  });

  it('reports a failed upload and does not save', async () => {
    const { calls } = fakeApi({
      'GET /profile': { body: empty },
      'POST /images': { status: 415, body: { error: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Only PNG, JPEG, WebP or GIF images can be uploaded' } } },
    });
    const { toast } = renderPage(<ProfilePage />);
    await findForm('Update profile');
    fireEvent.change(screen.getByLabelText('Location'), { target: { value: 'Dhaka' } });
    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '01711000000' } });
    fireEvent.change(screen.getByLabelText('Photo'), { target: { files: [pngFile()] } });
    submit();
    const message = 'The photo could not be uploaded: Only PNG, JPEG, WebP or GIF images can be uploaded';
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(message));
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });
});
