import { Skeleton } from '@storefront/shared/ui';

/**
 * A dashboard page's places before it has rendered (the start-up script's first view of a page
 * without one of its own, shell/src/startup/run.ts): its title, a line under it, and its content
 * (a table's or a form's height), so the frame and the page's start stay where they will be.
 */
export function PageSkeleton() {
  return (
    <div>
      <Skeleton $height="2.2rem" $width="45%" />
      <Skeleton $height="1rem" $width="70%" style={{ marginTop: 16 }} />
      <Skeleton $height="16rem" style={{ marginTop: 24 }} />
    </div>
  );
}
