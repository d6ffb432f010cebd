import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { useAfterFirstPaint, useSettledWithin } from './paint';

function Page() {
  const painted = useAfterFirstPaint();
  return <p>{painted ? 'the rest' : 'first paint'}</p>;
}

it('is false for the first render and true once the browser has painted it', async () => {
  render(<Page />);
  expect(screen.getByText('first paint')).toBeInTheDocument();
  expect(await screen.findByText('the rest')).toBeInTheDocument();
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
