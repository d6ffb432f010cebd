import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { ApiError, type Machine } from '@storefront/shared';
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
  const [values, setValues] = useState({ brand: machine?.brand ?? '', model: machine?.model ?? '', subclass: machine?.subclass ?? '' });
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
    try {
      onSaved(machine ? await editMachine(machine._id, parsed.data) : await addMachine(parsed.data));
    } catch (cause) {
      if (cause instanceof ApiError && cause.fields) setErrors(cause.fields as MachineErrors);
      else setErrors({ form: `Could not save the machine: ${(cause as Error).message}` });
    } finally {
      setBusy(false);
    }
  };
  const field = (name: keyof MachineBody, label: string, hint?: string) => (
    <Field>
      <Label htmlFor={`${id}-${name}`}>{label}</Label>
      <Input
        id={`${id}-${name}`}
        value={values[name]}
        autoComplete="off"
        list={name === 'brand' ? `${id}-brands` : undefined}
        placeholder={hint}
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
      title={machine ? `Edit ${machine.name}` : 'Add a machine'}
      onClose={onClose}
      onSubmit={save}
      busy={busy}
      submitLabel={machine ? 'Save changes' : 'Add machine'}
      error={errors.form}
    >
      {field('brand', 'Brand', 'e.g. JUKI')}
      <datalist id={`${id}-brands`}>
        {brands.map((brand) => (
          <option key={brand} value={brand} />
        ))}
      </datalist>
      {field('model', 'Model', 'e.g. DDL-8700')}
      {field('subclass', 'Subclass (optional)', 'e.g. 7')}
    </FormDialog>
  );
}
