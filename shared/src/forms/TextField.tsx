import type { InputHTMLAttributes } from 'react';
import { Field } from 'react-final-form';
import { t } from '@storefront/shared';
import { ErrorText, FieldRow, Hint, Input, Label, TextArea } from '../ui/fields';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name'> {
  name: string;
  label: string;
  hint?: string;
  multiline?: boolean;
}

/**
 * A labelled final-form field. Errors show after the first submit and then follow every change
 * (spec section 5: validate on submit, re-validate on change); a server's field error shows too,
 * each in the page's language (the shared schemas' messages are in the shared kit's catalogue).
 */
export function TextField({ name, label, hint, multiline, id, ...input }: TextFieldProps) {
  const fieldId = id ?? `field-${name}`;
  return (
    <Field name={name}>
      {({ input: fieldInput, meta }) => {
        const message: string | undefined = (meta.submitFailed && meta.error) || (!meta.dirtySinceLastSubmit && meta.submitError) || undefined;
        const describedBy = [hint ? `${fieldId}-hint` : null, message ? `${fieldId}-error` : null].filter(Boolean).join(' ');
        const common = {
          id: fieldId,
          'aria-invalid': Boolean(message),
          'aria-describedby': describedBy || undefined,
          $invalid: Boolean(message),
        };
        return (
          <FieldRow>
            <Label htmlFor={fieldId}>{label}</Label>
            {multiline ? (
              <TextArea {...common} {...(fieldInput as object)} readOnly={input.readOnly} placeholder={input.placeholder} lang={input.lang} />
            ) : (
              <Input {...common} {...input} {...fieldInput} />
            )}
            {hint && <Hint id={`${fieldId}-hint`}>{hint}</Hint>}
            {message && <ErrorText id={`${fieldId}-error`}>{t(message)}</ErrorText>}
          </FieldRow>
        );
      }}
    </Field>
  );
}
