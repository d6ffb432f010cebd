import { useEffect, useState, type FormEvent } from 'react';
import { ApiError } from '@storefront/shared';

/** What a form makes of its values: the API's body, or the errors that keep it from being sent. */
type FormRequest<Body, Errors> = { body: Body } | { errors: Errors };

export interface FormSaveOptions<Values, Errors, Body, Saved> {
  /** The form's first values. A new object (the record read again) shows in the form: keep it the same object while its record is (a constant, or `useMemo`). */
  initial: Values;
  request(values: Values): FormRequest<Body, Errors>;
  send(body: Body): Promise<Saved>;
  onSaved(saved: Saved): void;
  /** The form's error when the API refuses it without naming a field ("Could not add the company"). */
  failure: string;
}

/**
 * An admin form that adds or edits a record: its values, its errors (the form's own check first,
 * then the API's, by field), and `save` for its submit, busy while the API answers.
 */
export function useFormSave<Values, Errors extends { form?: string }, Body, Saved>({
  initial,
  request,
  send,
  onSaved,
  failure,
}: FormSaveOptions<Values, Errors, Body, Saved>) {
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<Errors>({} as Errors);
  const [busy, setBusy] = useState(false);
  // Another record's page, or the record read again: the form shows it as it is.
  useEffect(() => setValues(initial), [initial]);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const checked = request(values);
    if ('errors' in checked) return setErrors(checked.errors);
    setErrors({} as Errors);
    setBusy(true);
    try {
      onSaved(await send(checked.body));
    } catch (cause) {
      if (cause instanceof ApiError && cause.fields) setErrors(cause.fields as Errors);
      else setErrors({ form: `${failure}: ${(cause as Error).message}` } as Errors);
    } finally {
      setBusy(false);
    }
  };

  return { values, setValues, errors, busy, save };
}
