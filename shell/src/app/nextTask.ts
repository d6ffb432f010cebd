/**
 * Resolves in a new task of the browser's event loop, so that what follows runs after the browser
 * has had its turn (input, a paint). `scheduler.yield()` where the browser has it (its
 * continuation comes before other queued work); otherwise a message posted to this page, which,
 * unlike a timer, a background tab does not slow down; a timer where neither exists (tests).
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    if (typeof MessageChannel !== 'function') {
      setTimeout(resolve, 0);
      return;
    }
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
