import { apiForSuite, call, describeEachDb, TEST_USERS } from '../../test/harness';
import { validProfile } from '../../test/fixtures';

describeEachDb('profile', (kind) => {
  const api = apiForSuite(kind);

  it('starts from the account: name and e-mail, the rest empty', async () => {
    const reply = await call(api.server, 'GET', '/profile', { token: api.cast.other.token });
    expect(reply.body).toEqual({
      name: TEST_USERS.other.displayName,
      email: TEST_USERS.other.email,
      education: '',
      phone: '',
      location: '',
      linkedin: '',
      img: '',
    });
    expect((await call(api.server, 'GET', '/profile')).status).toBe(401);
  });

  it('saves your own profile only; the e-mail in the body is ignored', async () => {
    const saved = await call(api.server, 'PUT', `/profile/${api.cast.customer.email}`, { token: api.cast.customer.token, body: validProfile });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ acknowledged: true, modifiedCount: 1 });
    const mine = await call(api.server, 'GET', '/profile', { token: api.cast.customer.token });
    expect(mine.body).toEqual({ ...validProfile, email: api.cast.customer.email });
    expect((await call(api.server, 'GET', '/profile', { token: api.cast.other.token })).body.location).toBe('');
    const theirs = await call(api.server, 'PUT', `/profile/${api.cast.other.email}`, { token: api.cast.customer.token, body: validProfile });
    expect(theirs.status).toBe(403);
    const optional = await call(api.server, 'PUT', `/profile/${api.cast.customer.email}`, {
      token: api.cast.customer.token,
      body: { phone: '01711000000', location: 'Khulna', img: 'https://lh3.googleusercontent.com/a/photo-of-me' },
    });
    expect(optional.status).toBe(200);
    expect((await call(api.server, 'GET', '/profile', { token: api.cast.customer.token })).body).toMatchObject({
      education: '',
      linkedin: '',
      location: 'Khulna',
    });
  });

  it('checks the rules of spec section 5 with DECISIONS.md’s messages', async () => {
    const empty = await call(api.server, 'PUT', `/profile/${api.cast.customer.email}`, { token: api.cast.customer.token, body: {} });
    expect(empty.body.error.fields).toEqual({ phone: 'phone is Required', location: 'location is Required', img: 'Image is Required' });
    const bad = await call(api.server, 'PUT', `/profile/${api.cast.customer.email}`, {
      token: api.cast.customer.token,
      body: { ...validProfile, linkedin: 'not a url', phone: 'call me' },
    });
    expect(bad.body.error.fields).toEqual({ linkedin: 'linkedin must be a URL', phone: 'phone must be a phone number' });
    expect(
      (await call(api.server, 'PUT', `/profile/${api.cast.customer.email}`, { token: api.cast.customer.token, body: { ...validProfile, phone: 1711000000 } }))
        .status,
    ).toBe(400);
  });
});
