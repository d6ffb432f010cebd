import type { Config } from './config';
import type { Database } from './db';
import type { FirebaseAuth } from './auth/firebase';
import type { ImageStore } from './storage/image-store';
import type { SnapshotCache } from './http/snapshot';
import type { MailSettings } from './mail/templates';

/** What every resource plugin gets: the database, configuration and shared helpers. */
export interface AppContext {
  config: Config;
  db: Database;
  tokenSecret: Buffer;
  firebase: FirebaseAuth;
  images: ImageStore;
  /** Pages of the public lists, answered from memory until a write. */
  snapshots: { parts: SnapshotCache; reviews: SnapshotCache };
  /** `draining`: the process was asked to stop; /readyz says so while requests in flight finish. */
  lifecycle: { draining: boolean };
  /** Route `config` that applies the write rate limit. */
  writeLimit: { rateLimit: { max: number; timeWindow: number } };
  tokenLimit: { rateLimit: { max: number; timeWindow: number } };
  reportLimit: { rateLimit: { max: number; timeWindow: number } };
  /** The customers' e-mails: what they say about the storefront, and a nudge to send what was just recorded. */
  mail: { settings: MailSettings; wake(): void };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's context, for tests and `main`. */
    ctx: AppContext;
  }
}
