import { call, describeEachDb, signInCast, startServer, TEST_USERS, type Cast, type TestServer } from '../../test/harness';
import { validProfile } from '../../test/fixtures';

describeEachDb('profile', (kind) => {
  let server: TestServer;
  let cast: Cast;
  beforeAll(async () => {
    server = await startServer(kind);
    cast = await signInCast(server);
  });
  afterAll(() => server?.close());

  it('starts from the account: name and e-mail, the rest empty', async () => {
    const reply = await call(server, 'GET', '/profile', { token: cast.other.token });
    expect(reply.body).toEqual({
      name: TEST_USERS.other.displayName,
      email: TEST_USERS.other.email,
      education: '',
      phone: '',
      location: '',
      linkedin: '',
      img: '',
    });
    expect((await call(server, 'GET', '/profile')).status).toBe(401);
  });

  it('saves your own profile only; the e-mail in the body is ignored', async () => {
    const saved = await call(server, 'PUT', `/profile/${cast.customer.email}`, { token: cast.customer.token, body: validProfile });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ acknowledged: true, modifiedCount: 1 });
    const mine = await call(server, 'GET', '/profile', { token: cast.customer.token });
    expect(mine.body).toEqual({ ...validProfile, email: cast.customer.email });
    expect((await call(server, 'GET', '/profile', { token: cast.other.token })).body.location).toBe('');
    const theirs = await call(server, 'PUT', `/profile/${cast.other.email}`, { token: cast.customer.token, body: validProfile });
    expect(theirs.status).toBe(403);
    const optional = await call(server, 'PUT', `/profile/${cast.customer.email}`, {
      token: cast.customer.token,
      body: { phone: '01711000000', location: 'Khulna', img: 'https://lh3.googleusercontent.com/a/photo-of-me' },
    });
    expect(optional.status).toBe(200);
    expect((await call(server, 'GET', '/profile', { token: cast.customer.token })).body).toMatchObject({ education: '', linkedin: '', location: 'Khulna' });
  });

  it('checks the rules of spec section 5 with DECISIONS.md’s messages', async () => {
    const empty = await call(server, 'PUT', `/profile/${cast.customer.email}`, { token: cast.customer.token, body: {} });
    expect(empty.body.error.fields).toEqual({ phone: 'phone is Required', location: 'location is Required', img: 'Image is Required' });
    const bad = await call(server, 'PUT', `/profile/${cast.customer.email}`, {
      token: cast.customer.token,
      body: { ...validProfile, linkedin: 'not a url', phone: 'call me' },
    });
    expect(bad.body.error.fields).toEqual({ linkedin: 'linkedin must be a URL', phone: 'phone must be a phone number' });
    expect(
      (await call(server, 'PUT', `/profile/${cast.customer.email}`, { token: cast.customer.token, body: { ...validProfile, phone: 1711000000 } })).status,
    ).toBe(400);
  });
});
