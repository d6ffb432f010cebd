import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { resolveTokenSecret, signApiToken, verifyApiToken } from './api-token';

const secret = Buffer.from('unit-test-secret-0123456789abcdef');
const user = { id: '7b0c1c39-6e1e-4c55-9a55-0d1c6c7f2a10', email: 'a@example.com' };

describe('API tokens', () => {
  it('round-trips the subject and e-mail', () => {
    const claims = verifyApiToken(signApiToken(user, secret, 60), secret);
    expect(claims).toMatchObject({ sub: user.id, email: user.email, iss: 'storefront-api' });
    expect(claims!.exp - claims!.iat).toBe(60);
  });

  it('refuses expired, tampered, unsigned, wrong-secret and malformed tokens', () => {
    const token = signApiToken(user, secret, 60);
    const [h, p, s] = token.split('.') as [string, string, string];
    const swapped = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(p, 'base64url').toString()), email: 'boss@example.com' })).toString('base64url');
    const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    expect(verifyApiToken(token, secret, Date.now() + 61_000)).toBeNull();
    expect(verifyApiToken(`${h}.${swapped}.${s}`, secret)).toBeNull();
    expect(verifyApiToken(`${none}.${p}.`, secret)).toBeNull();
    expect(verifyApiToken(`${none}.${p}.${s}`, secret)).toBeNull();
    expect(verifyApiToken(token, Buffer.from('another-secret-0123456789abcdef'))).toBeNull();
    for (const junk of ['', 'a', 'a.b', 'a.b.c', `${h}.${p}`, `${h}.!!!.${s}`, `${token}.x`, 'x'.repeat(10_000)]) {
      expect(verifyApiToken(junk, secret)).toBeNull();
    }
  });

  it('generates a secret once and keeps it in the data folder (mode 600)', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'secret-'));
    try {
      const first = resolveTokenSecret(undefined, dir);
      expect(first.length).toBeGreaterThanOrEqual(32);
      expect(resolveTokenSecret(undefined, dir).equals(first)).toBe(true);
      expect(statSync(path.join(dir, 'api-token-secret')).mode & 0o777).toBe(0o600);
      expect(readFileSync(path.join(dir, 'api-token-secret'), 'utf8').trim()).toBe(first.toString());
      expect(resolveTokenSecret('configured', dir).toString()).toBe('configured');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
