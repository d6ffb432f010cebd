import { returnPath } from './LoginPage';

describe('returnPath', () => {
  it('goes back to the page the guard came from', () => {
    expect(returnPath({ from: { pathname: '/parts/abc', search: '?x=1', hash: '' } })).toBe('/parts/abc?x=1');
  });

  it('goes home otherwise', () => {
    expect(returnPath(null)).toBe('/');
    expect(returnPath({ from: { pathname: '/login', search: '', hash: '' } })).toBe('/');
  });
});
