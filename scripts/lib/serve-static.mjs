// A small static file server for the production builds: precompressed files, long caching for
// hashed chunks, no-cache for entry files (remoteEntry.js, mf-manifest.json, routes.json,
// config.json) so a redeployed remote is picked up on the next page load, CORS for remotes,
// and an SPA fallback for the shell.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.woff2': 'font/woff2',
};

const HASHED = /\.[0-9a-f]{8,}\.[a-z0-9]+$/i;

/**
 * @param {object} options
 * @param {string} options.root        folder to serve (a build's dist/)
 * @param {number} options.port
 * @param {string} [options.host]
 * @param {boolean} [options.spa]      serve index.html for unknown paths without an extension
 * @param {boolean} [options.cors]     allow any origin (remotes are loaded cross-origin)
 * @param {Record<string, () => string>} [options.overrides]  path -> content, e.g. /config.json
 * @param {(req: http.IncomingMessage, res: http.ServerResponse) => boolean} [options.intercept]
 *        tests use it to simulate a slow or failing server
 * @returns {Promise<http.Server>}
 */
export function serveStatic({ root, port, host = '127.0.0.1', spa = false, cors = false, overrides = {}, intercept }) {
  const base = path.resolve(root);
  const server = http.createServer((req, res) => {
    try {
      if (intercept && intercept(req, res)) return;
      if (cors) {
        res.setHeader('Access-Control-Allow-Origin', '*');
        res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
      }
      if (req.method === 'OPTIONS') {
        res.writeHead(204).end();
        return;
      }
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, { Allow: 'GET, HEAD, OPTIONS' }).end();
        return;
      }
      const url = new URL(req.url ?? '/', 'http://local');
      let pathname;
      try {
        pathname = decodeURIComponent(url.pathname);
      } catch {
        res.writeHead(400).end('Bad path');
        return;
      }
      const override = overrides[pathname];
      if (override) {
        const body = override();
        res.writeHead(200, { 'Content-Type': TYPES[path.extname(pathname)] ?? 'application/octet-stream', 'Cache-Control': 'no-cache' });
        res.end(req.method === 'HEAD' ? undefined : body);
        return;
      }
      let file = path.join(base, pathname);
      if (!file.startsWith(base)) {
        res.writeHead(403).end();
        return;
      }
      if (pathname.endsWith('/')) file = path.join(file, 'index.html');
      if (!isFile(file)) {
        if (spa && !path.extname(pathname)) file = path.join(base, 'index.html');
        else {
          res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' }).end('Not found');
          return;
        }
      }
      sendFile(req, res, file);
    } catch (error) {
      res.writeHead(500).end(String(error));
    }
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}

function isFile(file) {
  try {
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

function sendFile(req, res, file) {
  const ext = path.extname(file);
  const accept = String(req.headers['accept-encoding'] ?? '');
  let served = file;
  let encoding;
  if (/\bbr\b/.test(accept) && isFile(`${file}.br`)) {
    served = `${file}.br`;
    encoding = 'br';
  } else if (/\bgzip\b/.test(accept) && isFile(`${file}.gz`)) {
    served = `${file}.gz`;
    encoding = 'gzip';
  }
  const stat = fs.statSync(served);
  const etag = `"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}${encoding ? `-${encoding}` : ''}"`;
  const headers = {
    'Content-Type': TYPES[ext] ?? 'application/octet-stream',
    'Cache-Control': HASHED.test(path.basename(file)) ? 'public, max-age=31536000, immutable' : 'no-cache',
    ETag: etag,
    Vary: 'Accept-Encoding',
    'X-Content-Type-Options': 'nosniff',
  };
  if (encoding) headers['Content-Encoding'] = encoding;
  if (req.headers['if-none-match'] === etag) {
    res.writeHead(304, headers).end();
    return;
  }
  headers['Content-Length'] = stat.size;
  res.writeHead(200, headers);
  if (req.method === 'HEAD') res.end();
  else fs.createReadStream(served).pipe(res);
}
