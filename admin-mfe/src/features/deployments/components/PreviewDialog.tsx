import { useId, useState } from 'react';
import { ApiError, t, useToast, type PreviewLink, type RemoteBuild } from '@storefront/shared';
import { Button, ButtonLink, Dialog, DialogActions, ErrorText, Input, Label } from '@storefront/shared/ui';
import { formatMoment } from '../age';
import { createPreview } from '../api/deployments';

/** The storefront's address that opens a preview: the shell takes `?preview=` (shell/src/remotes/preview.ts). */
const previewUrl = (token: string, origin = window.location.origin) => `${origin}/?preview=${encodeURIComponent(token)}`;

/**
 * Makes a signed link that opens the storefront on `build` for its area, in the tab that opens
 * it, for an hour: first says what it does and asks, then shows the link to open or copy.
 */
export function PreviewDialog({
  remote,
  area,
  build,
  locale,
  onClose,
}: {
  remote: string;
  area: string;
  build: RemoteBuild;
  locale: string;
  onClose: () => void;
}) {
  const toast = useToast();
  const fieldId = useId();
  const [link, setLink] = useState<PreviewLink | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const make = async () => {
    setBusy(true);
    setError(null);
    try {
      setLink(await createPreview(remote, build.buildId));
    } catch (cause) {
      setError(cause instanceof ApiError && cause.status < 500 ? cause.message : t('The link could not be made. Please try again.'));
    } finally {
      setBusy(false);
    }
  };

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t('Preview link copied'));
    } catch {
      toast.error(t('The link could not be copied: select it and copy it yourself'));
    }
  };

  if (!link) {
    return (
      <Dialog title={t('Preview {build}', { build: build.buildId })} role="alertdialog" onClose={onClose}>
        <p style={{ marginTop: 0 }}>
          {t(
            'A link that opens the storefront with {build} for the {area} area, in the browser tab that opens it, for an hour. Whoever has the link can open it until then; nobody else is affected, and what is live does not change.',
            { build: build.buildId, area },
          )}
        </p>
        {error && <ErrorText role="alert">{error}</ErrorText>}
        <DialogActions>
          <Button $variant="secondary" onClick={onClose} data-autofocus>
            {t('Cancel')}
          </Button>
          <Button disabled={busy} onClick={() => void make()}>
            {t('Make the preview link')}
          </Button>
        </DialogActions>
      </Dialog>
    );
  }
  const url = previewUrl(link.token);
  return (
    <Dialog title={t('Preview {build}', { build: build.buildId })} onClose={onClose}>
      <Label htmlFor={fieldId}>{t('Preview link, until {moment}', { moment: formatMoment(link.expiresAt, locale) })}</Label>
      <Input id={fieldId} readOnly value={url} onFocus={(event) => event.currentTarget.select()} />
      <DialogActions>
        <Button $variant="secondary" onClick={onClose}>
          {t('Close')}
        </Button>
        <Button $variant="secondary" onClick={() => void copy(url)}>
          {t('Copy link')}
        </Button>
        <ButtonLink href={url} target="_blank" rel="noopener noreferrer">
          {t('Open the preview')}
        </ButtonLink>
      </DialogActions>
    </Dialog>
  );
}
