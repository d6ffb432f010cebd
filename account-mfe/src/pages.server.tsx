// The account's HTML rendered in Node (shared/src/host/serverPages.tsx). It has no public page, so
// no page for the page server (no default export: the build publishes no pages.cjs), only its
// signed-in pages' first views: the top of My Profile, rendered when the build runs this module
// (the server cannot know who is signed in) with slots the shell's start-up script fills from
// `GET /profile`, and shown inside the shell's dashboard frame before any script has run. Its
// pages know nothing of them.
import { slot } from '@storefront/shared/first-view';
import { renderFirstViews } from '@storefront/shared/host/server-pages';
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

export const firstViews = renderFirstViews([
  { path: '/dashboard', read: '/profile', ready: `#${PROFILE_NAME_ID}`, render: () => <ProfileView name={slot('name')} email={slot('email')} /> },
]);
