import type { FastifyReply, FastifyRequest } from 'fastify';
import { SharedReport, SnapshotCache } from './snapshot';

/** A report whose computations the test lets finish one by one, on a clock the test moves. */
function report() {
  let clock = 0;
  const runs: { resolve: (value: unknown) => void }[] = [];
  const shared = new SharedReport(
    () => new Promise((resolve) => runs.push({ resolve })),
    { freshMs: 1000, staleMs: 10_000 },
    () => clock,
  );
  const finish = async (value: unknown) => {
    runs.at(-1)!.resolve(value);
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { shared, runs, finish, advance: (ms: number) => (clock += ms) };
}

describe('SharedReport', () => {
  it('computes once for every request that arrives while it computes, and answers them all with its result', async () => {
    const { shared, runs, finish } = report();
    const asked = [shared.get(), shared.get(), shared.get()];
    expect(runs).toHaveLength(1);
    await finish({ orders: 3 });
    const answers = await Promise.all(asked);
    expect(new Set(answers.map((a) => a.body))).toEqual(new Set(['{"orders":3}']));
    expect(answers[0]!.etag).toMatch(/^"[\w-]{27}"$/);
  });

  it('answers from memory until a change, then computes again, but at most once per freshMs', async () => {
    const { shared, runs, finish, advance } = report();
    const first = shared.get();
    await finish({ orders: 1 });
    await first;
    advance(5000);
    expect((await shared.get()).body).toBe('{"orders":1}'); // nothing changed: still good
    expect(runs).toHaveLength(1);

    shared.changed();
    const second = shared.get();
    expect(runs).toHaveLength(2);
    await finish({ orders: 2 });
    expect((await second).body).toBe('{"orders":2}');

    shared.changed(); // within a second of that computation: the writes wait for the next second
    advance(999);
    expect((await shared.get()).body).toBe('{"orders":2}');
    advance(1);
    const third = shared.get();
    expect(runs).toHaveLength(3);
    await finish({ orders: 3 });
    expect((await third).body).toBe('{"orders":3}');
  });

  it("computes again after staleMs, however quiet this process was (another replica's orders)", async () => {
    const { shared, runs, finish, advance } = report();
    const first = shared.get();
    await finish({ orders: 1 });
    await first;
    advance(9999);
    await shared.get();
    expect(runs).toHaveLength(1);
    advance(1);
    const again = shared.get();
    expect(runs).toHaveLength(2);
    await finish({ orders: 5 });
    expect((await again).body).toBe('{"orders":5}');
  });

  it('answers a failed computation with its error, and computes again on the next request', async () => {
    let fail = false;
    let n = 0;
    const shared = new SharedReport(
      async () => {
        if (fail) throw new Error('database unavailable');
        return { n: (n += 1) };
      },
      { freshMs: 0, staleMs: 0 },
    );
    expect((await shared.get()).body).toBe('{"n":1}');
    fail = true;
    await expect(shared.get()).rejects.toThrow('database unavailable');
    fail = false;
    expect((await shared.get()).body).toBe('{"n":2}');
  });
});

describe('SnapshotCache', () => {
  /** Just enough of fastify's request and reply for `send`: the body sent, or the error thrown. */
  const exchange = (query: unknown) => {
    const sent: { body?: unknown; status: number } = { status: 200 };
    const reply = {
      header: () => reply,
      type: () => reply,
      status: (code: number) => ((sent.status = code), reply),
      send: (body?: unknown) => ((sent.body = body), reply),
    };
    return { request: { query, headers: {} } as unknown as FastifyRequest, reply: reply as unknown as FastifyReply, sent };
  };

  it('builds a read once per key and answers it from memory until invalidated', async () => {
    const cache = new SnapshotCache();
    let loads = 0;
    const load = async () => ({ n: (loads += 1) });
    for (let i = 0; i < 3; i += 1) {
      const { request, reply, sent } = exchange({ q: 'hook' });
      await cache.send(request, reply, load, 'assembly:a');
      expect(sent.body).toBe('{"n":1}');
    }
    const other = exchange({ q: 'hook' });
    await cache.send(other.request, other.reply, load, 'assembly:b');
    expect(other.sent.body).toBe('{"n":2}');
    cache.invalidate();
    const after = exchange({ q: 'hook' });
    await cache.send(after.request, after.reply, load, 'assembly:a');
    expect(after.sent.body).toBe('{"n":3}');
  });

  it('keeps nothing for a read that failed (a 404): addresses that do not exist push out no page that does', async () => {
    const cache = new SnapshotCache(0, 2);
    let loads = 0;
    const load = async (key: string) => {
      if (key !== 'kept') throw new Error('No assembly has this address.');
      return { loads: (loads += 1) };
    };
    const read = async (key: string) => {
      const { request, reply, sent } = exchange({});
      await cache.send(request, reply, () => load(key), key);
      return sent.body;
    };
    expect(await read('kept')).toBe('{"loads":1}');
    for (const key of ['x', 'y', 'z']) await expect(read(key)).rejects.toThrow('No assembly has this address.');
    expect(await read('kept')).toBe('{"loads":1}');
  });
});
