import { buildApp } from './app';
import { loadConfig } from './config';
import type { Server } from 'node:http';

/**
 * `node server/dist/main.js`: listens, logs one line, stops cleanly on SIGINT/SIGTERM: /readyz
 * turns 503 (for DRAIN_DELAY_MS, so a balancer that polls it sends no more), the port closes (a
 * balancer's next connection goes to another replica), requests in flight finish, then the
 * database closes. Past SHUTDOWN_GRACE_MS the process exits anyway.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp({ config, logger: { level: config.logLevel === 'info' ? 'warn' : config.logLevel } });
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  console.log(`API listening on http://${config.host}:${port} (database: ${app.ctx.db.kind}, docs: /docs)`);

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.ctx.lifecycle.draining = true;
    const timer = setTimeout(() => {
      console.error(`requests still in flight ${config.shutdownGraceMs} ms after ${signal}: exiting`);
      process.exit(1);
    }, config.drainDelayMs + config.shutdownGraceMs);
    timer.unref();
    const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    wait(config.drainDelayMs)
      .then(() => closeGently(app.server, wait))
      .then(() => app.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          console.error(`error while stopping on ${signal}:`, error);
          process.exit(1);
        },
      );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

/**
 * Closing a server drops its idle connections at once (Node's close, fastify's 'idle'), and a
 * connection a balancer has just opened, whose request is still on its way, counts as idle: the
 * balancer would see it cut and could not retry a POST. So the port closes first, connections
 * already taken get a moment to deliver their request (answered with `Connection: close`), and only
 * then are the ones still without a request dropped.
 */
async function closeGently(server: Server, wait: (ms: number) => Promise<unknown>): Promise<void> {
  const dropIdle = server.closeIdleConnections.bind(server);
  server.closeIdleConnections = () => undefined;
  server.close();
  await wait(ACCEPTED_GRACE_MS);
  dropIdle();
}

/** How long a connection taken just before the port closed has to deliver its request. */
const ACCEPTED_GRACE_MS = 1000;

main().catch((error: unknown) => {
  console.error('API failed to start:', error);
  process.exit(1);
});
