import { render, screen } from '@testing-library/react';
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
  await Promise.resolve();
  expect(idle).not.toHaveBeenCalled();
  expect(pending[0]?.timeout).toBe(750);
  runIdle();
  await Promise.resolve();
  expect(idle).toHaveBeenCalled();
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
  await Promise.resolve();
  expect(load).not.toHaveBeenCalled();
  runIdle();
  expect(await screen.findByText('the form')).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);
});

it('does not wait where the browser has no idle callbacks', async () => {
  delete (globalThis as { requestIdleCallback?: unknown }).requestIdleCallback;
  await expect(whenIdle()).resolves.toBeUndefined();
});
