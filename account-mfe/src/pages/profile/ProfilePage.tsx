import { useApi, useSession, type Profile } from '@storefront/shared';
import { Card, ErrorState, PageSpinner, PageTitle } from '@storefront/shared/ui';

export default function ProfilePage() {
  const { user } = useSession();
  const { data: profile, error, isLoading, mutate } = useApi<Profile>('/profile');
  return (
    <div>
      <PageTitle>My Profile</PageTitle>
      {isLoading && <PageSpinner label="Loading your profile" />}
      {error && <ErrorState title="Your profile could not be loaded" message={error.message} onRetry={() => void mutate()} />}
      {profile && (
        <Card style={{ padding: 24 }}>
          <p><strong>Name:</strong> {profile.name || user?.displayName}</p>
          <p><strong>Email:</strong> {profile.email || user?.email}</p>
          <p><strong>Education:</strong> {profile.education || '—'}</p>
          <p><strong>Phone:</strong> {profile.phone || '—'}</p>
          <p><strong>Location:</strong> {profile.location || '—'}</p>
          <p><strong>LinkedIn:</strong> {profile.linkedin || '—'}</p>
        </Card>
      )}
    </div>
  );
}
