import { render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { ApiError } from '@storefront/shared';
import { companyMessages, type InvitationPreview } from '@storefront/shared/schemas';
import { theme } from '@storefront/shared/ui';
import { InvitationNote, invitationSearch, joinLine, pendingInvitation } from './pendingInvitation';

const TOKEN = 'k3y-Of_The-Link-0123456789abcdefABCDEF';
const preview: InvitationPreview = {
  companyName: 'Dhaka Knitwear Ltd.',
  email: 'jamal@dhakaknit.com',
  role: 'approver',
  expiresAt: '2099-12-01T10:00:00.000Z',
  status: 'waiting',
};
const note = (props: Parameters<typeof InvitationNote>[0]) =>
  render(
    <ThemeProvider theme={theme}>
      <InvitationNote {...props} />
    </ThemeProvider>,
  );

describe('the invitation a visitor signs in for', () => {
  it('is read from the guard’s state (the link they opened) or from the address, never from anything else', () => {
    expect(pendingInvitation({ search: '', state: { from: { pathname: `/invitations/${TOKEN}` } } })).toBe(TOKEN);
    expect(pendingInvitation({ search: `?invitation=${TOKEN}`, state: null })).toBe(TOKEN);
    expect(pendingInvitation({ search: '', state: { from: { pathname: '/parts/abc' } } })).toBeNull();
    expect(pendingInvitation({ search: '?invitation=../../admin', state: null })).toBeNull();
    expect(pendingInvitation({ search: '', state: { from: { pathname: `/invitations/${TOKEN}/accept` } } })).toBeNull();
    expect(pendingInvitation({ search: '', state: null })).toBeNull();
    expect(invitationSearch(TOKEN)).toBe(`?invitation=${TOKEN}`);
    expect(invitationSearch(null)).toBe('');
  });

  it('is named on the page: the company, the role and the address it was sent to', () => {
    expect(joinLine('Sign in', preview)).toBe('Sign in to join Dhaka Knitwear Ltd. as an approver.');
    expect(joinLine('Sign up', { companyName: 'Tongi Knits', role: 'buyer' })).toBe('Sign up to join Tongi Knits as a buyer.');
    note({ verb: 'Sign in', preview, error: undefined });
    expect(screen.getByRole('status')).toHaveTextContent('Sign in to join Dhaka Knitwear Ltd. as an approver.The invitation was sent to jamal@dhakaknit.com.');
  });

  it('says when the link no longer works, and nothing while it loads or when the API is away', () => {
    const { unmount } = note({ verb: 'Sign in', preview: { ...preview, status: 'accepted' }, error: undefined });
    expect(screen.getByRole('status')).toHaveTextContent(companyMessages.invitationUsed);
    unmount();
    note({ verb: 'Sign up', preview: undefined, error: new ApiError(404, 'NOT_FOUND', 'Not found.') }).unmount();
    note({ verb: 'Sign in', preview: { ...preview, status: 'expired' }, error: undefined });
    expect(screen.getByRole('status')).toHaveTextContent(companyMessages.invitationExpired);
    const away = note({ verb: 'Sign in', preview: undefined, error: new ApiError(503, 'DATABASE_UNAVAILABLE', 'Try again.') });
    expect(away.container).toBeEmptyDOMElement();
  });
});
