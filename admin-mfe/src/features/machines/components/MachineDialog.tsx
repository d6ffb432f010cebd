import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { ApiError, t, type Machine } from '@storefront/shared';
import { machineBody, type MachineBody } from '@storefront/shared/schemas';
import { ErrorText, Input, Label, FormDialog } from '@storefront/shared/ui';
import { addMachine, editMachine } from '../api/machines';

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  margin-bottom: ${({ theme }) => theme.space(3)};
`;

type MachineErrors = Partial<Record<keyof MachineBody | 'form', string>>;

/** Add or change a machine: brand (one spelling per brand), model and, where it matters, subclass. */
export function MachineDialog({
  machine,
  brands,
  onClose,
  onSaved,
}: {
  machine?: Machine;
  brands: string[];
  onClose(): void;
  onSaved(machine: Machine): void;
}) {
  const [values, setValues] = useState({
    brand: machine?.brand ?? '',
    model: machine?.model ?? '',
    subclass: machine?.subclass ?? '',
    nameBn: machine?.nameBn ?? '',
  });
  const [errors, setErrors] = useState<MachineErrors>({});
  const [busy, setBusy] = useState(false);
  const id = useId();
  const save = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = machineBody.safeParse(values);
    if (!parsed.success) {
      const next: MachineErrors = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as keyof MachineBody] ??= issue.message;
      return setErrors(next);
    }
    setErrors({});
    setBusy(true);
    // A new machine without a Bangla name leaves it out; a change sends it always (PUT replaces it, '' clears it).
    const { nameBn, ...rest } = parsed.data;
    try {
      onSaved(machine ? await editMachine(machine._id, { ...rest, nameBn: nameBn ?? '' }) : await addMachine({ ...rest, ...(nameBn ? { nameBn } : {}) }));
    } catch (cause) {
      if (cause instanceof ApiError && cause.fields) setErrors(cause.fields as MachineErrors);
      else setErrors({ form: t('Could not save the machine: {reason}', { reason: (cause as Error).message }) });
    } finally {
      setBusy(false);
    }
  };
  const field = (name: keyof MachineBody, label: string, hint?: string, lang?: string) => (
    <Field>
      <Label htmlFor={`${id}-${name}`}>{label}</Label>
      <Input
        id={`${id}-${name}`}
        value={values[name]}
        autoComplete="off"
        list={name === 'brand' ? `${id}-brands` : undefined}
        placeholder={hint}
        lang={lang}
        $invalid={Boolean(errors[name])}
        aria-invalid={Boolean(errors[name]) || undefined}
        aria-describedby={errors[name] ? `${id}-${name}-error` : undefined}
        onChange={(event) => setValues({ ...values, [name]: event.target.value })}
      />
      {errors[name] && <ErrorText id={`${id}-${name}-error`}>{errors[name]}</ErrorText>}
    </Field>
  );
  return (
    <FormDialog
      title={machine ? t('Edit {name}', { name: machine.name }) : t('Add a machine')}
      onClose={onClose}
      onSubmit={save}
      busy={busy}
      submitLabel={machine ? t('Save changes') : t('Add machine')}
      error={errors.form}
    >
      {field('brand', t('Brand'), t('e.g. {example}', { example: 'JUKI' }))}
      <datalist id={`${id}-brands`}>
        {brands.map((brand) => (
          <option key={brand} value={brand} />
        ))}
      </datalist>
      {field('model', t('Model'), t('e.g. {example}', { example: 'DDL-8700' }))}
      {field('subclass', t('Subclass (optional)'), t('e.g. {example}', { example: '7' }))}
      {field('nameBn', t('Name in Bangla'), t('e.g. {example}', { example: 'JUKI DDL-8700 সিঙ্গেল নিডল লকস্টিচ মেশিন' }), 'bn')}
    </FormDialog>
  );
}
