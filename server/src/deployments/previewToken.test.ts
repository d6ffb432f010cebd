import { signApiToken, verifyApiToken } from '../auth/api-token';
import { signPreview, verifyPreview } from '@storefront/shared/preview-token';

// The preview token itself is tested beside it (shared/src/previewToken.test.ts); here, that it and
// the API's own tokens, signed with the same secret, never pass for each other.
const SECRET = Buffer.from('a-test-secret-of-enough-length-0123456789');
const NOW = Date.parse('2026-11-25T12:00:00Z');
const claims = { remote: 'catalogue', buildId: 'cat-b', exp: NOW / 1000 + 3600 };

describe('preview tokens', () => {
  it('are never API tokens, and API tokens are never previews', () => {
    const apiToken = signApiToken({ id: 'u1', email: 'a@example.com' }, SECRET, 600, NOW);
    expect(verifyPreview(apiToken, SECRET, NOW)).toBe('invalid');
    expect(verifyApiToken(signPreview(claims, SECRET), SECRET, NOW)).toBeNull();
  });
});
