import { act, render, screen } from '@testing-library/react';
import { Component, lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { forgetFailedLoads, loadable, loadOnce, useLoaded } from './loadOnce';

class Boundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>failed: {this.state.error.message}</p> : this.props.children;
  }
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

const Page = () => <p>the page</p>;

describe('loadable', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('shows the fallback while the code loads, loads it once, and renders at once when it is here', async () => {
    const code = deferred<ComponentType>();
    const load = jest.fn(() => code.promise);
    const Loaded = loadable(load, <p>loading</p>);
    const first = render(<Loaded />);
    expect(screen.getByText('loading')).toBeInTheDocument();
    await act(async () => code.resolve(Page));
    expect(screen.getByText('the page')).toBeInTheDocument();
    first.unmount();
    render(<Loaded />);
    expect(screen.getByText('the page')).toBeInTheDocument(); // no loading state the second time
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('hands a failed load to the nearest error boundary', async () => {
    const code = deferred<ComponentType>();
    const Loaded = loadable(() => code.promise, <p>loading</p>);
    render(
      <Boundary>
        <Loaded />
      </Boundary>,
    );
    await act(async () => code.reject(new Error('Loading chunk 7 failed')));
    expect(screen.getByText('failed: Loading chunk 7 failed')).toBeInTheDocument();
  });

  it('keeps a failed load until a Retry forgets it; then it loads again', async () => {
    const load = jest.fn<Promise<ComponentType>, []>().mockRejectedValueOnce(new Error('Loading chunk 9 failed')).mockResolvedValue(Page);
    const Loaded = loadable(load, <p>loading</p>);
    const view = render(
      <Boundary>
        <Loaded />
      </Boundary>,
    );
    expect(await screen.findByText('failed: Loading chunk 9 failed')).toBeInTheDocument();
    view.unmount();
    render(
      <Boundary>
        <Loaded />
      </Boundary>,
    );
    expect(screen.getByText('failed: Loading chunk 9 failed')).toBeInTheDocument(); // not asked again by itself
    expect(load).toHaveBeenCalledTimes(1);
    forgetFailedLoads();
    const again = render(<Loaded />);
    expect(await again.findByText('the page')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('never suspends: its own loading state is ordinary output, so React does not hold the page back', async () => {
    // React.lazy suspends to the nearest Suspense boundary, and React holds the reveal of a
    // suspended boundary until 300 ms after its fallback. A component that never suspends is an
    // ordinary update when its code arrives: the boundary's fallback is never rendered.
    const boundaryFallbacks: string[] = [];
    function BoundaryFallback() {
      boundaryFallbacks.push('rendered');
      return <p>suspended</p>;
    }
    const code = deferred<ComponentType>();
    const Loaded = loadable(() => code.promise, <p>loading</p>);
    render(
      <Suspense fallback={<BoundaryFallback />}>
        <Loaded />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeInTheDocument();
    await act(async () => code.resolve(Page));
    expect(screen.getByText('the page')).toBeInTheDocument();
    expect(boundaryFallbacks).toEqual([]);

    // The same page through React.lazy does suspend to the boundary (what loadable avoids).
    const lazyCode = deferred<ComponentType>();
    const Lazy = lazy(() => lazyCode.promise.then((page) => ({ default: page })));
    const lazyView = render(
      <Suspense fallback={<BoundaryFallback />}>
        <Lazy />
      </Suspense>,
    );
    expect(lazyView.getByText('suspended')).toBeInTheDocument();
    expect(boundaryFallbacks).toEqual(['rendered']);
    await act(async () => lazyCode.resolve(Page));
  });
});

describe('useLoaded', () => {
  it('is the value once loaded, for every component that asks', async () => {
    const data = loadOnce(async () => 'ready');
    function Show() {
      return <p>{useLoaded(data) ?? 'not yet'}</p>;
    }
    render(<Show />);
    expect(screen.getByText('not yet')).toBeInTheDocument();
    expect(await screen.findByText('ready')).toBeInTheDocument();
    expect(data.status).toBe('loaded');
  });

  it('takes a loader that throws at once as a failed load', () => {
    const failing = loadOnce<string>(() => {
      throw new Error('no');
    });
    return failing.promise.catch((error: Error) => {
      expect(error.message).toBe('no');
      expect(failing.status).toBe('failed');
    });
  });
});
