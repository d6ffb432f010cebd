// The shell's first-view frames (shared/src/firstView.ts): the dashboard's, around the first view
// of a dashboard page, which the page's remote publishes. Rendered by the build into
// first-views.json, which the start-up script reads on a dashboard URL. Build-time only.
import { slot } from '@storefront/shared/first-view';
import { renderFirstView } from '@storefront/shared/host/first-views';
import { DashboardFrame } from './routing/DashboardFrame';

export default {
  dashboard: renderFirstView(() => <DashboardFrame links={null}>{slot('page')}</DashboardFrame>),
};
