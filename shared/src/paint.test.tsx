import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterContentSettles, settleWhenDecoded, useAfterFirstPaint, useSettledWithin, waitForReportedPaint } from './paint';

function Page() {
  const painted = useAfterFirstPaint();
  return <p>{painted ? 'the rest' : 'first paint'}</p>;
}

it('is false for the first render and true once the browser has painted it', async () => {
  render(<Page />);
  expect(screen.getByText('first paint')).toBeInTheDocument();
  expect(await screen.findByText('the rest')).toBeInTheDocument();
});

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

  it('renders what follows once the paint has been reported, not at the next frame', async () => {
    render(<Page />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 60)));
    expect(screen.getByText('first paint')).toBeInTheDocument();
    await report();
    await act(() => new Promise((resolve) => setTimeout(resolve, 20))); // well before the 150 ms limit
    expect(screen.getByText('the rest')).toBeInTheDocument();
    expect(observers.every((o) => o.disconnected)).toBe(true);
  });

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

function WaitsForData() {
  const [data, setData] = useState<string | null>(null);
  const painted = useAfterFirstPaint(data !== null);
  return (
    <>
      <button onClick={() => setData('the part')}>arrive</button>
      <p>{painted ? 'the form' : 'no form yet'}</p>
    </>
  );
}

it('counts from the first paint in which the page was ready, and stays true', async () => {
  render(<WaitsForData />);
  await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
  expect(screen.getByText('no form yet')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'arrive' }));
  expect(screen.getByText('no form yet')).toBeInTheDocument();
  expect(await screen.findByText('the form')).toBeInTheDocument();
});

function Image({ active, limit }: { active: boolean; limit: number }) {
  const [settled, settle] = useSettledWithin(active, limit);
  return (
    <>
      <img alt="part" src="part.svg" onLoad={settle} />
      <p>{settled ? 'settled' : 'waiting'}</p>
    </>
  );
}

describe('useSettledWithin', () => {
  afterEach(() => jest.useRealTimers());

  it('settles when the image loads', () => {
    render(<Image active limit={10_000} />);
    expect(screen.getByText('waiting')).toBeInTheDocument();
    fireEvent.load(screen.getByRole('img', { name: 'part' }));
    expect(screen.getByText('settled')).toBeInTheDocument();
  });

  it('settles at the latest after the limit, counted from when it became active', () => {
    jest.useFakeTimers();
    const { rerender } = render(<Image active={false} limit={1500} />);
    act(() => jest.advanceTimersByTime(5000));
    expect(screen.getByText('waiting')).toBeInTheDocument();
    rerender(<Image active limit={1500} />);
    act(() => jest.advanceTimersByTime(1400));
    expect(screen.getByText('waiting')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(100));
    expect(screen.getByText('settled')).toBeInTheDocument();
  });
});

describe('settleWhenDecoded', () => {
  const Picture = ({ settle }: { settle: () => void }) => (
    <img alt="part" src="/part.svg" onLoad={settleWhenDecoded(settle)} onError={settleWhenDecoded(settle)} />
  );

  it('settles once the loaded picture is decoded, not at its load event', async () => {
    let decoded!: () => void;
    const decode = jest.fn(() => new Promise<void>((resolve) => (decoded = resolve)));
    Object.defineProperty(HTMLImageElement.prototype, 'decode', { value: decode, configurable: true });
    try {
      const settle = jest.fn();
      render(<Picture settle={settle} />);
      fireEvent.load(screen.getByRole('img', { name: 'part' }));
      expect(decode).toHaveBeenCalledTimes(1);
      expect(settle).not.toHaveBeenCalled();
      await act(async () => decoded());
      expect(settle).toHaveBeenCalledTimes(1);
    } finally {
      delete (HTMLImageElement.prototype as { decode?: unknown }).decode;
    }
  });

  it('settles at once when the picture failed, or where decode() is missing', () => {
    const settle = jest.fn();
    render(<Picture settle={settle} />);
    fireEvent.error(screen.getByRole('img', { name: 'part' }));
    expect(settle).toHaveBeenCalledTimes(1);
    fireEvent.load(screen.getByRole('img', { name: 'part' })); // jsdom has no decode()
    expect(settle).toHaveBeenCalledTimes(2);
  });
});
