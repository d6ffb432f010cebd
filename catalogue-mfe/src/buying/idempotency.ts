/**
 * The `Idempotency-Key` of an order: one per order the customer means to place. A retry of the
 * same order after an unknown outcome (the network failed, the server answered 5xx) sends the
 * same key, so the API makes one order however many times the answer was lost; a new order, or
 * the same one after a clear answer, gets a new key.
 */
export class OrderAttempt {
  private current: { key: string; body: string } | undefined;

  constructor(private readonly newKey: () => string = randomKey) {}

  /** The key for this order's body: the pending one if it is the same order, else a new one. */
  keyFor(body: unknown): string {
    const text = JSON.stringify(body);
    if (this.current?.body !== text) this.current = { key: this.newKey(), body: text };
    return this.current.key;
  }

  /** After an answer: a clear one (2xx, 4xx) ends the attempt; an unknown outcome keeps the key for the retry. */
  settle(status: number): void {
    if (status >= 200 && status < 500 && status !== 408 && status !== 429) this.current = undefined;
  }
}

function randomKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
