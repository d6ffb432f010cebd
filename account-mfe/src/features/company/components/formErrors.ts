import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { ApiError } from '@storefront/shared';

/** An API's refusal as a form's errors: each field's message under its field, the whole message under the form. */
export function submissionErrors(error: unknown, fallback: string): SubmissionErrors {
  const message = error instanceof Error && error.message ? error.message : fallback;
  return { ...(error instanceof ApiError ? error.fields : undefined), [FORM_ERROR]: message };
}
