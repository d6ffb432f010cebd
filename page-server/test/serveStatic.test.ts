// The static server of the production builds (src/serveStatic.ts).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib, { brotliCompressSync, gzipSync } from 'node:zlib';
import { serveStatic, shellContentSecurityPolicy } from '../src/index';
import { buildFolder, get, portOf as port, removeFolder, stop } from './servers';

const SHELL = 'http://127.0.0.1:3000';
const PRELOAD = '<http://127.0.0.1:4000/deployments/live>; rel=preload; as=fetch; crossorigin=anonymous';

describe('serveStatic', () => {
  let dir: string;
  let remote: http.Server;
  let shell: http.Server;
  const js = 'console.log("chunk");'.repeat(20);

  beforeAll(async () => {
    dir = buildFolder('serve-static-');
    const dist = path.join(dir, 'dist');
    // A sibling whose name starts with the served folder's name: the old server's traversal.
    fs.mkdirSync(path.join(dir, 'dist-secret'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'dist-secret', 'secret.txt'), 'TOP SECRET');
    fs.writeFileSync(path.join(dir, 'secret.txt'), 'PARENT SECRET');
    fs.mkdirSync(dist);
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>shell</title>');
    fs.writeFileSync(path.join(dist, 'remoteEntry.js'), 'var remote;');
    fs.writeFileSync(path.join(dist, 'routes.json'), '{"routes":[]}');
    fs.writeFileSync(path.join(dist, 'app.0123abcd.js'), js);
    fs.writeFileSync(path.join(dist, 'app.0123abcd.js.gz'), gzipSync(js));
    fs.writeFileSync(path.join(dist, 'app.0123abcd.js.br'), brotliCompressSync(js));
    // A build published under its id (scripts/publish.mjs publishBuild).
    fs.mkdirSync(path.join(dir, 'builds', 'catalogue-b'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'builds', 'catalogue-b', 'remoteEntry.js'), 'var remoteB;');
    remote = await serveStatic({ root: dist, port: 0, corsOrigins: [SHELL], published: path.join(dir, 'builds') });
    const policy = shellContentSecurityPolicy(
      { apiUrl: 'http://127.0.0.1:4000', remotes: { catalogue: 'http://127.0.0.1:3001/remoteEntry.js' } },
      "'sha256-abc='",
    );
    shell = await serveStatic({
      root: dist,
      port: 0,
      spa: true,
      contentSecurityPolicy: policy,
      overrides: { '/config.json': () => '{"a":1}' },
      preloads: [PRELOAD],
    });
  });
  afterAll(() => {
    stop(remote);
    stop(shell);
    removeFolder(dir);
  });

  it('never serves a file outside its folder', async () => {
    for (const attack of [
      '/..%2Fdist-secret%2Fsecret.txt',
      '/../dist-secret/secret.txt',
      '/%2e%2e/dist-secret/secret.txt',
      '/..%2f..%2fsecret.txt',
      '/../secret.txt',
      '/%2e%2e%2fsecret.txt',
      '/..\\secret.txt',
      '/%00/../secret.txt',
    ]) {
      for (const server of [remote, shell]) {
        const answer = await get(port(server), attack);
        assert.doesNotMatch(answer.body.toString(), /SECRET/, `${attack} leaked a file`);
        assert.ok(answer.status === 404 || answer.status === 400 || answer.headers['content-type']?.startsWith('text/html'), `${attack}: ${answer.status}`);
      }
    }
  });

  it('serves precompressed files for the encodings the browser accepts', async () => {
    const br = await get(port(remote), '/app.0123abcd.js', { 'accept-encoding': 'gzip, br' });
    assert.equal(br.headers['content-encoding'], 'br');
    assert.equal(br.body.length, fs.statSync(path.join(dir, 'dist', 'app.0123abcd.js.br')).size);
    const gz = await get(port(remote), '/app.0123abcd.js', { 'accept-encoding': 'gzip' });
    assert.equal(gz.headers['content-encoding'], 'gzip');
    const plain = await get(port(remote), '/app.0123abcd.js');
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.equal(plain.body.toString(), js);
    assert.match(String(plain.headers.vary), /Accept-Encoding/);
    assert.match(String(plain.headers['content-type']), /javascript/);
  });

  it('caches hashed chunks for a year and revalidates entry files', async () => {
    assert.equal((await get(port(remote), '/app.0123abcd.js')).headers['cache-control'], 'public, max-age=31536000, immutable');
    for (const entry of ['/remoteEntry.js', '/routes.json', '/index.html']) {
      assert.equal((await get(port(remote), entry)).headers['cache-control'], 'no-cache', entry);
    }
    assert.equal((await get(port(shell), '/config.json')).headers['cache-control'], 'no-cache');
    const first = await get(port(remote), '/remoteEntry.js');
    assert.equal((await get(port(remote), '/remoteEntry.js', { 'if-none-match': first.headers.etag })).status, 304);
  });

  it('serves builds published under their ids beside the folder, cached for good', async () => {
    const build = await get(port(remote), '/catalogue-b/remoteEntry.js', { origin: SHELL });
    assert.equal(build.status, 200);
    assert.equal(build.body.toString(), 'var remoteB;');
    assert.equal(build.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.equal(build.headers['access-control-allow-origin'], SHELL);
    assert.equal(build.headers['x-content-type-options'], 'nosniff');
    // The folder's own files still come from it, with their own caching.
    assert.equal((await get(port(remote), '/remoteEntry.js')).body.toString(), 'var remote;');
    assert.equal((await get(port(remote), '/catalogue-c/remoteEntry.js')).status, 404);
    assert.doesNotMatch((await get(port(remote), '/catalogue-b/../../dist-secret/secret.txt')).body.toString(), /SECRET/);
  });

  it('names its preloads on pages only', async () => {
    assert.equal((await get(port(shell), '/')).headers.link, PRELOAD);
    assert.equal((await get(port(shell), '/dashboard/orders')).headers.link, PRELOAD);
    assert.equal((await get(port(shell), '/config.json')).headers.link, undefined);
  });

  it('lets the shell read a remote, and nobody else', async () => {
    const fromShell = await get(port(remote), '/routes.json', { origin: SHELL });
    assert.equal(fromShell.headers['access-control-allow-origin'], SHELL);
    assert.match(String(fromShell.headers.vary), /Origin/);
    const fromElsewhere = await get(port(remote), '/routes.json', { origin: 'https://evil.example' });
    assert.equal(fromElsewhere.headers['access-control-allow-origin'], undefined);
  });

  it('falls back to index.html for the shell’s routes, not for missing files', async () => {
    const page = await get(port(shell), '/dashboard/orders');
    assert.equal(page.status, 200);
    assert.match(page.body.toString(), /<title>shell<\/title>/);
    assert.equal((await get(port(shell), '/missing.0123abcd.js')).status, 404);
    assert.equal((await get(port(remote), '/dashboard')).status, 404);
  });

  it('sends the security headers: on every answer, and a policy against framing on HTML', async () => {
    const page = await get(port(shell), '/');
    assert.match(String(page.headers['content-security-policy']), /frame-ancestors 'none'/);
    assert.match(String(page.headers['content-security-policy']), /script-src 'self' 'sha256-abc=' http:\/\/127\.0\.0\.1:3001/);
    assert.match(String(page.headers['content-security-policy']), /img-src [^;]*http:\/\/127\.0\.0\.1:4000/);
    assert.equal(page.headers['x-frame-options'], 'DENY');
    for (const answer of [page, await get(port(remote), '/app.0123abcd.js'), await get(port(shell), '/config.json'), await get(port(remote), '/nope.js')]) {
      assert.equal(answer.headers['x-content-type-options'], 'nosniff');
      assert.equal(answer.headers['referrer-policy'], 'strict-origin-when-cross-origin');
    }
    const remotePage = await get(port(remote), '/index.html');
    assert.match(String(remotePage.headers['content-security-policy']), /frame-ancestors 'none'/);
    assert.equal((await get(port(remote), '/app.0123abcd.js')).headers['content-security-policy'], undefined);
    // Served over plain http (STOREFRONT_URL unset or http): no HSTS, which a browser would ignore there.
    assert.equal(page.headers['strict-transport-security'], undefined);
  });

  it('sends Strict-Transport-Security on every answer when the storefront is https, as the API does', async () => {
    const servers = await Promise.all([
      serveStatic({ root: path.join(dir, 'dist'), port: 0, spa: true, storefrontUrl: 'https://shop.example' }),
      serveStatic({ root: path.join(dir, 'dist'), port: 0, corsOrigins: ['https://shop.example'], storefrontUrl: 'https://shop.example/' }),
      serveStatic({ root: path.join(dir, 'dist'), port: 0, spa: true, storefrontUrl: 'http://127.0.0.1:3000' }),
    ]);
    try {
      const [https, httpsRemote, plain] = servers as [http.Server, http.Server, http.Server];
      const answers: [http.Server, string][] = [
        [https, '/'],
        [https, '/dashboard/orders'],
        [https, '/app.0123abcd.js'],
        [https, '/missing.0123abcd.js'],
        [httpsRemote, '/remoteEntry.js'],
      ];
      for (const [server, pathname] of answers) {
        const answer = await get(port(server), pathname);
        assert.equal(answer.headers['strict-transport-security'], 'max-age=31536000; includeSubDomains', pathname);
        assert.equal(answer.headers['x-content-type-options'], 'nosniff', pathname);
      }
      assert.equal((await get(port(plain), '/')).headers['strict-transport-security'], undefined);
    } finally {
      for (const server of servers) stop(server);
    }
  });

  it('answers only GET, HEAD and OPTIONS', async () => {
    const answer = await new Promise<http.IncomingMessage>((resolve) => {
      const req = http.request({ host: '127.0.0.1', port: port(remote), path: '/routes.json', method: 'POST' }, resolve);
      req.end('x');
    });
    assert.equal(answer.statusCode, 405);
  });
});

describe('a page sent as it renders', () => {
  it('sends the shell’s page up to the content before the content is rendered, in each encoding', async () => {
    const dir = buildFolder('serve-stream-', { 'index.html': '<!doctype html><title>shell</title>' });
    // The content is rendered only once the client has read the head: a server that waited for the
    // content before sending anything would never answer.
    let headRead = () => {};
    const render = {
      render: async () => {
        const read = new Promise<void>((resolve) => (headRead = resolve));
        return {
          status: 200,
          noindex: false,
          stream: { before: '<!doctype html><head><title>Big</title>', rest: async () => (await read, '<h1>Content</h1></html>') },
        };
      },
    };
    const server = await serveStatic({ root: dir, port: 0, spa: true, pages: render });
    try {
      for (const encoding of ['br', 'gzip', undefined]) {
        const text = await new Promise<string>((resolve, reject) => {
          const req = http.get({ host: '127.0.0.1', port: port(server), path: '/parts', headers: encoding ? { 'Accept-Encoding': encoding } : {} }, (res) => {
            assert.equal(res.headers['content-encoding'], encoding);
            assert.equal(res.headers['content-length'], undefined);
            const decoded = encoding === 'br' ? res.pipe(zlib.createBrotliDecompress()) : encoding === 'gzip' ? res.pipe(zlib.createGunzip()) : res;
            let body = '';
            decoded.on('data', (chunk) => {
              body += chunk;
              if (body.includes('<title>Big</title>')) headRead();
            });
            decoded.on('end', () => resolve(body));
            decoded.on('error', reject);
          });
          req.on('error', reject);
        });
        assert.equal(text, '<!doctype html><head><title>Big</title><h1>Content</h1></html>', `${encoding ?? 'identity'}`);
      }
    } finally {
      stop(server);
      removeFolder(dir);
    }
  });
});
