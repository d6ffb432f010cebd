// node --test scripts/lib/cluster.test.mjs: nginx's configuration for the API replicas and the
// front-ends (the cluster itself runs in server/test/cluster.test.ts).
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import cluster from './cluster.cjs';
import processes from './processes.cjs';

const { findNginx, nginxConfig, startNginx } = cluster;
const options = (dir) => ({
  dir,
  host: '127.0.0.1',
  apiPort: 4000,
  replicas: [4101, 4102],
  sites: [
    { port: 3000, upstream: 13000 },
    { port: 3001, upstream: 13001 },
  ],
});

test('balances the API over every replica and fronts each site', () => {
  const config = nginxConfig(options('/tmp/x'));
  assert.match(config, /upstream storefront_api \{\s+server 127\.0\.0\.1:4101 max_fails=0;\s+server 127\.0\.0\.1:4102 max_fails=0;/);
  assert.match(config, /listen 127\.0\.0\.1:4000;/);
  assert.match(config, /listen 127\.0\.0\.1:3000;\s+location \/ \{\s+proxy_pass http:\/\/127\.0\.0\.1:13000;/);
  assert.match(config, /listen 127\.0\.0\.1:3001;\s+location \/ \{\s+proxy_pass http:\/\/127\.0\.0\.1:13001;/);
  assert.match(config, /server_tokens off;/);
  assert.doesNotMatch(config, /X-Upstream/);
});

test('keeps connections to the replicas open, and closes idle ones long before a replica would', () => {
  const config = nginxConfig(options('/tmp/x'));
  assert.match(config, /keepalive 64;\s+keepalive_timeout 2s;/);
  assert.match(config, /proxy_set_header Connection "";/);
  assert.equal(config.match(/proxy_pass http:\/\/storefront_api;/g).length, 2);
});

test('sends nothing to a replica marked down (the one a rolling restart is about to stop)', () => {
  const config = nginxConfig({ ...options('/tmp/x'), down: [4101] });
  assert.match(config, /upstream storefront_api \{\s+server 127\.0\.0\.1:4101 max_fails=0 down;\s+server 127\.0\.0\.1:4102 max_fails=0;/);
});

test("replaces the client's X-Forwarded-For with its address, so nobody chooses the address a limit counts", () => {
  const config = nginxConfig(options('/tmp/x'));
  assert.doesNotMatch(config, /proxy_add_x_forwarded_for/);
  assert.equal(config.match(/proxy_set_header X-Forwarded-For \$remote_addr;/g).length, 4);
});

test('tries another replica for reads always, and for orders only (they carry an Idempotency-Key)', () => {
  const config = nginxConfig(options('/tmp/x'));
  const general = /location \/ \{[^}]*proxy_next_upstream ([^;]+);/.exec(config)[1];
  const booking = /location = \/booking \{[^}]*proxy_next_upstream ([^;]+);/.exec(config)[1];
  assert.equal(general, 'error timeout http_502 http_503');
  assert.equal(booking, 'error timeout http_502 http_503 non_idempotent');
});

test('is a configuration nginx accepts', { skip: findNginx() ? false : 'nginx is not installed (apt-get install nginx)' }, () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-conf-'));
  try {
    for (const sub of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) fs.mkdirSync(path.join(dir, sub));
    fs.writeFileSync(path.join(dir, 'nginx.conf'), nginxConfig({ ...options(dir), user: process.getuid?.() === 0 ? 'root' : undefined }));
    execFileSync(findNginx(), ['-t', '-q', '-p', dir, '-c', 'nginx.conf'], { stdio: 'pipe' });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test(
  'a reload with a replica marked down sends it nothing from then on',
  { skip: findNginx() ? false : 'nginx is not installed (apt-get install nginx)' },
  async () => {
    const { freePort } = processes;
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-reload-'));
    // Two stand-in replicas that say which one answered.
    const replicas = await Promise.all(
      ['a', 'b'].map(async (name) => {
        const port = await freePort();
        const server = http.createServer((request, response) => response.end(name));
        await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
        return { name, port, server };
      }),
    );
    const apiPort = await freePort();
    const config = (down) =>
      nginxConfig({ dir, host: '127.0.0.1', apiPort, replicas: replicas.map((r) => r.port), down, user: process.getuid?.() === 0 ? 'root' : undefined });
    // Each request on a connection of its own: a reload closes the old workers' idle connections,
    // which a kept-alive client would meet as a failed request (a browser resends it).
    const get = () =>
      new Promise((resolve, reject) => {
        http
          .get(`http://127.0.0.1:${apiPort}/parts`, { agent: false }, (response) => {
            let body = '';
            response.setEncoding('utf8').on('data', (chunk) => (body += chunk));
            response.on('end', () => resolve(body)).on('error', reject);
          })
          .on('error', reject);
      });
    const answers = async (count) => {
      const seen = [];
      for (let i = 0; i < count; i += 1) seen.push(await get());
      return new Set(seen);
    };
    const proxy = await startNginx({ nginx: findNginx(), dir, host: '127.0.0.1', port: apiPort, config: config([]) });
    try {
      assert.deepEqual(await answers(6), new Set(['a', 'b']));
      await proxy.reload(config([replicas[0].port]));
      assert.deepEqual(await answers(6), new Set(['b']));
      await proxy.reload(config([]));
      assert.deepEqual(await answers(6), new Set(['a', 'b']));
    } finally {
      await proxy.stop();
      for (const r of replicas) r.server.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  },
);
