// The API as several replicas behind nginx, over one PostgreSQL and one Redis: what
// `npm run start:cluster`, the scale-out tests (server/test/cluster.test.ts) and
// `npm run bench:cluster` start. Every part is an ordinary system service; this module writes
// nginx's configuration, starts the replicas (`node server/dist/main.js`) and restarts them.
// CommonJS, so that the server's jest suites require it as the ES-module scripts import it.
'use strict';
const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const net = require('node:net');
const path = require('node:path');
const pg = require('pg');
const { default: Redis } = require('ioredis');
const { ROOT, spawnChild, stopChild, waitFor } = require('./processes.cjs');

const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/storefront';
const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379';

/** nginx's binary: NGINX, else on the PATH or where Debian puts it. */
function findNginx(env = process.env) {
  const candidates = [
    env.NGINX,
    ...String(env.PATH ?? '')
      .split(path.delimiter)
      .map((dir) => path.join(dir, 'nginx')),
    '/usr/sbin/nginx',
  ];
  return candidates.find((file) => file && fs.existsSync(file));
}

async function postgresAnswers(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return undefined;
  } catch (error) {
    return error.message;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Why Redis at `url` does not answer, or undefined when it does. */
async function redisAnswers(url) {
  const redis = new Redis(url, { lazyConnect: true, connectTimeout: 2000, maxRetriesPerRequest: 0, retryStrategy: () => null });
  let cause;
  redis.on('error', (error) => (cause ??= error));
  try {
    await redis.connect();
    return (await redis.ping()) === 'PONG' ? undefined : 'no PONG';
  } catch (error) {
    return (cause ?? error).message;
  } finally {
    redis.disconnect();
  }
}

/**
 * Creates the database of `url` when its server answers but the database is not there yet
 * (`npm run start:cluster` on a fresh machine). Returns why it could not, or undefined.
 */
async function ensureDatabase(url) {
  const problem = await postgresAnswers(url);
  if (!problem) return undefined;
  if (!/does not exist/.test(problem)) return problem;
  const admin = new URL(url);
  const name = decodeURIComponent(admin.pathname.slice(1));
  if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) return `cannot create a database named "${name}"`;
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString(), connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query(`CREATE DATABASE ${name}`);
    return undefined;
  } catch (error) {
    return /already exists/.test(error.message) ? undefined : error.message;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * What the cluster needs and is missing on this machine, each with how to get it; an empty list
 * when all is there. `createDatabase`: create DATABASE_URL's database when only it is missing.
 */
async function clusterRequirements({ databaseUrl, redisUrl, createDatabase = false, env = process.env } = {}) {
  const missing = [];
  const nginx = findNginx(env);
  if (!nginx) missing.push('nginx: not found. Install it with `sudo apt-get install nginx` (or set NGINX to its binary).');
  const pgProblem = createDatabase ? await ensureDatabase(databaseUrl) : await postgresAnswers(databaseUrl);
  if (pgProblem) {
    missing.push(`PostgreSQL at ${redact(databaseUrl)}: ${pgProblem}. Install and start it with \`sudo apt-get install postgresql\`, or set DATABASE_URL.`);
  }
  const redisProblem = await redisAnswers(redisUrl);
  if (redisProblem) {
    missing.push(
      `Redis at ${redisUrl}: ${redisProblem.replace(/\.$/, '')}. Install and start it with \`sudo apt-get install redis-server\`, or set REDIS_URL.`,
    );
  }
  return { nginx, missing };
}

/** A connection URL with its password hidden, for messages. */
const redact = (url) => url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');

/**
 * nginx's configuration: the API's replicas behind one port, and each front-end port in front of
 * the static server that serves it (which sets the storefront's security headers; nginx passes
 * them on). A request whose replica refused, failed or stopped is tried on the next one: reads
 * always; an order too (`non_idempotent` on /booking), as it carries an Idempotency-Key, so the
 * retry of an order a dying replica had already placed replays the first answer; other writes
 * only when they were never sent. The replicas in `down` get nothing (a rolling restart marks the
 * one it is about to stop).
 * @param {{ dir: string, host: string, apiPort: number, replicas: number[], down?: number[],
 *   sites?: { port: number, upstream: number }[], upstreamHeader?: boolean, maxBodyBytes?: number, user?: string }} options
 */
function nginxConfig({ dir, host, apiPort, replicas, down = [], sites = [], upstreamHeader = false, maxBodyBytes = 6 * 1024 * 1024, user }) {
  const proxy = (nextUpstream) => `
      proxy_pass http://storefront_api;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      # The API believes this only from the balancer (TRUST_PROXY): the client's own address,
      # whatever X-Forwarded-For the client sent.
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_next_upstream ${nextUpstream};
      proxy_next_upstream_tries 3;
      proxy_next_upstream_timeout 15s;${upstreamHeader ? '\n      add_header X-Upstream $upstream_addr always;' : ''}`;
  const temp = (name) => path.join(dir, name);
  return `# Written by scripts/lib/cluster.cjs for this run; nginx -p ${dir} -c nginx.conf
${user ? `user ${user};\n` : ''}worker_processes 1;
daemon off;
pid ${temp('nginx.pid')};
error_log ${temp('error.log')} warn;
# After a reload, the old worker finishes its requests in flight for at most this long.
worker_shutdown_timeout 30s;

events {
  worker_connections 4096;
}

http {
  access_log off;
  server_tokens off;
  client_body_temp_path ${temp('client_body')};
  proxy_temp_path ${temp('proxy')};
  fastcgi_temp_path ${temp('fastcgi')};
  uwsgi_temp_path ${temp('uwsgi')};
  scgi_temp_path ${temp('scgi')};
  client_max_body_size ${maxBodyBytes};
  proxy_connect_timeout 2s;
  proxy_read_timeout 35s;
  # A browser's connection serves many requests (nginx's default closes it after 1,000).
  keepalive_requests 10000;

  # A replica marked down is one a rolling restart is about to stop: nginx sends it nothing.
  upstream storefront_api {
${replicas.map((port) => `    server ${host}:${port} max_fails=0${down.includes(port) ? ' down' : ''};`).join('\n')}
    # Connections to the replicas are kept open for reuse, and closed by nginx after 2 s idle,
    # long before a replica would close one (fastify keeps an idle connection 72 s).
    keepalive 64;
    keepalive_timeout 2s;
  }

  server {
    listen ${host}:${apiPort};
    location / {${proxy('error timeout http_502 http_503')}
    }
    location = /booking {${proxy('error timeout http_502 http_503 non_idempotent')}
    }
  }
${sites
  .map(
    ({ port, upstream }) => `
  server {
    listen ${host}:${port};
    location / {
      proxy_pass http://${host}:${upstream};
      proxy_http_version 1.1;
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $remote_addr;
    }
  }`,
  )
  .join('\n')}
}
`;
}

const portFree = (host, port) =>
  new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, host, () => probe.close(() => resolve(true)));
  });

/** Waits until something accepts connections on the port (nginx says nothing when it is up). */
async function waitForPort(host, port, child, timeoutMs = 20000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode}): ${child.recentOutput?.() ?? ''}`);
    const open = await new Promise((resolve) => {
      const socket = net.connect(port, host, () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > deadline) throw new Error(`nginx did not listen on ${host}:${port}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Starts nginx on its own configuration in `dir` (nothing of the system's nginx is used or
 * touched). Returns `{ reload(config), stop() }`.
 */
async function startNginx({ nginx, dir, config, host, port, quiet = true }) {
  for (const sub of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) fs.mkdirSync(path.join(dir, sub), { recursive: true });
  const write = (text) => {
    fs.writeFileSync(path.join(dir, 'nginx.conf'), text);
    execFileSync(nginx, ['-t', '-q', '-p', dir, '-c', 'nginx.conf'], { stdio: 'pipe' });
  };
  write(config);
  if (!(await portFree(host, port))) throw new Error(`${host}:${port} is taken: set API_PORT (or stop what listens there)`);
  const child = spawnChild(nginx, ['-p', dir, '-c', 'nginx.conf'], { env: {}, name: 'nginx', quiet });
  await waitForPort(host, port, child);
  return {
    child,
    /**
     * Takes a new configuration (SIGHUP): a new worker starts on it, the old one finishes its
     * requests in flight and exits. Resolves once no old worker is left, so that from then on
     * every request goes by the new configuration.
     */
    async reload(next) {
      write(next);
      const before = workersOf(child.pid);
      process.kill(child.pid, 'SIGHUP');
      const deadline = Date.now() + 40000;
      for (;;) {
        const now = workersOf(child.pid);
        if (now.length > 0 && !now.some((pid) => before.includes(pid))) return;
        if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode}) on reload`);
        if (Date.now() > deadline) throw new Error('nginx did not replace its worker within 40 s');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    stop: () => stopChild(child, 'SIGQUIT'),
  };
}

/** The process ids of nginx's workers (Linux: the children of its master in /proc). */
function workersOf(masterPid) {
  const workers = [];
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${name}/stat`, 'utf8');
      // pid (comm) state ppid …: comm may hold spaces, so read after its closing parenthesis.
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === masterPid) workers.push(Number(name));
    } catch {
      // gone meanwhile
    }
  }
  return workers;
}

/**
 * One API replica: `node server/dist/main.js` on its port. `start()` waits until /readyz says
 * ready; `stop()` is SIGTERM (it drains), `kill()` SIGKILL (a crash).
 */
function replica({ host, port, env, quiet = true, name = `api:${port}` }) {
  const self = {
    port,
    url: `http://${host}:${port}`,
    child: undefined,
    get pid() {
      return self.child?.pid;
    },
    async start() {
      const child = spawnChild(process.execPath, [path.join(ROOT, 'server', 'dist', 'main.js')], { env: { ...env, PORT: String(port) }, name, quiet });
      self.child = child;
      const exited = new Promise((_, reject) => child.once('exit', (code) => reject(new Error(`${name} exited (${code}) before it was ready`))));
      try {
        await Promise.race([waitFor(`${self.url}/readyz`, { timeoutMs: 300000, intervalMs: 100 }), exited]);
      } catch (error) {
        if (child.recentOutput) console.error(child.recentOutput());
        await stopChild(child);
        throw error;
      }
    },
    /** SIGTERM and wait for the exit (the replica drains and finishes what it was doing; SIGKILL after 20 s). */
    stop: () => stopChild(self.child, 'SIGTERM', 20000),
    /** SIGKILL: the replica dies with its requests in flight. */
    kill() {
      const child = self.child;
      if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
      child.stopping = true;
      const gone = new Promise((resolve) => child.once('exit', resolve));
      process.kill(child.pid, 'SIGKILL');
      return gone;
    },
  };
  return self;
}

/**
 * Starts `replicas` API processes (ports `replicaPorts`) and nginx in front of them on
 * `host:apiPort`, plus the front-end `sites` (public port → static server port). `env` is every
 * replica's environment (DATABASE_URL, REDIS_URL, …); TRUST_PROXY is set to nginx's address.
 * The first replica starts alone (it migrates the database and makes the token secret), then the
 * rest together.
 */
async function startCluster({ nginx, dir, host, apiPort, replicaPorts, env, sites = [], upstreamHeader = false, quiet = true }) {
  // nginx does not poll /readyz, so a replica waits for no balancer when it stops (DRAIN_DELAY_MS
  // 0): a rolling restart takes it out of nginx first.
  const replicas = replicaPorts.map((port) => replica({ host, port, env: { HOST: host, TRUST_PROXY: host, DRAIN_DELAY_MS: '0', ...env }, quiet }));
  const stops = [];
  const stop = async () => {
    for (const fn of stops.reverse()) await fn().catch(() => undefined);
  };
  const user = process.getuid?.() === 0 ? 'root' : undefined;
  const config = (down = []) => nginxConfig({ dir, host, apiPort, replicas: replicaPorts, down, sites, upstreamHeader, user });
  let proxy;
  try {
    stops.push(() => Promise.all(replicas.map((r) => r.stop())));
    await replicas[0].start();
    await Promise.all(replicas.slice(1).map((r) => r.start()));
    proxy = await startNginx({ nginx, dir, host, port: apiPort, quiet, config: config() });
    stops.push(() => proxy.stop());
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    url: `http://${host}:${apiPort}`,
    replicas,
    get pid() {
      return replicas[0].pid;
    },
    /**
     * Each replica in turn: marked down in nginx (reloaded: once the old worker has finished its
     * requests, nothing reaches the replica), SIGTERM (it finishes what it still has and exits),
     * started again, ready, back in nginx with the next one's turn.
     */
    async rollingRestart() {
      for (const r of replicas) {
        await proxy.reload(config([r.port]));
        await r.stop();
        await r.start();
      }
      await proxy.reload(config());
    },
    stop,
  };
}

module.exports = {
  DEFAULT_DATABASE_URL,
  DEFAULT_REDIS_URL,
  clusterRequirements,
  ensureDatabase,
  findNginx,
  nginxConfig,
  redact,
  redisAnswers,
  replica,
  startCluster,
  startNginx,
};
