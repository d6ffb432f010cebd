import { useState } from 'react';
import styled from 'styled-components';
import { formatTime, t } from '@storefront/shared';
import { Button } from '@storefront/shared/ui';
import { leavePreview, previewState } from '../remotes/preview';
import { tabStorage } from '../remotes/browserStorage';
import { routeName } from '../i18n/routeNames';

const Banner = styled.aside<{ $error: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  background: ${({ theme, $error }) => ($error ? theme.colors.dangerSoft : theme.colors.warningSoft)};
  color: ${({ theme }) => theme.colors.text};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  font-size: 0.9375rem;
  text-align: center;
  code {
    overflow-wrap: anywhere;
  }
`;

/** Says which build this tab previews, until when, with a way out; or why a preview link was refused. */
export function PreviewBanner() {
  const preview = previewState();
  const [dismissed, setDismissed] = useState(false);
  if (!preview || dismissed) return null;
  if ('error' in preview) {
    return (
      <Banner aria-label={t('Preview')} $error>
        <span role="status">{t('{error}. You see the live storefront.', { error: t(preview.error) })}</span>
        <Button $size="sm" $variant="secondary" onClick={() => setDismissed(true)}>
          {t('Dismiss')}
        </Button>
      </Banner>
    );
  }
  const { remote, buildId, expiresAt } = preview.build;
  // In the admin's own zone, named ("3:40 PM GMT+6"), as every time on the pages.
  const until = formatTime(expiresAt);
  return (
    <Banner aria-label={t('Preview')} $error={false}>
      <span role="status">
        {`${t('Preview: this tab runs')} `}
        <code>{buildId}</code>
        {` ${t('for the {remote} area, until {until}. Nobody else sees it.', { remote: routeName(remote), until })}`}
      </span>
      <Button $size="sm" $variant="secondary" onClick={() => leavePreview(tabStorage())}>
        {t('Leave preview')}
      </Button>
    </Banner>
  );
}
