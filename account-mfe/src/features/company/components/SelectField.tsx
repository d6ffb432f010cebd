import { Field } from 'react-final-form';
import { t } from '@storefront/shared';
import { ErrorText, FieldRow, Label, Select } from '@storefront/shared/ui';

/** A labelled final-form select (its choices' labels marked with msg()); its error (the form's check or the API's) shows under it. */
export function SelectField({ name, label, choices, id }: { name: string; label: string; choices: { value: string; label: string }[]; id?: string }) {
  const fieldId = id ?? `field-${name}`;
  return (
    <Field name={name}>
      {({ input, meta }) => {
        const message: string | undefined = (meta.submitFailed && meta.error) || (!meta.dirtySinceLastSubmit && meta.submitError) || undefined;
        return (
          <FieldRow>
            <Label htmlFor={fieldId}>{label}</Label>
            <Select
              id={fieldId}
              {...input}
              $invalid={Boolean(message)}
              aria-invalid={Boolean(message)}
              aria-describedby={message ? `${fieldId}-error` : undefined}
            >
              {choices.map((choice) => (
                <option key={choice.value} value={choice.value}>
                  {t(choice.label)}
                </option>
              ))}
            </Select>
            {message && <ErrorText id={`${fieldId}-error`}>{message}</ErrorText>}
          </FieldRow>
        );
      }}
    </Field>
  );
}
