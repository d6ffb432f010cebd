import { Component, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { isPublicRead, preloadRead, routeReads, t, useSession } from '@storefront/shared';
import { PageSpinner } from '@storefront/shared/ui';
import { ErrorState } from './LazyErrorState';
import { pageFailed } from './pageFailures';
import { loadOnce, useLoaded, type Loadable } from './loadOnce';
import { loadRemotePage, type PageModule } from './remotes';
import { reportHealth, showingRemote } from './health';
import { useDocumentTitle } from '../brand';
import { routeName } from '../i18n/routeNames';

const pages = new Map<string, Loadable<PageModule>>();
/** Errors of pages whose code could not be loaded (reported as load failures, not as the page's errors). */
const loadErrors = new WeakSet<object>();

function pageFor(remote: string, module: string): Loadable<PageModule> {
  const key = `${remote}/${module}`;
  let page = pages.get(key);
  if (!page) {
    reportHealth(remote, 'view');
    page = loadOnce(() =>
      loadRemotePage(remote, module).catch((error: unknown) => {
        if (error && typeof error === 'object') loadErrors.add(error);
        reportHealth(remote, 'load-failure');
        throw error;
      }),
    );
    pages.set(key, page);
  }
  return page;
}

/** Forget a failed page so that the next render asks the remote again. */
function forget(remote: string, module: string): void {
  pages.delete(`${remote}/${module}`);
}

/**
 * What the visitor reads when a page's code cannot be loaded or run: a remote's page names its
 * area; the shell's own pages (login, blogs, the dashboard frame…) say the page failed.
 */
export function describeLoadError(error: Error, remote?: string): { title: string; message: string } {
  const chunk = /Loading (?:CSS )?chunk (\S+) failed/.exec(error.message);
  if (chunk) {
    return {
      title: t('Loading chunk {n} failed', { n: chunk[1] ?? '' }),
      message: t('A part of this page could not be downloaded. Check your connection and try again.'),
    };
  }
  if (remote) {
    return {
      title: t('The {remote} area is unavailable right now', { remote: routeName(remote) }),
      message: t('The rest of the shop still works. Please try again in a moment.'),
    };
  }
  return { title: t('This page could not be shown'), message: t('The rest of the shop still works. Please try again in a moment.') };
}

interface BoundaryProps {
  /** The remote whose page this is; none for the shell's own pages. */
  remote?: string;
  onRetry: () => void;
  children: ReactNode;
}

/** Contains a page whose code failed to load or run: says so, with a Retry. */
export class LoadBoundary extends Component<BoundaryProps, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error) {
    pageFailed(); // a first view on screen would hide the message
    if (this.props.remote && !loadErrors.has(error)) reportHealth(this.props.remote, 'error');
    console.error(this.props.remote ? `The ${this.props.remote} area failed:` : 'A page of the shell failed:', error);
  }

  retry = () => {
    this.props.onRetry();
    this.setState({ error: null });
  };

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const { title, message } = describeLoadError(error, this.props.remote);
    return <ErrorState title={title} message={message} onRetry={this.retry} retryLabel={t('Retry')} />;
  }
}

/**
 * Starts the API reads the page begins with (its route's `reads`) while its code downloads,
 * unless the cache already has them; the page's SWR hooks take the answers (`preloadRead`).
 * They start while rendering, not in an effect: when the route is entered by a link, React shows
 * the old page until the new one's code is here and runs effects only then, too late to save
 * anything.
 */
function useEarlyReads(reads: string[] | undefined): void {
  const params = useParams();
  const { user } = useSession();
  const { cache } = useSWRConfig();
  // A public page's read of a signed-in user's data (the cart's `/cart`) waits for a user.
  const paths = routeReads({ reads }, params, user).filter((path) => user || isPublicRead(path));
  const started = useRef<string | null>(null);
  const key = paths.join('\n');
  if (started.current !== key) {
    started.current = key;
    for (const path of paths) if (cache.get(path)?.data === undefined) preloadRead(path);
  }
}

/** The page once its code is here (see loadOnce for why not React.lazy). */
function LoadedPage({ remote, module, title }: { remote: string; module: string; title: string }) {
  const Page = useLoaded(pageFor(remote, module))?.default;
  const loading = <PageSpinner label={t('Loading {page}', { page: routeName(title) })} />;
  if (!Page) return loading;
  return (
    <Suspense fallback={loading}>
      <Page />
    </Suspense>
  );
}

/** One remote page: loaded on demand, contained by its own error boundary with a retry. */
export function RemotePage({ remote, module, title, reads }: { remote: string; module: string; title: string; reads?: string[] }) {
  const [attempt, setAttempt] = useState(0);
  useEarlyReads(reads);
  useEffect(() => showingRemote(remote), [remote]);
  useDocumentTitle(routeName(title));
  return (
    <LoadBoundary
      key={attempt}
      remote={remote}
      onRetry={() => {
        forget(remote, module);
        setAttempt((n) => n + 1);
      }}
    >
      <LoadedPage remote={remote} module={module} title={title} />
    </LoadBoundary>
  );
}
