import { act } from '@testing-library/react';
import { afterContentSettles, waitForReportedPaint } from './paint';

describe('where the browser reports largest paints', () => {
  let observers: { callback: () => void; disconnected: boolean }[];
  beforeEach(() => {
    observers = [];
    class FakeObserver {
      static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
      record: { callback: () => void; disconnected: boolean };
      constructor(callback: () => void) {
        this.record = { callback, disconnected: false };
        observers.push(this.record);
      }
      observe() {}
      disconnect() {
        this.record.disconnected = true;
      }
    }
    Object.defineProperty(globalThis, 'PerformanceObserver', { value: FakeObserver, configurable: true, writable: true });
  });
  afterEach(() => {
    delete (globalThis as { PerformanceObserver?: unknown }).PerformanceObserver;
    jest.useRealTimers();
  });
  const report = () => act(() => observers.filter((o) => !o.disconnected).forEach((o) => o.callback()));

  it('waits a short while at most when no paint is reported', async () => {
    jest.useFakeTimers();
    const reported = jest.fn();
    void waitForReportedPaint(150).promise.then(reported);
    await act(async () => void jest.advanceTimersByTime(140));
    expect(reported).not.toHaveBeenCalled();
    await act(async () => void jest.advanceTimersByTime(10));
    expect(reported).toHaveBeenCalled();
    expect(observers[0]?.disconnected).toBe(true);
  });

  describe('afterContentSettles', () => {
    beforeEach(() => jest.useFakeTimers());

    it('runs once a paint has been reported and nothing larger followed for a while', () => {
      const task = jest.fn();
      afterContentSettles(task, { quietMs: 500, capMs: 5000 });
      act(() => void jest.advanceTimersByTime(1000));
      expect(task).not.toHaveBeenCalled(); // nothing painted yet
      void report();
      act(() => void jest.advanceTimersByTime(300));
      void report(); // something larger
      act(() => void jest.advanceTimersByTime(400));
      expect(task).not.toHaveBeenCalled();
      act(() => void jest.advanceTimersByTime(200));
      expect(task).toHaveBeenCalledTimes(1);
      expect(observers[0]?.disconnected).toBe(true);
    });

    it('runs at the cap when no paint is reported, and not after being cancelled', () => {
      const task = jest.fn();
      afterContentSettles(task, { quietMs: 500, capMs: 2000 });
      act(() => void jest.advanceTimersByTime(2100));
      expect(task).toHaveBeenCalledTimes(1);
      const cancelled = jest.fn();
      afterContentSettles(cancelled, { quietMs: 500, capMs: 2000 })();
      act(() => void jest.advanceTimersByTime(5000));
      expect(cancelled).not.toHaveBeenCalled();
    });
  });
});

it('does not wait for a report where the browser makes none', async () => {
  const reported = jest.fn();
  await waitForReportedPaint(10_000).promise.then(reported);
  expect(reported).toHaveBeenCalled();
  const task = jest.fn();
  afterContentSettles(task);
  expect(task).toHaveBeenCalledTimes(1);
});
