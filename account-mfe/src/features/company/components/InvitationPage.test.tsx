import { fireEvent, screen, waitFor } from '@testing-library/react';
import { companyMessages, type InvitationPreview } from '@storefront/shared/schemas';
import { customerSession, fakeApi, renderPage } from '../../../test/renderPage';
import { apiError } from '../../../test/companyFixtures';
import InvitationPage from './InvitationPage';

const TOKEN = 'k3y-Of-The-Link-0123456789abcdef';
const preview: InvitationPreview = {
  companyName: 'Dhaka Knitwear Ltd.',
  email: customerSession.user!.email,
  role: 'buyer',
  expiresAt: '2099-12-01T10:00:00.000Z',
  status: 'waiting',
};
const verifiedUser = { ...customerSession.user!, emailVerified: true };
const show = (refresh = jest.fn(async () => undefined), user = verifiedUser) => ({
  ...renderPage(<InvitationPage />, { ...customerSession, user, companyRole: null, refresh }, `/invitations/${TOKEN}`, { token: TOKEN }),
  refresh,
});

describe('an invitation’s link', () => {
  it('shows the company, role, address and expiry, and joins: the session reads its role again, a toast, and on to the dashboard', async () => {
    const { calls } = fakeApi({
      [`GET /invitations/${TOKEN}`]: { body: preview },
      [`POST /invitations/${TOKEN}/accept`]: { body: {} },
    });
    const { toast, navigate, refresh } = show();
    expect(await screen.findByText('Buyer')).toBeInTheDocument();
    expect(screen.getByText(preview.email)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Join Dhaka Knitwear Ltd.' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/dashboard', undefined));
    expect(refresh).toHaveBeenCalled();
    expect(toast.success).toHaveBeenCalledWith('You joined Dhaka Knitwear Ltd.');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ token: TOKEN });
  });

  it('says why it cannot be used: another address, expired, used, unknown', async () => {
    fakeApi({ [`GET /invitations/${TOKEN}`]: { body: { ...preview, email: 'someone.else@dhakaknit.com' } } });
    const first = show();
    expect(await screen.findByRole('alert')).toHaveTextContent(companyMessages.invitationWrongAddress);
    expect(screen.queryByRole('button', { name: /^Join/ })).toBeNull();
    first.unmount();

    fakeApi({ [`GET /invitations/${TOKEN}`]: { body: { ...preview, status: 'expired' } } });
    const second = show();
    expect(await screen.findByRole('alert')).toHaveTextContent(companyMessages.invitationExpired);
    second.unmount();

    fakeApi({ [`GET /invitations/${TOKEN}`]: { body: { ...preview, status: 'accepted' } } });
    const third = show();
    expect(await screen.findByRole('alert')).toHaveTextContent(companyMessages.invitationUsed);
    third.unmount();

    fakeApi({ [`GET /invitations/${TOKEN}`]: apiError(404, 'NOT_FOUND', 'Not found.') });
    show();
    expect(await screen.findByRole('alert')).toHaveTextContent(companyMessages.invitationUnknown);
  });

  it('shows the API’s refusal when joining fails', async () => {
    fakeApi({
      [`GET /invitations/${TOKEN}`]: { body: preview },
      [`POST /invitations/${TOKEN}/accept`]: apiError(409, 'ALREADY_MEMBER', companyMessages.alreadyMember),
    });
    const { navigate } = show();
    fireEvent.click(await screen.findByRole('button', { name: 'Join Dhaka Knitwear Ltd.' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(companyMessages.alreadyMember);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('sends an unverified address to verify first, with the e-mail sent and checked from the page', async () => {
    fakeApi({ [`GET /invitations/${TOKEN}`]: { body: preview } });
    const sendEmailVerification = jest.fn(async () => undefined);
    const refresh = jest.fn(async () => undefined);
    renderPage(<InvitationPage />, { ...customerSession, companyRole: null, refresh, sendEmailVerification }, `/invitations/${TOKEN}`, { token: TOKEN });
    expect(await screen.findByRole('alert')).toHaveTextContent('To join Dhaka Knitwear Ltd., verify your e-mail address first.');
    expect(screen.queryByRole('button', { name: /^Join/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Send the verification e-mail' }));
    expect(
      await screen.findByText('We sent a verification link to customer@stitchline.com. Open it, then choose “I have opened the link”.'),
    ).toBeInTheDocument();
    expect(sendEmailVerification).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Send the verification e-mail again' })).toBeInTheDocument();
    // Not opened yet: the session still says unverified.
    fireEvent.click(screen.getByRole('button', { name: 'I have opened the link' }));
    expect(await screen.findByText(/^customer@stitchline\.com is not verified yet: open the link/)).toBeInTheDocument();
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('shows the API’s refusal of an address the session thought verified, in its words, and Join to try again', async () => {
    const refused = 'To join Dhaka Knitwear Ltd., verify your e-mail address first: on My Profile choose “Verify your e-mail”.';
    let accepts = 0;
    fakeApi({
      [`GET /invitations/${TOKEN}`]: { body: preview },
      [`POST /invitations/${TOKEN}/accept`]: () => (++accepts === 1 ? apiError(403, 'EMAIL_NOT_VERIFIED', refused) : { body: {} }),
    });
    const { navigate } = show();
    fireEvent.click(await screen.findByRole('button', { name: 'Join Dhaka Knitwear Ltd.' }));
    // The session said verified, the API did not: its words, and Join to try again.
    expect(await screen.findByRole('alert')).toHaveTextContent(refused);
    fireEvent.click(screen.getByRole('button', { name: 'Join Dhaka Knitwear Ltd.' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/dashboard', undefined));
  });
});
