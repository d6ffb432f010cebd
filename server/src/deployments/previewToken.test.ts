import { signApiToken, verifyApiToken } from '../auth/api-token';
import { signPreview, verifyPreview } from '@storefront/shared/preview-token';

const SECRET = Buffer.from('a-test-secret-of-enough-length-0123456789');
const NOW = Date.parse('2026-11-25T12:00:00Z');
const claims = { remote: 'catalogue', buildId: 'cat-b', exp: NOW / 1000 + 3600 };

describe('preview tokens', () => {
  it('open the build they name until they expire', () => {
    const token = signPreview(claims, SECRET);
    expect(verifyPreview(token, SECRET, NOW)).toEqual(claims);
    expect(verifyPreview(token, SECRET, NOW + 3600_000)).toBe('expired');
  });

  it('are refused when changed, signed with another secret or malformed', () => {
    const token = signPreview(claims, SECRET);
    const [payload, signature] = token.split('.') as [string, string];
    const other = Buffer.from(JSON.stringify({ r: 'catalogue', b: 'cat-evil', e: claims.exp })).toString('base64url');
    for (const bad of [
      `${other}.${signature}`,
      signPreview(claims, Buffer.from('another-secret-0123456789')),
      payload,
      `${token}.x`,
      '.',
      `${payload}.`,
      'x.y',
    ]) {
      expect(verifyPreview(bad, SECRET, NOW)).toBe('invalid');
    }
  });

  it('are never API tokens, and API tokens are never previews', () => {
    const apiToken = signApiToken({ id: 'u1', email: 'a@example.com' }, SECRET, 600, NOW);
    expect(verifyPreview(apiToken, SECRET, NOW)).toBe('invalid');
    expect(verifyApiToken(signPreview(claims, SECRET), SECRET, NOW)).toBeNull();
  });
});
