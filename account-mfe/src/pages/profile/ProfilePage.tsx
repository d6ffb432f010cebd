import { useSWRConfig } from 'swr';
import { useApi, useSession, type Profile } from '@storefront/shared';
import { ErrorState, PageSpinner, PageTitle } from '@storefront/shared/ui';
import { ProfileCard } from './ProfileCard';
import { ProfileForm } from './ProfileForm';
import { profileKey } from './profileApi';

/** My Profile, the dashboard's index for every signed-in user (admins too): your own profile only. */
export default function ProfilePage() {
  const { user } = useSession();
  const { mutate } = useSWRConfig();
  const { data: profile, error, isLoading, mutate: reload } = useApi<Profile>(user ? profileKey : null);

  return (
    <div>
      <PageTitle>My Profile</PageTitle>
      {isLoading && !profile && <PageSpinner label="Loading your profile" />}
      {error && !profile && (
        <ErrorState title="Your profile could not be loaded" message={error.message} onRetry={() => void reload()} />
      )}
      {profile && user && (
        <>
          <ProfileCard profile={profile} user={user} />
          <ProfileForm profile={profile} email={user.email} onSaved={(saved) => void mutate(profileKey, saved, { revalidate: true })} />
        </>
      )}
    </div>
  );
}
