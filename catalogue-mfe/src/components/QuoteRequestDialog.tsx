import type { ChangeEvent, FormEvent, ReactNode } from 'react';
import { Button, Dialog, DialogActions, ErrorText, FieldRow, Hint, Label, TextArea } from '@storefront/shared/ui';
import { QUOTE_LIMITS } from '@storefront/shared/schemas';
import { t } from '@storefront/shared';

// What asking for a quote has alike, from the cart's lines or a parts book's maker's number.

/**
 * A quote request's dialog: the form named by its title, its fields (`children`), the API's
 * refusal as an alert, then Cancel and Request quote ("Sending…" while it is sent).
 */
export function QuoteRequestDialog({
  title,
  describedBy,
  onClose,
  onSubmit,
  sending,
  failure,
  children,
}: {
  title: string;
  /** The id of the line saying what is asked for. */
  describedBy: string;
  onClose: () => void;
  onSubmit: () => Promise<void>;
  sending: boolean;
  /** The refusal shown under the fields (with its id, when a field's message shares the slot). */
  failure?: ReactNode;
  children: ReactNode;
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void onSubmit();
  };
  return (
    <Dialog title={title} describedBy={describedBy} onClose={onClose}>
      <form onSubmit={submit} noValidate aria-label={title}>
        {children}
        {failure}
        <DialogActions>
          <Button type="button" $variant="secondary" onClick={onClose}>
            {t('Cancel')}
          </Button>
          <Button type="submit" disabled={sending}>
            {sending ? t('Sending…') : t('Request quote')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** The refusal of a request under its form, read out as it shows. */
export const QuoteFailure = ({ id, children }: { id?: string; children?: ReactNode }) =>
  children ? (
    <ErrorText id={id} role="alert">
      {children}
    </ErrorText>
  ) : null;

/** The request's optional note for the storefront, up to the quotes' limit, with what to put in it. */
export function QuoteNoteField({
  id,
  value,
  onChange,
  hint,
  error,
  rows,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  hint: string;
  error?: string;
  rows?: number;
}) {
  return (
    <FieldRow>
      <Label htmlFor={id}>{t('Note (optional)')}</Label>
      <TextArea
        id={id}
        rows={rows}
        maxLength={QUOTE_LIMITS.note}
        value={value}
        onChange={(event: ChangeEvent<HTMLTextAreaElement>) => onChange(event.target.value)}
        $invalid={error ? true : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
      />
      <Hint id={`${id}-hint`}>{hint}</Hint>
      {error && <ErrorText id={`${id}-error`}>{error}</ErrorText>}
    </FieldRow>
  );
}
