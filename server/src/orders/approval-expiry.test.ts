import type { Queryable } from '../db';
import { ApprovalExpiry } from './approval-expiry';

/** A database whose orders past their approval's due time are `due` (those expired leave it). */
function fakeDb(due: string[]): Queryable {
  return {
    query: async <T>() => ({ rows: due.map((id) => ({ id })) as T[] }),
    exec: async () => undefined,
  } as unknown as Queryable;
}

describe('the approvals’ expiry job', () => {
  it('cancels every order past its due time in one pass, skipping those another worker holds', async () => {
    const due = ['a', 'b', 'c'];
    const held = new Set(['b']);
    const expired: string[] = [];
    const job = new ApprovalExpiry(fakeDb(due), {
      expire: async (id) => {
        if (held.has(id)) return false;
        expired.push(id);
        due.splice(due.indexOf(id), 1);
        return true;
      },
    });
    expect(await job.runOnce()).toBe(2);
    expect(expired).toEqual(['a', 'c']);
  });

  it('runs once at start, then on its interval, and not after it is stopped', async () => {
    jest.useFakeTimers();
    try {
      let calls = 0;
      const db = {
        query: async <T>() => {
          calls += 1;
          return { rows: [] as T[] };
        },
        exec: async () => undefined,
      } as unknown as Queryable;
      const job = new ApprovalExpiry(db, { expire: async () => true }, { intervalMs: 1000 });
      job.start();
      await jest.advanceTimersByTimeAsync(0);
      expect(calls).toBe(1);
      await jest.advanceTimersByTimeAsync(2000);
      expect(calls).toBe(3);
      await job.stop();
      await jest.advanceTimersByTimeAsync(5000);
      expect(calls).toBe(3);
    } finally {
      jest.useRealTimers();
    }
  });

  it('reports a failed pass and runs again at the next tick', async () => {
    const errors: unknown[] = [];
    let fail = true;
    let resolveSecond: () => void = () => undefined;
    const second = new Promise<void>((resolve) => (resolveSecond = resolve));
    const db = {
      query: async <T>() => {
        if (fail) {
          fail = false;
          throw new Error('database away');
        }
        resolveSecond();
        return { rows: [] as T[] };
      },
      exec: async () => undefined,
    } as unknown as Queryable;
    const job = new ApprovalExpiry(db, { expire: async () => true }, { intervalMs: 10, onError: (error) => errors.push(error) });
    job.start();
    await second;
    await job.stop();
    expect(errors).toEqual([new Error('database away')]);
  });
});
