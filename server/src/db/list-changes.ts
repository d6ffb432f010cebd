import { Client } from 'pg';

/** What is kept in memory, named as its tables (migrations 007 and 022's triggers): the public lists and the callers' accounts. */
export type ListName = 'parts' | 'reviews' | 'users';
const LIST_NAMES: readonly string[] = ['parts', 'reviews', 'users'] satisfies ListName[];
/** A notice's list, or `'*'` (drop everything) for one this process does not know. */
export const listOfNotice = (payload: string): ListName | '*' => (LIST_NAMES.includes(payload) ? (payload as ListName) : '*');
export const LIST_CHANNEL = 'storefront_cache';

export interface ListChanges {
  /** True while this process hears every change; when not, lists are read from the database each time. */
  readonly live: boolean;
  /**
   * Resolves once every change committed before the call has been heard (true), or false when
   * that cannot be known (not listening). One round trip on the listening connection, shared by
   * the calls that arrive while another is on its way.
   */
  caughtUp(): Promise<boolean>;
  close(): Promise<void>;
}

export interface ListenOptions {
  /** A list's table changed (`'*'`: changes may have been missed, drop everything). */
  onChange(list: ListName | '*'): void;
  onError?(error: unknown): void;
  /** Wait before connecting again after the connection broke. */
  retryMs?: number;
  connectTimeoutMs?: number;
  /** A catch-up round trip slower than this means the connection is unwell: it is dropped and made again. */
  roundTripTimeoutMs?: number;
}

const CHANNEL = LIST_CHANNEL;

/**
 * Hears, on one PostgreSQL connection of its own (`LISTEN storefront_cache`), every committed
 * change to the tables of the public lists, whichever replica or statement made it: the tables'
 * triggers NOTIFY at commit. PostgreSQL sends the notice to every listener before the writer's
 * COMMIT returns, so by the time the writer's answer reaches anyone, each replica has it on its
 * socket, though the other replica's process may not have read it yet when a request arrives.
 * So before answering from memory a replica asks `caughtUp()`: a round trip on the listening
 * connection, at the end of which PostgreSQL delivers every notice of a commit made before it.
 * While the connection is down `live` is false (and the caller reads afresh), and on
 * reconnecting everything is dropped once, for the notices it missed.
 */
export async function listenForListChanges(connectionString: string, options: ListenOptions): Promise<ListChanges> {
  let client: Client | undefined;
  let drop: ((error?: unknown) => void) | undefined;
  let live = false;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const next = new Client({ connectionString, connectionTimeoutMillis: options.connectTimeoutMs ?? 3000, keepAlive: true });
    next.on('notification', (message) => {
      if (message.channel !== CHANNEL) return;
      options.onChange(listOfNotice(message.payload ?? ''));
    });
    const lost = (error?: unknown) => {
      if (client !== next) return;
      client = undefined;
      live = false;
      options.onChange('*');
      if (error) options.onError?.(error);
      next.end().catch(() => undefined);
      schedule();
    };
    next.on('error', lost);
    next.on('end', () => lost());
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANNEL}`);
    } catch (error) {
      await next.end().catch(() => undefined);
      throw error;
    }
    if (closed) {
      await next.end();
      return;
    }
    client = next;
    drop = lost;
    live = true;
    options.onChange('*');
  };

  const schedule = () => {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      connect().catch((error: unknown) => {
        options.onError?.(error);
        schedule();
      });
    }, options.retryMs ?? 1000);
    retry.unref();
  };

  try {
    await connect();
  } catch (error) {
    options.onError?.(error);
    schedule();
  }

  // The round trip in flight, and the one that will start after it (for calls that arrived meanwhile:
  // the one in flight may have started before their writes were acknowledged).
  let running: Promise<boolean> | undefined;
  let queued: Promise<boolean> | undefined;
  const roundTrip = (): Promise<boolean> => {
    const current = client;
    if (!current) return Promise.resolve(false);
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<boolean>((resolve) => {
      timer = setTimeout(() => {
        // A database that does not answer: read from it afresh (and fail fast) until it is back.
        if (client === current) drop?.(new Error('the listening connection did not answer'));
        resolve(false);
      }, options.roundTripTimeoutMs ?? 500);
      timer.unref();
    });
    const answered = current.query('SELECT 1').then(
      () => live && client === current,
      () => false,
    );
    const trip = Promise.race([answered, late]).finally(() => clearTimeout(timer));
    running = trip;
    void trip.then(() => {
      if (running === trip) running = undefined;
    });
    return trip;
  };

  return {
    get live() {
      return live;
    },
    caughtUp() {
      if (!live) return Promise.resolve(false);
      if (queued) return queued;
      if (running) {
        const next = running.then(() => {
          queued = undefined;
          return roundTrip();
        });
        queued = next;
        return next;
      }
      return roundTrip();
    },
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      live = false;
      const current = client;
      client = undefined;
      await current?.end().catch(() => undefined);
    },
  };
}
