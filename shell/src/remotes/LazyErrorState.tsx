import { lazy, Suspense, type ComponentProps } from 'react';
import type { ErrorState as SharedErrorState } from '@storefront/shared/ui';

// The view of an area that failed (and the button it brings) is needed only when something has
// failed, so it is not part of every page's first load: it is fetched then, from the shell,
// which is up whenever this runs.
const Loaded = lazy(() => import(/* webpackChunkName: "error-state" */ './errorState').then((module) => ({ default: module.ErrorState })));

export function ErrorState(props: ComponentProps<typeof SharedErrorState>) {
  return (
    <Suspense fallback={null}>
      <Loaded {...props} />
    </Suspense>
  );
}
