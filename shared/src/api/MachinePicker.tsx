// The brand-then-model choice of a machine, for My Machines (account) and a part's fitment (admin).
// Exported through `@storefront/shared/machines`: bundled by the apps that use it, never the shell.
import { useState } from 'react';
import { t, type Machine } from '@storefront/shared';
import { Label, Select } from '@storefront/shared/ui';
import { useBrandMachines, useMachineBrands } from './machineReads';

/** A machine's model as its maker numbers it: `DDL-8700-7` (model and subclass). */
export const machineModelLabel = (machine: Pick<Machine, 'model' | 'subclass'>) => (machine.subclass ? `${machine.model}-${machine.subclass}` : machine.model);

/** The id of the model field's message: the page renders it (`<ErrorText id={machinePickerErrorId(idPrefix)}>`) where its layout wants it. */
export const machinePickerErrorId = (idPrefix: string) => `${idPrefix}-model-error`;

/**
 * Two selects, "Brand" then "Model" (the brand's machines, read once it is chosen), each in a
 * `<div>` of its own so the page's row lays them out beside its other fields. `value` is the chosen
 * machine (null for none); choosing another brand clears it. `error` marks the model field invalid
 * and points it at the message with `machinePickerErrorId(idPrefix)`, which the page shows.
 */
export function MachinePicker({
  value,
  onChange,
  idPrefix,
  error,
}: {
  value: Machine | null;
  onChange(machine: Machine | null): void;
  /** Prefix of the fields' ids (`<idPrefix>-brand`, `<idPrefix>-model`), unique on the page (React's `useId()` will do). */
  idPrefix: string;
  error?: string;
}) {
  const brands = useMachineBrands();
  const [brand, setBrand] = useState(value?.brandSlug ?? '');
  const models = useBrandMachines(brand || undefined);
  const ids = { brand: `${idPrefix}-brand`, model: `${idPrefix}-model` };
  return (
    <>
      <div>
        <Label htmlFor={ids.brand}>{t('Brand')}</Label>
        <Select
          id={ids.brand}
          value={brand}
          onChange={(event) => {
            setBrand(event.target.value);
            if (value) onChange(null);
          }}
        >
          <option value="">{t('Choose a brand')}</option>
          {brands.data?.map((b) => (
            <option key={b.slug} value={b.slug}>
              {b.brand}
            </option>
          ))}
        </Select>
      </div>
      <div>
        <Label htmlFor={ids.model}>{t('Model')}</Label>
        <Select
          id={ids.model}
          value={value?._id ?? ''}
          $invalid={Boolean(error)}
          aria-invalid={Boolean(error) || undefined}
          aria-describedby={error ? machinePickerErrorId(idPrefix) : undefined}
          onChange={(event) => onChange(models.data?.find((m) => m._id === event.target.value) ?? null)}
        >
          <option value="">{brand ? t('Choose a model') : t('Choose a brand first')}</option>
          {models.data?.map((m) => (
            <option key={m._id} value={m._id}>
              {machineModelLabel(m)}
            </option>
          ))}
        </Select>
      </div>
    </>
  );
}
