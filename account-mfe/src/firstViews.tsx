// The account's first views (shared/src/firstView.ts): the top of My Profile, rendered by the build
// and shown by the shell, inside its dashboard frame, before any script has run. Build-time only.
import { slot } from '@storefront/shared/first-view';
import { renderFirstViews } from '@storefront/shared/host/first-views';
import { ProfileFirstView } from './features/profile/components/ProfilePage';

export default renderFirstViews([
  { path: '/dashboard', read: '/profile', ready: '#profile-name', render: () => <ProfileFirstView name={slot('name')} email={slot('email')} /> },
]);
