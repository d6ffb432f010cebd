import { firstImage, imageRead, isPublicRead, jwtClaims, readHeaders, routeParams, routeReads, shippedImage, tokenFresh } from './reads';

describe('routeReads', () => {
  it('fills URL parameters and the user’s e-mail, URI-encoded like the pages’ own keys', () => {
    const route = { reads: ['/parts/:id', '/booking?email={email}', '/reviews'] };
    expect(routeReads(route, { id: 'a b' }, { email: 'k+1@example.com' })).toEqual(['/parts/a%20b', '/booking?email=k%2B1%40example.com', '/reviews']);
  });

  it('leaves out a read whose value is missing, and routes without reads read nothing', () => {
    expect(routeReads({ reads: ['/parts/:id', '/booking?email={email}'] }, {}, null)).toEqual([]);
    expect(routeReads({}, { id: 'x' }, null)).toEqual([]);
  });
});

describe('routeParams', () => {
  it('matches a pattern segment by segment and decodes parameters as the router does', () => {
    expect(routeParams('/parts/:id', '/parts/a%20b')).toEqual({ id: 'a b' });
    expect(routeParams('/parts/:id', '/parts/a/')).toEqual({ id: 'a' });
    expect(routeParams('/', '/')).toEqual({});
    expect(routeParams('/dashboard/orders', '/dashboard/orders')).toEqual({});
  });

  it('is null for another page, and keeps a malformed escape as it is', () => {
    expect(routeParams('/parts/:id', '/parts')).toBeNull();
    expect(routeParams('/parts/:id', '/reviews/x')).toBeNull();
    expect(routeParams('/dashboard', '/dashboard/orders')).toBeNull();
    expect(routeParams('/parts/:id', '/parts/%E0%A4%A')).toEqual({ id: '%E0%A4%A' });
  });
});

describe('isPublicRead and readHeaders', () => {
  it('reads the catalogue and the reviews without the token, everything else with it', () => {
    expect(['/parts', '/parts/x', '/reviews'].every(isPublicRead)).toBe(true);
    expect(['/profile', '/booking?email=a', '/parts/x/y', '/user'].some(isPublicRead)).toBe(false);
    expect(readHeaders(null)).toEqual({ Accept: 'application/json' });
    expect(readHeaders('t')).toEqual({ Accept: 'application/json', Authorization: 'Bearer t' });
  });
});

describe('firstImage', () => {
  const route = { image: { read: '/parts/:id', field: 'img' } };
  it('is the named field of the named read’s answer', () => {
    expect(firstImage(route, { '/parts/:id': { img: '/images/a.svg' } })).toBe('/images/a.svg');
  });
  it('is null without an image, an answer, or a usable value', () => {
    expect(firstImage({}, { '/parts/:id': { img: '/a.svg' } })).toBeNull();
    expect(firstImage(route, {})).toBeNull();
    expect(firstImage(route, { '/parts/:id': null })).toBeNull();
    expect(firstImage(route, { '/parts/:id': { img: '' } })).toBeNull();
    expect(firstImage(route, { '/parts/:id': { img: 42 } })).toBeNull();
  });
});

describe('a malformed route list', () => {
  it('reads nothing it cannot understand', () => {
    const route = { reads: 'oops', image: 'img' } as unknown as { reads: string[]; image: { read: string; field: string } };
    expect(routeReads(route, {}, null)).toEqual([]);
    expect(routeReads({ reads: [42, '/parts'] as unknown as string[] }, {}, null)).toEqual(['/parts']);
    expect(firstImage(route, { img: { img: '/a.svg' } })).toBeNull();
    expect(imageRead(route)).toBeNull();
    expect(shippedImage(route)).toBeNull();
    for (const image of [null, 42, { asset: 42 }, { asset: '' }, { read: '/parts' }]) {
      expect(shippedImage({ image } as never)).toBeNull();
      expect(imageRead({ image } as never)).toBeNull();
    }
  });
});

describe('imageRead and shippedImage', () => {
  it('name the read that names the first image, or the picture the remote ships', () => {
    expect(imageRead({ image: { read: '/parts/:id', field: 'img' } })).toBe('/parts/:id');
    expect(shippedImage({ image: { read: '/parts/:id', field: 'img' } })).toBeNull();
    expect(shippedImage({ image: { asset: 'assets/hero.1a2b3c4d.svg' } })).toBe('assets/hero.1a2b3c4d.svg');
    expect(imageRead({ image: { asset: 'assets/hero.1a2b3c4d.svg' } })).toBeNull();
    expect(shippedImage({})).toBeNull();
  });
});

describe('tokenFresh', () => {
  const jwt = (payload: unknown) => `h.${btoa(JSON.stringify(payload)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}.s`;
  const now = 1_800_000_000_000;
  it('is true while the token has more than a minute left', () => {
    expect(tokenFresh(jwt({ exp: now / 1000 + 3600 }), now)).toBe(true);
    expect(tokenFresh(jwt({ exp: now / 1000 + 30 }), now)).toBe(false);
    expect(tokenFresh(jwt({ exp: now / 1000 - 10 }), now)).toBe(false);
  });
  it('is false for a token it cannot read', () => {
    expect(tokenFresh('corrupt.token.value', now)).toBe(false);
    expect(tokenFresh('', now)).toBe(false);
    expect(tokenFresh(jwt({ sub: 'x' }), now)).toBe(false);
  });
});

describe('jwtClaims', () => {
  it('reads the claims of a JWT, and null for anything else', () => {
    expect(jwtClaims(`h.${btoa(JSON.stringify({ exp: 5, email: 'a@b.c' }))}.s`)).toEqual({ exp: 5, email: 'a@b.c' });
    expect(jwtClaims('corrupt.token.value')).toBeNull();
    expect(jwtClaims(`h.${btoa('42')}.s`)).toBeNull();
  });
});
