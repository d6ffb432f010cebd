import { isOwnImage } from './own-image';

const config = { publicUrl: 'http://127.0.0.1:4000', imageOrigins: ['https://cdn.stitchline.example'] };
const upload = `${'ab'.repeat(32)}.png`;

describe('isOwnImage', () => {
  it('accepts the store’s uploads and sample images, by path or on its origins', () => {
    for (const url of [
      `/images/${upload}`,
      '/images/seed/bobbin-case.svg',
      `http://127.0.0.1:4000/images/${upload}`,
      `https://cdn.stitchline.example/images/${upload}`,
    ]) {
      expect([url, isOwnImage(url, config)]).toEqual([url, true]);
    }
  });

  it('refuses every other host, and tricks on ours', () => {
    for (const url of [
      'https://evil.example/images/a.png',
      `https://evil.example/images/${upload}`,
      `http://127.0.0.1:4001/images/${upload}`,
      `http://127.0.0.1:4000.evil.example/images/${upload}`,
      `http://user@127.0.0.1:4000/images/${upload}`,
      `http://127.0.0.1:4000/images/${upload}?track=1`,
      `http://127.0.0.1:4000/images/../docs`,
      '/images/../openapi.json',
      '//evil.example/images/a.png',
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      'https://lh3.googleusercontent.com/a/me',
      '',
    ]) {
      expect([url, isOwnImage(url, config)]).toEqual([url, false]);
    }
  });

  it('lets a profile use the Google photo of a Google sign-in (https only)', () => {
    expect(isOwnImage('https://lh3.googleusercontent.com/a/ACg8oc=s96-c', config, { googlePhoto: true })).toBe(true);
    expect(isOwnImage('http://lh3.googleusercontent.com/a/me', config, { googlePhoto: true })).toBe(false);
    expect(isOwnImage('https://googleusercontent.com.evil.example/a', config, { googlePhoto: true })).toBe(false);
  });
});
