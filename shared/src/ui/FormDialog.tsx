import type { FormEvent, ReactNode } from 'react';
import { t } from '@storefront/shared';
import { Button } from './Button';
import { Dialog, DialogActions } from './Dialog';
import { ErrorText } from './fields';

export interface FormDialogProps {
  title: string;
  onClose(): void;
  onSubmit(event: FormEvent<HTMLFormElement>): unknown;
  /** The submit button's text, and its text while the form is sent ("Saving…"). */
  submitLabel: string;
  busyLabel?: string;
  busy: boolean;
  /** What kept the whole form from being saved (a field's own error stays beside its field). */
  error?: string;
  children: ReactNode;
}

/**
 * A dialog that is a form: its fields (`children`), the form's error, then Cancel and the submit
 * button, disabled while the form is sent. The browser's own validation is off: the form's
 * fields say what is wrong in the page's words, and the form's error (an API's message) in the
 * page's language.
 */
export function FormDialog({ title, onClose, onSubmit, submitLabel, busyLabel = t('Saving…'), busy, error, children }: FormDialogProps) {
  return (
    <Dialog title={t(title)} onClose={onClose}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        {children}
        {error && <ErrorText role="alert">{t(error)}</ErrorText>}
        <DialogActions>
          <Button $variant="secondary" onClick={onClose}>
            {t('Cancel')}
          </Button>
          <Button type="submit" disabled={busy}>
            {t(busy ? busyLabel : submitLabel)}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
