import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { HttpError } from '../http/errors';
import { STORED_NAME, type ImageStore } from './image-store';
import { MIME_BY_EXT } from './sniff';

export interface S3ImageStoreOptions {
  client: S3Client;
  bucket: string;
  /** The folder in the bucket (`images` by default); empty for the bucket's root. */
  prefix?: string;
}

/** AWS S3, or an S3-compatible server (MinIO, Ceph, R2, …) at `endpoint` with path-style addressing. Credentials come from the AWS SDK's usual chain (AWS_ACCESS_KEY_ID, …). */
export function s3Client({
  endpoint,
  region,
  credentials,
}: {
  endpoint?: string;
  region: string;
  credentials?: { accessKeyId: string; secretAccessKey: string };
}): S3Client {
  return new S3Client({ region, ...(endpoint ? { endpoint, forcePathStyle: true } : {}), ...(credentials ? { credentials } : {}), maxAttempts: 2 });
}

const missing = (error: unknown): boolean =>
  error instanceof S3ServiceException && (error.name === 'NotFound' || error.name === 'NoSuchKey' || error.$metadata?.httpStatusCode === 404);

/** The bucket failed or did not answer: the client may try again (503), nothing was half-stored. */
const unavailable = (error: unknown): HttpError => {
  const failure = new HttpError(503, 'IMAGE_STORE_UNAVAILABLE', 'The image store does not answer: try again shortly');
  (failure as Error & { cause?: unknown }).cause = error;
  return failure;
};

/**
 * Uploaded images in an S3-compatible bucket, under the same content-addressed names as the
 * folder store: a name's bytes never change, so an object is written once (an existing name is
 * not sent again) and any replica serves it.
 */
export function s3ImageStore({ client, bucket, prefix = 'images' }: S3ImageStoreOptions): ImageStore {
  const keyOf = (name: string) => (prefix ? `${prefix}/${name}` : name);
  return {
    async put(bytes, ext, base) {
      const name = `${base ?? createHash('sha256').update(bytes).digest('hex')}.${ext}`;
      if (!STORED_NAME.test(name)) throw new Error(`not a stored image name: ${name}`);
      try {
        const exists = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: keyOf(name) })).then(
          () => true,
          (error: unknown) => {
            if (missing(error)) return false;
            throw error;
          },
        );
        if (!exists) {
          await client.send(
            new PutObjectCommand({
              Bucket: bucket,
              Key: keyOf(name),
              Body: bytes,
              ContentType: MIME_BY_EXT[ext] ?? 'application/octet-stream',
              CacheControl: 'public, max-age=31536000, immutable',
            }),
          );
        }
      } catch (error) {
        throw unavailable(error);
      }
      return name;
    },
    async open(name) {
      if (!STORED_NAME.test(name)) return undefined;
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: keyOf(name) }));
        if (!(object.Body instanceof Readable) || object.ContentLength === undefined) throw new Error('the bucket sent no body');
        return { stream: object.Body, size: object.ContentLength };
      } catch (error) {
        if (missing(error)) return undefined;
        throw unavailable(error);
      }
    },
  };
}
