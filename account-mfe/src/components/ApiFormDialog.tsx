import type { ReactNode } from 'react';
import { Form } from 'react-final-form';
import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { ApiError } from '@storefront/shared';
import { Button, Dialog, DialogActions, ErrorText } from '@storefront/shared/ui';

/** An API's refusal as a form's errors: each field's message under its field, the whole message under the form. */
export function submissionErrors(error: unknown, fallback: string): SubmissionErrors {
  const message = error instanceof Error && error.message ? error.message : fallback;
  return { ...(error instanceof ApiError ? error.fields : undefined), [FORM_ERROR]: message };
}

export interface ApiFormDialogProps<V> {
  title: string;
  /** What submitting does, and the fields: the form's body. */
  children: ReactNode;
  /** Sends the form; a throw is the API's refusal, shown under the form. */
  onSubmit: (values: V) => Promise<void>;
  onClose: () => void;
  /** What the refusal says when the API gives no message. */
  failed: string;
  cancelLabel: string;
  submitLabel: string;
  busyLabel: string;
  danger?: boolean;
  /** An alert dialog (a decision without fields): Cancel has the focus, so Enter never decides by accident. */
  alert?: { describedBy: string };
  initialValues?: Partial<V>;
  validate?: (values: V) => Record<string, string> | undefined;
}

/**
 * A final-form form in a dialog that sends to the API (approve or reject an order, decline a quote,
 * a location, a buyer's limits): its text and fields, the API's refusal under them (each field's
 * under its field), then Cancel (or its like) and submit. The UI kit's FormDialog is for a form
 * that keeps its own state.
 */
export function ApiFormDialog<V extends object>({
  title,
  children,
  onSubmit: send,
  onClose,
  failed,
  cancelLabel,
  submitLabel,
  busyLabel,
  danger = false,
  alert,
  initialValues,
  validate,
}: ApiFormDialogProps<V>) {
  const submit = async (values: V): Promise<SubmissionErrors | void> => {
    try {
      await send(values);
    } catch (error) {
      return submissionErrors(error, failed);
    }
  };
  return (
    <Dialog title={title} role={alert ? 'alertdialog' : 'dialog'} describedBy={alert?.describedBy} onClose={onClose}>
      <Form<V> onSubmit={submit} validate={validate} initialValues={initialValues}>
        {({ handleSubmit, submitting, submitError }) => (
          <form onSubmit={handleSubmit} noValidate>
            {children}
            {submitError && <ErrorText role="alert">{submitError}</ErrorText>}
            <DialogActions>
              <Button $variant="secondary" onClick={onClose} data-autofocus={alert ? true : undefined}>
                {cancelLabel}
              </Button>
              <Button type="submit" $variant={danger ? 'danger' : undefined} disabled={submitting}>
                {submitting ? busyLabel : submitLabel}
              </Button>
            </DialogActions>
          </form>
        )}
      </Form>
    </Dialog>
  );
}
