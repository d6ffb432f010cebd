import { returnPath } from './LoginPage';

describe('returnPath', () => {
  it('goes back to the page the guard came from', () => {
    expect(returnPath({ from: { pathname: '/parts/abc', search: '?x=1', hash: '' } })).toBe('/parts/abc?x=1');
  });

  it('goes to the invitation being signed in for when the guard’s state is gone (the address still has it)', () => {
    expect(returnPath(null, 'abcdefghijklmnop0123')).toBe('/invitations/abcdefghijklmnop0123');
    expect(returnPath({ from: { pathname: '/invitations/abcdefghijklmnop0123', search: '', hash: '' } }, 'abcdefghijklmnop0123')).toBe(
      '/invitations/abcdefghijklmnop0123',
    );
  });

  it('goes home otherwise', () => {
    expect(returnPath(null)).toBe('/');
    expect(returnPath({ from: { pathname: '/login', search: '', hash: '' } })).toBe('/');
  });
});
