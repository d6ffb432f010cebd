import { buildApp } from './app';
import { loadConfig } from './config';

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
    const drained = new Promise((resolve) => setTimeout(resolve, config.drainDelayMs));
    drained
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

main().catch((error: unknown) => {
  console.error('API failed to start:', error);
  process.exit(1);
});
