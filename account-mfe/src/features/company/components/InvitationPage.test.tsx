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
const show = (refresh = jest.fn(async () => undefined)) => ({
  ...renderPage(<InvitationPage />, { ...customerSession, companyRole: null, refresh }, `/invitations/${TOKEN}`, { token: TOKEN }),
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
});
