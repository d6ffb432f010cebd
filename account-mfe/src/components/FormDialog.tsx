import type { ReactNode } from 'react';
import { Form } from 'react-final-form';
import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { ApiError } from '@storefront/shared';
import { Button, Dialog, DialogActions, ErrorText } from '@storefront/shared/ui';

/** The API's refusal under a dialog's form (another approver decided first, a quote answered meanwhile): its fields' messages and its own. */
export const apiRefusal = (error: unknown, fallback: string): SubmissionErrors => ({
  ...(error instanceof ApiError ? error.fields : undefined),
  [FORM_ERROR]: error instanceof Error && error.message ? error.message : fallback,
});

export interface AskDialogProps<V> {
  title: string;
  /** What the decision does (and its fields): the form's body. */
  children: ReactNode;
  /** Sends the decision; a throw is the API's refusal, shown under the form. */
  onConfirm: (values: V) => Promise<void>;
  onClose: () => void;
  /** What the refusal says when the API gives no message. */
  failed: string;
  keepLabel: string;
  confirmLabel: string;
  busyLabel: string;
  danger?: boolean;
  /** An alert dialog (the decision has no fields): the keep button has the focus, so Enter never decides by accident. */
  alert?: { describedBy: string };
  initialValues?: Partial<V>;
  validate?: (values: V) => Record<string, string> | undefined;
}

/**
 * A decision asked in a dialog (approve or reject an order, decline a quote): its text and fields,
 * the API's refusal under them, and the keep and confirm buttons.
 */
export function AskDialog<V extends object>({
  title,
  children,
  onConfirm,
  onClose,
  failed,
  keepLabel,
  confirmLabel,
  busyLabel,
  danger = false,
  alert,
  initialValues,
  validate,
}: AskDialogProps<V>) {
  const onSubmit = async (values: V): Promise<SubmissionErrors | void> => {
    try {
      await onConfirm(values);
    } catch (error) {
      return apiRefusal(error, failed);
    }
  };
  return (
    <Dialog title={title} role={alert ? 'alertdialog' : 'dialog'} describedBy={alert?.describedBy} onClose={onClose}>
      <Form<V> onSubmit={onSubmit} validate={validate} initialValues={initialValues}>
        {({ handleSubmit, submitting, submitError }) => (
          <form onSubmit={handleSubmit} noValidate>
            {children}
            {submitError && <ErrorText role="alert">{submitError}</ErrorText>}
            <DialogActions>
              <Button $variant="secondary" onClick={onClose} data-autofocus={alert ? true : undefined}>
                {keepLabel}
              </Button>
              <Button type="submit" $variant={danger ? 'danger' : undefined} disabled={submitting}>
                {submitting ? busyLabel : confirmLabel}
              </Button>
            </DialogActions>
          </form>
        )}
      </Form>
    </Dialog>
  );
}
