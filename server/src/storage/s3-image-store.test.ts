import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, GetObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { call, signInCast, startServer, type TestServer } from '../../test/harness';
import { imageForm, PNG } from '../../test/fixtures';
import { s3Client, s3ImageStore } from './s3-image-store';
import type { ImageStore } from './image-store';

// Uploaded images in an S3-compatible bucket, against a local S3-compatible server (s3rver) that
// this test starts: any replica serves an image another one stored.

const BUCKET = 'storefront-images';
const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
// What the AWS SDK reads when the API builds its client from the configuration.
process.env.AWS_ACCESS_KEY_ID = credentials.accessKeyId;
process.env.AWS_SECRET_ACCESS_KEY = credentials.secretAccessKey;

const streamBytes = async (stream: NodeJS.ReadableStream) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
};

describe('images in an S3-compatible bucket', () => {
  let dir: string;
  let s3: S3rver;
  let endpoint: string;
  let client: S3Client;
  let store: ImageStore;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'image-bucket-'));
    s3 = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: dir });
    const { port } = await s3.run();
    endpoint = `http://127.0.0.1:${port}`;
    client = s3Client({ endpoint, region: 'us-east-1', credentials });
    await client.send(new CreateBucketCommand({ Bucket: BUCKET }));
    store = s3ImageStore({ client, bucket: BUCKET });
  });
  afterAll(async () => {
    client?.destroy();
    await s3?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('stores under the content address, in the folder, with its type and a cache for good', async () => {
    const name = await store.put(PNG, 'png');
    expect(name).toMatch(/^[a-f0-9]{64}\.png$/);
    expect(await store.put(PNG, 'png')).toBe(name);
    const object = await client.send(new GetObjectCommand({ Bucket: BUCKET, Key: `images/${name}` }));
    expect(object.ContentType).toBe('image/png');
    expect(object.CacheControl).toBe('public, max-age=31536000, immutable');
    const opened = await store.open(name);
    expect(opened?.size).toBe(PNG.length);
    expect(await streamBytes(opened!.stream)).toEqual(PNG);
  });

  it('stores a drawing made safe as an SVG, typed as one', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><path d="M0 0"/></svg>');
    const name = await store.put(svg, 'svg');
    expect(name).toMatch(/^[a-f0-9]{64}\.svg$/);
    const object = await client.send(new GetObjectCommand({ Bucket: BUCKET, Key: `images/${name}` }));
    expect(object.ContentType).toBe('image/svg+xml');
    expect(await streamBytes((await store.open(name))!.stream)).toEqual(svg);
  });

  it('finds nothing for an unknown or malformed name', async () => {
    expect(await store.open(`${'0'.repeat(64)}.png`)).toBeUndefined();
    expect(await store.open('../secret.png')).toBeUndefined();
  });

  describe('behind two replicas', () => {
    let a: TestServer;
    let b: TestServer;
    beforeAll(async () => {
      // Configured as in production (IMAGE_S3_BUCKET, S3_ENDPOINT, the AWS SDK's credentials).
      // Each replica has its own data folder: only the bucket is shared.
      const imageBucket = { bucket: BUCKET, endpoint, region: 'us-east-1', prefix: 'uploads' };
      [a, b] = await Promise.all([startServer('pglite', { imageBucket }), startServer('pglite', { imageBucket })]);
    });
    afterAll(async () => {
      await Promise.all([a?.close(), b?.close()]);
    });

    it('serves on one replica the image uploaded on the other', async () => {
      const cast = await signInCast(a);
      const upload = await call(a, 'POST', '/images', { token: cast.customer.token, raw: imageForm(PNG) });
      expect(upload.status).toBe(200);
      const name = String(upload.body.data.url).split('/').pop()!;
      const served = await fetch(`${b.url}/images/${name}`);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/png');
      // The re-encoded picture A stored, in the bucket's folder.
      const stored = await client.send(new GetObjectCommand({ Bucket: BUCKET, Key: `uploads/${name}` }));
      expect(Buffer.from(await served.arrayBuffer())).toEqual(Buffer.from(await stored.Body!.transformToByteArray()));
    });
  });

  it('answers 503 with a clear message, and stores nothing, when the bucket does not answer', async () => {
    const server = await startServer('pglite', { imageBucket: { bucket: BUCKET, endpoint: 'http://127.0.0.1:9', region: 'us-east-1', prefix: 'images' } });
    try {
      const cast = await signInCast(server);
      const upload = await call(server, 'POST', '/images', { token: cast.customer.token, raw: imageForm(Buffer.concat([PNG])) });
      expect(upload.status).toBe(503);
      expect(upload.body.error).toEqual({ code: 'IMAGE_STORE_UNAVAILABLE', message: 'The image store does not answer: try again shortly' });
      expect((await fetch(`${server.url}/images/${'a'.repeat(64)}.png`)).status).toBe(503);
    } finally {
      await server.close();
    }
  });
});
