import { lazy, Suspense } from 'react';
import { useSWRConfig } from 'swr';
import { useAfterFirstPaint, useApi, useSession, type Profile, apiPath, endpoints } from '@storefront/shared';
import { ErrorState, PageSpinner, PageTitle, Skeleton } from '@storefront/shared/ui';
import { ProfileCard, ProfileCardFirstView } from './ProfileCard';
import { VerifyEmailNotice } from './VerifyEmailNotice';

/** GET /profile answers with the signed-in user's own profile (DECISIONS.md). */
export const profileKey = apiPath(endpoints.getProfile);

// The form and its validation code (zod, final-form) load beside the profile, not before it.
const ProfileForm = lazy(() => import(/* webpackChunkName: "profile-form" */ './ProfileForm').then((m) => ({ default: m.ProfileForm })));
const FormSkeleton = () => <Skeleton $height="520px" aria-label="Loading the update form" />;

/** The page as its first view (src/firstViews.tsx), with the profile's `name` and `email` slots. */
export function ProfileFirstView({ name, email }: { name: string; email: string }) {
  return (
    <div>
      <PageTitle>My Profile</PageTitle>
      <ProfileCardFirstView name={name} email={email} />
      <FormSkeleton />
    </div>
  );
}

/** My Profile, the dashboard's index for every signed-in user (admins too): your own profile only. */
export default function ProfilePage() {
  const { user } = useSession();
  const { mutate } = useSWRConfig();
  const { data: profile, error, isLoading, mutate: reload } = useApi<Profile>(user ? profileKey : null);
  // The profile paints first; the update form right after (not while the profile is loading).
  const showForm = useAfterFirstPaint(Boolean(profile));

  return (
    <div>
      <PageTitle>My Profile</PageTitle>
      {isLoading && !profile && <PageSpinner label="Loading your profile" />}
      {error && !profile && <ErrorState title="Your profile could not be loaded" message={error.message} onRetry={() => void reload()} />}
      {profile && user && (
        <>
          <ProfileCard profile={profile} user={user} />
          {/* Below the card: the card stays where the page's first view painted it. */}
          <VerifyEmailNotice />
          <Suspense fallback={<FormSkeleton />}>
            {showForm ? (
              <ProfileForm profile={profile} email={user.email} onSaved={(saved) => void mutate(profileKey, saved, { revalidate: true })} />
            ) : (
              <FormSkeleton />
            )}
          </Suspense>
        </>
      )}
    </div>
  );
}
