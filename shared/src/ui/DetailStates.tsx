import type { ReactNode } from 'react';
import { ApiError, t } from '@storefront/shared';
import { VisuallyHidden } from './layout';
import { EmptyState, ErrorState, Skeleton } from './states';

/** What `DetailStates` needs of a detail page's read: a `useApi` (SWR) result. */
export interface DetailRead {
  error?: Error;
  mutate(): unknown;
}

/**
 * A detail page's states before its record shows (`/dashboard/orders/<number>` and the like):
 * "No such …" when the API says there is none (404, or 400 for a malformed id), the error with
 * Try again, else the loading skeleton. `what` names the record in its texts ("order"; marked
 * with `msg()` in the app, whose catalogue has its Bangla).
 *
 *     if (order.error || !order.data) return <DetailStates read={order} what="order" notFound={<>There is no order {number}. <Link to="/dashboard/orders">See your orders</Link></>} />;
 */
export function DetailStates({
  read,
  what,
  notFound,
  notFoundTitle = t('No such {what}', { what: t(what) }),
  errorTitle = t('The {what} could not be loaded', { what: t(what) }),
  loadingLabel = t('Loading the {what}', { what: t(what) }),
  skeletonHeight = '12rem',
}: {
  read: DetailRead;
  what: string;
  /** What the not-found state says under its title: which record is missing, and a link to the list. */
  notFound: ReactNode;
  notFoundTitle?: string;
  errorTitle?: string;
  loadingLabel?: string;
  /** The height of the body's placeholder, near the page's own. */
  skeletonHeight?: string;
}) {
  const { error } = read;
  if (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
      return (
        <EmptyState title={notFoundTitle}>
          <p>{notFound}</p>
        </EmptyState>
      );
    }
    return <ErrorState title={errorTitle} message={error.message} onRetry={() => void read.mutate()} />;
  }
  return (
    <div role="status">
      <VisuallyHidden>{t(loadingLabel)}</VisuallyHidden>
      <Skeleton $height="2.2rem" $width="50%" />
      <Skeleton $height={skeletonHeight} style={{ marginTop: 24 }} />
    </div>
  );
}
