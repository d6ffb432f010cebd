import { Suspense } from 'react';
import { useSWRConfig } from 'swr';
import { lazyWhenIdle, t, useApi, useSession, type Profile, apiPath, endpoints } from '@storefront/shared';
import { ErrorState, PageSpinner, PageTitle, Skeleton } from '@storefront/shared/ui';
import { ProfileCard } from './ProfileCard';
import { VerifyEmailNotice } from './VerifyEmailNotice';
import { ApprovalsWaiting } from './ApprovalsWaiting';
import { LanguageSection } from './LanguageSection';

/** GET /profile answers with the signed-in user's own profile (DECISIONS.md). */
export const profileKey = apiPath(endpoints.getProfile);

// The form and its validation code (zod, final-form) load once the profile has rendered.
const ProfileForm = lazyWhenIdle(() => import(/* webpackChunkName: "profile-form" */ './ProfileForm').then((m) => ({ default: m.ProfileForm })));
export const FormSkeleton = () => <Skeleton $height="520px" aria-label={t('Loading the update form')} />;

/** My Profile, the dashboard's index for every signed-in user (admins too): your own profile only. */
export default function ProfilePage() {
  const { user } = useSession();
  const { mutate } = useSWRConfig();
  const { data: profile, error, isLoading, mutate: reload } = useApi<Profile>(user ? profileKey : null);

  return (
    <div>
      <PageTitle>{t('My Profile')}</PageTitle>
      {isLoading && !profile && <PageSpinner label={t('Loading your profile')} />}
      {error && !profile && <ErrorState title={t('Your profile could not be loaded')} message={error.message} onRetry={() => void reload()} />}
      {profile && user && (
        <>
          <ProfileCard profile={profile} user={user} />
          {/* Below the card: the card stays where the page's first view painted it. */}
          <VerifyEmailNotice />
          <ApprovalsWaiting />
          <Suspense fallback={<FormSkeleton />}>
            <ProfileForm profile={profile} email={user.email} onSaved={(saved) => void mutate(profileKey, saved, { revalidate: true })} />
          </Suspense>
          <LanguageSection />
        </>
      )}
    </div>
  );
}
