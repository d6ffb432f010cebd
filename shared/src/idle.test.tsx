import { render, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { lazyWhenIdle, whenIdle } from './idle';

type IdleCallback = () => void;
let pending: { callback: IdleCallback; timeout: number }[];

beforeEach(() => {
  pending = [];
  (globalThis as { requestIdleCallback?: unknown }).requestIdleCallback = (callback: IdleCallback, options: { timeout: number }) => {
    pending.push({ callback, timeout: options.timeout });
    return pending.length;
  };
});
afterEach(() => delete (globalThis as { requestIdleCallback?: unknown }).requestIdleCallback);

const runIdle = () => pending.splice(0).forEach(({ callback }) => callback());

it('waits for the browser to be idle, with a limit', async () => {
  const idle = jest.fn();
  void whenIdle(750).then(idle);
  await waitFor(() => expect(pending[0]?.timeout).toBe(750));
  expect(idle).not.toHaveBeenCalled();
  runIdle();
  await waitFor(() => expect(idle).toHaveBeenCalled());
});

it('asks for a lazy part’s code only once the browser is idle, showing the fallback until it is here', async () => {
  const load = jest.fn(async () => ({ default: () => <p>the form</p> }));
  const Form = lazyWhenIdle(load);
  render(
    <Suspense fallback={<p>loading the form</p>}>
      <Form />
    </Suspense>,
  );
  expect(screen.getByText('loading the form')).toBeInTheDocument();
  await waitFor(() => expect(pending).toHaveLength(1));
  expect(load).not.toHaveBeenCalled();
  runIdle();
  expect(await screen.findByText('the form')).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);
});

it('does not wait where the browser has no idle callbacks', async () => {
  delete (globalThis as { requestIdleCallback?: unknown }).requestIdleCallback;
  await expect(whenIdle()).resolves.toBeUndefined();
});

it('where the browser reports largest paints, waits for the paint in progress to be reported first', async () => {
  const observers: (() => void)[] = [];
  class FakeObserver {
    static supportedEntryTypes = ['largest-contentful-paint'];
    constructor(callback: () => void) {
      observers.push(callback);
    }
    observe() {}
    disconnect() {}
  }
  Object.defineProperty(globalThis, 'PerformanceObserver', { value: FakeObserver, configurable: true, writable: true });
  try {
    const idle = jest.fn();
    void whenIdle().then(idle);
    await Promise.resolve();
    expect(pending).toHaveLength(0); // no idle callback asked for before the paint is reported
    observers.forEach((report) => report());
    await waitFor(() => expect(pending).toHaveLength(1));
    runIdle();
    await waitFor(() => expect(idle).toHaveBeenCalled());
  } finally {
    delete (globalThis as { PerformanceObserver?: unknown }).PerformanceObserver;
  }
});
