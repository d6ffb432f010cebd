import { render, screen } from '@testing-library/react';
import { useAfterFirstPaint } from './paint';

function Page() {
  const painted = useAfterFirstPaint();
  return <p>{painted ? 'the rest' : 'first paint'}</p>;
}

it('is false for the first render and true once the browser has painted it', async () => {
  render(<Page />);
  expect(screen.getByText('first paint')).toBeInTheDocument();
  expect(await screen.findByText('the rest')).toBeInTheDocument();
});
