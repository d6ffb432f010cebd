// The account's first views: the top of My Profile, rendered by the build (shared/src/firstView.ts)
// and shown by the shell, inside its dashboard frame, before any script has run. This file is the
// one place the account declares them; its pages know nothing of them. Build-time only.
import { slot } from '@storefront/shared/first-view';
import { renderFirstViews } from '@storefront/shared/host/first-views';
import { PageTitle, Skeleton } from '@storefront/shared/ui';
import { Avatar, PROFILE_NAME_ID, Who, Wrap } from './features/profile/components/ProfileCard';
import { FormSkeleton } from './features/profile/components/ProfilePage';

// My Profile with the name and e-mail (the slots, from `GET /profile`) where the card puts them.
function ProfileView({ name, email }: { name: string; email: string }) {
  return (
    <div>
      <PageTitle>My Profile</PageTitle>
      <Wrap as="section">
        <Avatar />
        <Who>
          <h2>{name}</h2>
          <p>{email}</p>
          <Skeleton $height="7.5rem" />
        </Who>
      </Wrap>
      <FormSkeleton />
    </div>
  );
}

export default renderFirstViews([
  { path: '/dashboard', read: '/profile', ready: `#${PROFILE_NAME_ID}`, render: () => <ProfileView name={slot('name')} email={slot('email')} /> },
]);
