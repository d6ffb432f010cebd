// The catalogue's first views (shared/src/firstView.ts): the top of home and of a part's page,
// rendered by the build and shown by the shell before any script has run. Build-time only.
import { slot } from '@storefront/shared/first-view';
import { renderFirstViews, type FirstViewSource } from '@storefront/shared/host/first-views';
import HomePage from './features/home/components/HomePage';
import { PurchaseFirstView } from './features/purchase/components/PurchasePage';

// Home renders as itself: before its first paint it is the carousel alone (its sections wait).
const home = (path: string): FirstViewSource => ({ path, ready: '[data-remote="catalogue"] section img[src]', render: () => <HomePage /> });

export default renderFirstViews([
  home('/'),
  home('/home'),
  {
    path: '/parts/:id',
    read: '/parts/:id',
    ready: '#part-title',
    render: () => <PurchaseFirstView name={slot('name')} image={slot('image')} />,
  },
]);
