// Publishing a build to an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, …) instead of a
// folder: the same rules as publishBuild (scripts/publish.mjs). Every file under
// `<prefix>/<buildId>/`, never over an earlier build (an id already in the bucket is refused),
// cached for good (the URLs never change), `remoteEntry.js` last so that a build is whole once
// its entry is there. The bucket (or a CDN in front of it) serves the files; its URL is the
// deploy's DEPLOY_BASE_URL.
import fs from 'node:fs';
import path from 'node:path';
import { ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { BUILD_ID, walk } from '../publish.mjs';

const TYPES = {
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * An S3 client for an S3-compatible endpoint (path-style addressing, as MinIO and local servers need).
 * @param {{ endpoint?: string, region?: string, credentials?: { accessKeyId: string, secretAccessKey: string } }} [options]
 */
export function s3Client({ endpoint, region = 'us-east-1', credentials } = {}) {
  return new S3Client({ region, ...(endpoint ? { endpoint, forcePathStyle: true } : {}), ...(credentials ? { credentials } : {}) });
}

/**
 * @param {string} from  a build's dist/ folder
 * @param {{ client: S3Client, bucket: string, prefix?: string }} target  prefix: the remote's folder in the bucket
 * @param {string} buildId
 * @returns {Promise<{ key: string, files: number }>} the build's folder key and its file count
 */
export async function publishBuildToS3(from, { client, bucket, prefix = '' }, buildId) {
  if (!BUILD_ID.test(buildId)) throw new Error(`"${buildId}" is not a build id: 1 to 64 letters, digits, dots, dashes or underscores`);
  const source = path.resolve(from);
  if (!fs.existsSync(path.join(source, 'remoteEntry.js'))) throw new Error(`${from} has no remoteEntry.js: build the remote first.`);
  const folder = `${prefix.replace(/^\/+|\/+$/g, '')}${prefix ? '/' : ''}${buildId}/`;
  const existing = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: folder }));
  if ((existing.KeyCount ?? existing.Contents?.length ?? 0) > 0) {
    throw new Error(`${buildId} is already published in s3://${bucket}/${folder}: a build is never replaced, build it again with a new BUILD_ID.`);
  }
  const files = walk(source).map((file) => file.split(path.sep).join('/')); // object keys use /
  // The entry last: a shell that finds it finds every file it names.
  const ordered = [...files.filter((file) => file !== 'remoteEntry.js'), 'remoteEntry.js'];
  for (const file of ordered) {
    const encoding = /\.(gz|br)$/.exec(file)?.[1];
    const plain = encoding ? file.slice(0, -encoding.length - 1) : file;
    await client.send(
      new PutObjectCommand({
        Bucket: bucket,
        Key: `${folder}${file}`,
        Body: fs.readFileSync(path.join(source, file)),
        ContentType: TYPES[path.extname(plain).toLowerCase()] ?? 'application/octet-stream',
        CacheControl: 'public, max-age=31536000, immutable',
      }),
    );
  }
  return { key: folder, files: files.length };
}
