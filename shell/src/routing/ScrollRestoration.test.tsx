import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { ScrollRestoration } from './ScrollRestoration';

function Page({ name }: { name: string }) {
  const navigate = useNavigate();
  return (
    <div>
      <h1>{name}</h1>
      <button onClick={() => navigate('/parts')}>to parts</button>
      <button onClick={() => navigate('/privacy#cookies')}>to cookies</button>
      <button onClick={() => navigate('/parts?q=hook', { replace: true, state: { keepScroll: true } })}>search</button>
      <button onClick={() => navigate(-1)}>back</button>
      {name === 'privacy' && <section id="cookies">cookies</section>}
    </div>
  );
}

function renderApp() {
  return render(
    <MemoryRouter initialEntries={['/start', '/']} initialIndex={1}>
      <ScrollRestoration />
      <Routes>
        <Route path="/" element={<Page name="home" />} />
        <Route path="/parts" element={<Page name="parts" />} />
        <Route path="/privacy" element={<Page name="privacy" />} />
        <Route path="/start" element={<Page name="start" />} />
      </Routes>
    </MemoryRouter>,
  );
}

function scrollVisitorTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  fireEvent.scroll(window);
  // The position is written on the next animation frame.
  act(() => {
    jest.advanceTimersByTime(50);
  });
}

describe('ScrollRestoration', () => {
  const scrollTo = jest.fn();
  const scrollIntoView = jest.fn();

  beforeEach(() => {
    jest.useFakeTimers();
    sessionStorage.clear();
    scrollTo.mockReset();
    scrollIntoView.mockReset();
    window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
    Element.prototype.scrollIntoView = scrollIntoView;
    // The page is tall enough for any position.
    Object.defineProperty(document.documentElement, 'scrollHeight', { value: 10_000, configurable: true });
  });

  afterEach(() => {
    jest.useRealTimers();
  });

  it('opens a new page at the top', () => {
    renderApp();
    scrollVisitorTo(900);
    fireEvent.click(screen.getByRole('button', { name: 'to parts' }));
    expect(screen.getByRole('heading', { name: 'parts' })).toBeTruthy();
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
  });

  it('keeps the place when a list changes its search or loads more (navigation state keepScroll)', () => {
    renderApp();
    fireEvent.click(screen.getByRole('button', { name: 'to parts' }));
    scrollTo.mockReset();
    fireEvent.click(screen.getByRole('button', { name: 'search' }));
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('takes Back to where the visitor left the page', () => {
    // A later entry than the first, so that its key is its own.
    renderApp();
    fireEvent.click(screen.getByRole('button', { name: 'to parts' }));
    scrollVisitorTo(1200);
    fireEvent.click(screen.getByRole('button', { name: 'to cookies' }));
    scrollVisitorTo(40);
    scrollTo.mockReset();
    fireEvent.click(screen.getByRole('button', { name: 'back' }));
    expect(screen.getByRole('heading', { name: 'parts' })).toBeTruthy();
    expect(scrollTo).toHaveBeenLastCalledWith(0, 1200);
  });

  it('jumps to the section a link names instead of the top', () => {
    renderApp();
    fireEvent.click(screen.getByRole('button', { name: 'to cookies' }));
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.instances[0]).toBe(document.getElementById('cookies'));
    expect(scrollTo).not.toHaveBeenCalledWith(0, 0);
  });
});
