import sharp from 'sharp';
import { apiForSuite, call, describeEachDb, type TestServer } from '../../test/harness';
import { imageForm } from '../../test/fixtures';

/** A photo as a phone sends it: JPEG with its GPS position, taken sideways (EXIF orientation 6). */
async function phonePhoto(width = 3000, height = 2000): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .jpeg({ quality: 95 })
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 12' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '23/1 48/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '90/1 24/1 0/1' },
    })
    .toBuffer();
}

const upload = (server: TestServer, token: string, bytes: Buffer, name = 'photo.jpg', type = 'image/jpeg') =>
  call(server, 'POST', '/images', { token, raw: imageForm(bytes, name, type) });

describeEachDb('uploads are re-encoded', (kind) => {
  const api = apiForSuite(kind);

  it('strips the metadata (GPS), turns the photo upright and stores it web-sized', async () => {
    const original = await phonePhoto();
    expect(await sharp(original).metadata()).toMatchObject({ orientation: 6, exif: expect.any(Buffer) });
    expect(original.includes(Buffer.from('PhoneMaker'))).toBe(true);
    const reply = await upload(api.server, api.cast.customer.token, original);
    expect(reply.status).toBe(200);
    const stored = Buffer.from(await (await fetch(reply.body.data.url, { headers: { accept: 'image/jpeg' } })).arrayBuffer());
    const meta = await sharp(stored).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(stored.includes(Buffer.from('PhoneMaker'))).toBe(false);
    // 3000 x 2000 taken sideways is 2000 x 3000 upright; the longest side becomes 1600.
    expect([meta.width, meta.height]).toEqual([1067, 1600]);
    expect(stored.length).toBeLessThan(original.length);
  });

  it('serves the WebP copy to browsers that accept it', async () => {
    const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#0b3c5d' } })
      .png()
      .toBuffer();
    const url = (await upload(api.server, api.cast.customer.token, png, 'p.png', 'image/png')).body.data.url as string;
    const modern = await fetch(url, { headers: { accept: 'image/avif,image/webp,image/apng,*/*;q=0.8' } });
    expect(modern.headers.get('content-type')).toBe('image/webp');
    expect(modern.headers.get('vary')).toMatch(/Accept/);
    expect((await sharp(Buffer.from(await modern.arrayBuffer())).metadata()).format).toBe('webp');
    const old = await fetch(url, { headers: { accept: 'image/png,*/*' } });
    expect(old.headers.get('content-type')).toBe('image/png');
  });

  it('refuses a picture over 4096 px on a side with 400, and one that cannot be decoded with 415', async () => {
    const huge = await sharp({ create: { width: 5000, height: 40, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const tooLarge = await upload(api.server, api.cast.customer.token, huge, 'wide.png', 'image/png');
    expect(tooLarge.status).toBe(400);
    expect(tooLarge.body.error.fields.image).toMatch(/5000 × 40 pixels: pictures up to 4096 × 4096/);
    // A PNG signature followed by junk passes the sniffing but is no picture.
    const junk = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(64, 7)]);
    const broken = await upload(api.server, api.cast.customer.token, junk, 'broken.png', 'image/png');
    expect(broken.status).toBe(415);
    expect(broken.body.error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('names the accepted types and size when it refuses a file that is no picture, or too large', async () => {
    const pdf = await upload(api.server, api.cast.customer.token, Buffer.from('%PDF-1.7 price list'), 'prices.pdf', 'application/pdf');
    expect(pdf.status).toBe(415);
    expect(pdf.body.error.fields.image).toBe('This file is not a picture the shop can use: choose one of PNG, JPEG, WebP or GIF, up to 5 MB');
    const big = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(5 * 1024 * 1024 + 1)]);
    const tooBig = await upload(api.server, api.cast.customer.token, big, 'scan.png', 'image/png');
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.error).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'This picture is too large: choose one of PNG, JPEG, WebP or GIF, up to 5 MB',
      fields: { image: 'This picture is too large: choose one of PNG, JPEG, WebP or GIF, up to 5 MB' },
    });
  });
});
