import styled from 'styled-components';
import { assetUrl, t, type Profile, type SessionUser } from '@storefront/shared';
import { Card, Facts, media } from '@storefront/shared/ui';

/**
 * The id of the name on the profile card: the dashboard's first view (the `firstViews` export of
 * src/pages.server.tsx) stays on screen until an element with it shows, so both read it from here.
 */
export const PROFILE_NAME_ID = 'profile-name';

export const Wrap = styled(Card)`
  padding: ${({ theme }) => theme.space(5)};
  margin-bottom: ${({ theme }) => theme.space(6)};
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  ${media.sm} {
    grid-template-columns: auto minmax(0, 1fr);
    align-items: start;
    padding: ${({ theme }) => theme.space(6)};
  }
`;

export const Avatar = styled.div`
  width: 112px;
  height: 112px;
  border-radius: 50%;
  overflow: hidden;
  flex: none;
  display: grid;
  place-items: center;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
  font-size: 2.5rem;
  font-weight: 700;
  img { width: 100%; height: 100%; object-fit: cover; }
`;

export const Who = styled.div`
  min-width: 0;
  h2 { margin: 0; font-size: 1.35rem; color: ${({ theme }) => theme.colors.text}; overflow-wrap: anywhere; }
  > p { margin: 2px 0 ${({ theme }) => theme.space(4)}; color: ${({ theme }) => theme.colors.muted}; overflow-wrap: anywhere; }
`;

const NotSet = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-style: italic;
`;

function initials(name: string): string {
  return (
    name
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((part) => part[0]?.toUpperCase())
      .join('') || '?'
  );
}

function Value({ children }: { children: string }) {
  return children ? <>{children}</> : <NotSet>{t('Not added yet')}</NotSet>;
}

/** The signed-in user's own profile: photo, name, e-mail, education, phone, location, LinkedIn. */
export function ProfileCard({ profile, user }: { profile: Profile; user: SessionUser }) {
  const name = profile.name || user.displayName || user.email;
  const photo = profile.img || user.photoURL || '';
  return (
    <Wrap as="section" aria-labelledby={PROFILE_NAME_ID}>
      <Avatar>{photo ? <img src={assetUrl(photo)} alt={t('Photo of {name}', { name })} /> : <span aria-hidden="true">{initials(name)}</span>}</Avatar>
      <Who>
        <h2 id={PROFILE_NAME_ID}>{name}</h2>
        <p>{profile.email || user.email}</p>
        <Facts $layout="pairs">
          <dt>{t('Education')}</dt>
          <dd>
            <Value>{profile.education}</Value>
          </dd>
          <dt>{t('Phone')}</dt>
          <dd>
            <Value>{profile.phone}</Value>
          </dd>
          <dt>{t('Location')}</dt>
          <dd>
            <Value>{profile.location}</Value>
          </dd>
          <dt>LinkedIn</dt>
          <dd>
            {profile.linkedin ? (
              <a href={profile.linkedin} target="_blank" rel="noopener noreferrer">
                {profile.linkedin.replace(/^https?:\/\/(www\.)?/, '')}
              </a>
            ) : (
              <NotSet>{t('Not added yet')}</NotSet>
            )}
          </dd>
        </Facts>
      </Who>
    </Wrap>
  );
}
