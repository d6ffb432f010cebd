import { OrderAttempt } from './idempotency';

describe('OrderAttempt', () => {
  let n = 0;
  const attempt = () => new OrderAttempt(() => `key-${(n += 1)}`);
  const order = { bookingId: 'p1', address: 'Dhaka', phone: '+880171', orderQuantity: 5 };

  it('keeps the key for a retry of the same order after an unknown outcome', () => {
    const a = attempt();
    const key = a.keyFor(order);
    a.settle(0); // network failure
    expect(a.keyFor({ ...order })).toBe(key);
    a.settle(503);
    expect(a.keyFor(order)).toBe(key);
  });

  it('takes a new key after a clear answer, or for another order', () => {
    const a = attempt();
    const first = a.keyFor(order);
    a.settle(201);
    const second = a.keyFor(order);
    expect(second).not.toBe(first);
    a.settle(0);
    expect(a.keyFor({ ...order, orderQuantity: 6 })).not.toBe(second);
  });

  it('makes UUIDs by default', () => {
    expect(new OrderAttempt().keyFor(order)).toMatch(/^[0-9a-f-]{32,36}$/);
  });
});
