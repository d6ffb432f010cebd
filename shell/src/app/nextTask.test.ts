import { MessageChannel as NodeMessageChannel, MessagePort } from 'node:worker_threads';
import { nextTask } from './nextTask';

async function microtasks(count: number): Promise<void> {
  for (let i = 0; i < count; i += 1) await Promise.resolve();
}

/** Whether `nextTask()` resolved only after the microtasks of the current task. */
async function resolvesInALaterTask(): Promise<boolean> {
  let resolved = false;
  const next = nextTask().then(() => {
    resolved = true;
  });
  await microtasks(20);
  const early = resolved;
  await next;
  return !early && resolved;
}

describe('nextTask', () => {
  const globals = globalThis as { scheduler?: unknown; MessageChannel?: unknown };
  afterEach(() => {
    delete globals.scheduler;
    delete globals.MessageChannel;
  });

  it("takes the browser's scheduler.yield() where there is one", async () => {
    const yielded = jest.fn(() => Promise.resolve());
    globals.scheduler = { yield: yielded };
    await nextTask();
    expect(yielded).toHaveBeenCalledTimes(1);
  });

  it('otherwise resolves on a posted message, in a later task', async () => {
    globals.MessageChannel = NodeMessageChannel;
    const post = jest.spyOn(MessagePort.prototype, 'postMessage');
    expect(await resolvesInALaterTask()).toBe(true);
    expect(post).toHaveBeenCalledTimes(1);
    post.mockRestore();
  });

  it('and on a timer where there are no message channels', async () => {
    expect(typeof (globalThis as { MessageChannel?: unknown }).MessageChannel).toBe('undefined');
    expect(await resolvesInALaterTask()).toBe(true);
  });
});
