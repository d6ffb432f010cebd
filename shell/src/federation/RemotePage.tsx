import { Component, lazy, Suspense, useEffect, useState, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { ErrorState, PageSpinner } from '@storefront/shared/ui';
import { loadRemotePage, RemoteUnavailableError } from './remotes';

const pages = new Map<string, LazyExoticComponent<ComponentType>>();

function pageFor(remote: string, module: string): LazyExoticComponent<ComponentType> {
  const key = `${remote}/${module}`;
  let page = pages.get(key);
  if (!page) {
    page = lazy(() => loadRemotePage(remote, module));
    pages.set(key, page);
  }
  return page;
}

/** Forget a failed page so that the next render asks the remote again. */
function forget(remote: string, module: string): void {
  pages.delete(`${remote}/${module}`);
}

/** What the visitor reads when a remote's code cannot be loaded. */
export function describeLoadError(error: Error, remote: string): { title: string; message: string } {
  const chunk = /Loading (?:CSS )?chunk (\S+) failed/.exec(error.message);
  if (chunk) {
    return { title: `Loading chunk ${chunk[1]} failed`, message: 'A part of this page could not be downloaded. Check your connection and try again.' };
  }
  if (error instanceof RemoteUnavailableError) {
    return { title: `The ${remote} area is unavailable right now`, message: 'The rest of the shop still works. Please try again in a moment.' };
  }
  return { title: `The ${remote} area is unavailable right now`, message: 'The rest of the shop still works. Please try again in a moment.' };
}

interface BoundaryProps {
  remote: string;
  onRetry: () => void;
  children: ReactNode;
}

class RemoteBoundary extends Component<BoundaryProps, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error) {
    console.error(`The ${this.props.remote} area failed:`, error);
  }

  retry = () => {
    this.props.onRetry();
    this.setState({ error: null });
  };

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const { title, message } = describeLoadError(error, this.props.remote);
    return <ErrorState title={title} message={message} onRetry={this.retry} retryLabel="Retry" />;
  }
}

/** One remote page: loaded on demand, contained by its own error boundary with a retry. */
export function RemotePage({ remote, module, title }: { remote: string; module: string; title: string }) {
  const [attempt, setAttempt] = useState(0);
  const Page = pageFor(remote, module);
  useEffect(() => {
    document.title = `${title} | Parts Storefront`;
  }, [title]);
  return (
    <RemoteBoundary
      key={attempt}
      remote={remote}
      onRetry={() => {
        forget(remote, module);
        setAttempt((n) => n + 1);
      }}
    >
      <Suspense fallback={<PageSpinner label={`Loading ${title}`} />}>
        <Page />
      </Suspense>
    </RemoteBoundary>
  );
}
