// A page of the storefront as the static server sends it: the page server's answer for this
// browser's canary bucket (a new browser draws one, kept in a cookie), compressed in the encoding
// the browser prefers, or streamed as it renders.
import { randomInt } from 'node:crypto';
import type http from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import zlib from 'node:zlib';
import { BUCKETS, bucketCookie, bucketFromCookie } from '@storefront/shared/builds';
import type { PageRenderer, PageStream } from './pageServer';

/** The encoding of a page the browser takes that compresses best: brotli, gzip, or none. */
function preferredEncoding(req: IncomingMessage): 'br' | 'gzip' | undefined {
  const accepts = String(req.headers['accept-encoding'] ?? '');
  return /\bbr\b/.test(accepts) ? 'br' : /\bgzip\b/.test(accepts) ? 'gzip' : undefined;
}

/**
 * The page's HTML in the encoding the browser prefers (brotli, gzip), quickly compressed, or taken
 * from `kept` (a kept page's copies) and left there for the next request.
 */
function encoded(req: IncomingMessage, html: string, kept?: Map<string, Buffer>): { encoding: string | undefined; body: Buffer } {
  const encoding = preferredEncoding(req);
  if (!encoding) return { encoding, body: Buffer.from(html) };
  const found = kept?.get(encoding);
  if (found) return { encoding, body: found };
  const body =
    encoding === 'br'
      ? zlib.brotliCompressSync(Buffer.from(html), { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } })
      : zlib.gzipSync(Buffer.from(html), { level: 6 });
  kept?.set(encoding, body);
  return { encoding, body };
}

/**
 * A page still to render (pageServer.ts, PageStream): the shell's page up to the content goes at
 * once, compressed and flushed, so the browser has the head (and asks for the page's scripts)
 * while the content renders; then the rest.
 */
async function sendStream(req: IncomingMessage, res: ServerResponse, status: number, headers: http.OutgoingHttpHeaders, stream: PageStream): Promise<void> {
  const encoding = preferredEncoding(req);
  res.writeHead(status, { ...headers, ...(encoding ? { 'Content-Encoding': encoding } : {}) });
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  if (!encoding) {
    res.write(stream.before);
    res.end(await stream.rest());
    return;
  }
  const zip = encoding === 'br' ? zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }) : zlib.createGzip({ level: 6 });
  zip.pipe(res);
  zip.write(stream.before);
  await new Promise<void>((resolve) => zip.flush(() => resolve()));
  zip.end(await stream.rest());
}

/**
 * A page of the storefront from the page server, for this browser's canary bucket, with
 * `pageHeaders` (its security policy, preloads).
 */
export async function servePage(
  req: IncomingMessage,
  res: ServerResponse,
  renderer: Pick<PageRenderer, 'render'>,
  url: { pathname: string; search: string },
  pageHeaders: Record<string, string>,
): Promise<void> {
  let bucket = bucketFromCookie(req.headers.cookie);
  if (bucket === null) {
    // A new browser: its bucket, drawn here and kept by the shell's script beside local storage.
    bucket = randomInt(BUCKETS);
    res.setHeader('Set-Cookie', bucketCookie(bucket));
  }
  const answer = await renderer.render(url.pathname, url.search, bucket);
  for (const [name, value] of Object.entries(pageHeaders)) res.setHeader(name, value);
  const headers = {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-cache',
    Vary: 'Accept-Encoding, Cookie',
    ...(answer.noindex ? { 'X-Robots-Tag': 'noindex' } : {}),
  };
  if (answer.stream) {
    await sendStream(req, res, answer.status, headers, answer.stream);
    return;
  }
  const { encoding, body } = encoded(req, answer.html ?? '', answer.encodings);
  res.writeHead(answer.status, { ...headers, 'Content-Length': body.length, ...(encoding ? { 'Content-Encoding': encoding } : {}) });
  res.end(req.method === 'HEAD' ? undefined : body);
}
