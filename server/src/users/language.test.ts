import { randomUUID } from 'node:crypto';
import { apiForSuite, call, describeEachDb, openTestDatabase } from '../../test/harness';
import { userLanguage } from '../mail/recipient-language.repo';
import { chosenLanguage } from './users.repo';

describeEachDb('the account’s language', (kind) => {
  const api = apiForSuite(kind);

  it('is none until the user chooses, then kept on the account and answered with the session’s roles', async () => {
    const { customer, admin } = api.cast;
    // An account that never chose has no language: its pages follow the browser, its e-mails are English.
    expect((await call(api.server, 'GET', `/admin/${customer.email}`, { token: customer.token })).body).toMatchObject({ language: null });

    const saved = await call(api.server, 'PUT', '/user/language', { token: customer.token, body: { language: 'bn' } });
    expect([saved.status, saved.body]).toEqual([200, { language: 'bn' }]);
    expect((await call(api.server, 'GET', `/admin/${customer.email}`, { token: customer.token })).body).toEqual({
      admin: false,
      companyRole: null,
      language: 'bn',
    });
    // An admin asking about the customer sees the customer's language, not their own.
    expect((await call(api.server, 'GET', `/admin/${customer.email}`, { token: admin.token })).body.language).toBe('bn');
    expect((await call(api.server, 'GET', `/admin/${admin.email}`, { token: admin.token })).body.language).toBeNull();

    const back = await call(api.server, 'PUT', '/user/language', { token: customer.token, body: { language: 'en' } });
    expect([back.status, back.body]).toEqual([200, { language: 'en' }]);
    expect((await call(api.server, 'GET', `/admin/${customer.email}`, { token: customer.token })).body.language).toBe('en');
  });

  it('needs a signed-in user', async () => {
    const reply = await call(api.server, 'PUT', '/user/language', { body: { language: 'bn' } });
    expect([reply.status, reply.body.error.code]).toEqual([401, 'UNAUTHORIZED']);
  });

  it('refuses any language but en and bn with a clear 400, and keeps the one it had', async () => {
    const { other } = api.cast;
    for (const body of [{ language: 'fr' }, { language: 'BN' }, { language: 'বাংলা' }, { language: '' }, { language: 1 }, {}, null]) {
      const reply = await call(api.server, 'PUT', '/user/language', { token: other.token, body });
      expect([JSON.stringify(body), reply.status, reply.body.error.code]).toEqual([JSON.stringify(body), 400, 'VALIDATION_FAILED']);
    }
    const wrong = await call(api.server, 'PUT', '/user/language', { token: other.token, body: { language: 'fr' } });
    expect(wrong.body.error.fields).toEqual({ language: "language must be 'en' (English) or 'bn' (Bangla)" });
    expect((await call(api.server, 'GET', `/admin/${other.email}`, { token: other.token })).body.language).toBeNull();
  });
});

describeEachDb('userLanguage', (kind) => {
  it('reads an account’s language, English for an account that never chose and for an address without one', async () => {
    const { db, close } = await openTestDatabase(kind);
    try {
      await db.query(`INSERT INTO users (id, email, name, role, language) VALUES ($1, 'bina@example.com', 'Bina', 'customer', 'bn')`, [randomUUID()]);
      await db.query(`INSERT INTO users (id, email, name, role) VALUES ($1, 'eli@example.com', 'Eli', 'customer')`, [randomUUID()]);
      expect(await userLanguage(db, 'bina@example.com')).toBe('bn');
      // Eli never chose: English for the server's e-mails, none for the session.
      expect(await userLanguage(db, 'eli@example.com')).toBe('en');
      expect(await chosenLanguage(db, 'eli@example.com')).toBeNull();
      expect(await userLanguage(db, 'nobody@example.com')).toBe('en');
      await expect(db.query(`UPDATE users SET language = 'fr' WHERE email = 'eli@example.com'`)).rejects.toThrow();
    } finally {
      await close();
    }
  });
});
