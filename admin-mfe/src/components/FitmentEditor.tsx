import { useId, useState } from 'react';
import styled from 'styled-components';
import { t, textLang, type Machine, type OemNumber } from '@storefront/shared';
import { machineMessages, MACHINE_LIMITS, oemNumberBody } from '@storefront/shared/schemas';
import { MachinePicker, machinePickerErrorId } from '@storefront/shared/machines';
import { Button, ErrorText, Input, Label, VisuallyHidden } from '@storefront/shared/ui';
import { useMachineBrands } from './fitmentApi';

export interface Fitment {
  machines: Machine[];
  oem: OemNumber[];
}

/** A framed group of a product form's fields (fitment, OEM numbers, replacement). */
export const FieldGroup = styled.fieldset`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  padding: ${({ theme }) => theme.space(4)};
  margin: 0 0 ${({ theme }) => theme.space(4)};
  min-width: 0;
  legend { font-weight: 600; padding: 0 ${({ theme }) => theme.space(1)}; }
`;

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space(3)};
  padding: 0;
  li {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    padding: 2px 2px 2px 10px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 999px;
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
`;

const Adders = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(3)};
  > div { display: flex; flex-direction: column; gap: 4px; min-width: 0; flex: 1 1 140px; }
`;

const None = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.muted};
`;

const oemText = (oem: OemNumber) => `${oem.brand} ${oem.number}`;
const sameOem = (a: OemNumber, b: OemNumber) =>
  a.brand.toLowerCase().replace(/[^a-z0-9]/g, '') === b.brand.toLowerCase().replace(/[^a-z0-9]/g, '') &&
  a.number.toUpperCase().replace(/[^A-Z0-9]/g, '') === b.number.toUpperCase().replace(/[^A-Z0-9]/g, '');

/**
 * The machines a part fits (a brand, then a model) and the machine makers' numbers it replaces
 * (brand and number), each removable: Add Product and Edit use it, and save it with the part.
 */
export function FitmentEditor({ value, onChange, idPrefix }: { value: Fitment; onChange(next: Fitment): void; idPrefix: string }) {
  const brands = useMachineBrands();
  const [machine, setMachine] = useState<Machine | null>(null);
  const [oemBrand, setOemBrand] = useState('');
  const [oemNumber, setOemNumber] = useState('');
  const [errors, setErrors] = useState<{ machine?: string; oem?: string }>({});
  const listId = useId();
  const ids = { oemBrand: `${idPrefix}-oem-brand`, oemNumber: `${idPrefix}-oem-number` };

  const addMachine = () => {
    if (!machine) return setErrors({ ...errors, machine: t('Choose a brand and a model') });
    if (value.machines.length >= MACHINE_LIMITS.fitsPerPart) return setErrors({ ...errors, machine: machineMessages.tooManyMachines });
    setErrors({ ...errors, machine: undefined });
    if (!value.machines.some((m) => m._id === machine._id)) onChange({ ...value, machines: [...value.machines, machine] });
    setMachine(null);
  };

  const addOem = () => {
    const parsed = oemNumberBody.safeParse({ brand: oemBrand, number: oemNumber });
    if (!parsed.success) return setErrors({ ...errors, oem: parsed.error.issues[0]?.message });
    if (value.oem.length >= MACHINE_LIMITS.oemPerPart) return setErrors({ ...errors, oem: machineMessages.tooManyOemNumbers });
    setErrors({ ...errors, oem: undefined });
    if (!value.oem.some((o) => sameOem(o, parsed.data))) onChange({ ...value, oem: [...value.oem, parsed.data] });
    setOemNumber('');
  };

  return (
    <>
      <FieldGroup>
        <legend>{t('Fits machines')}</legend>
        {value.machines.length ? (
          <Chips aria-label={t('Machines it fits')}>
            {value.machines.map((machine) => (
              <li key={machine._id}>
                {machine.name}
                <Button $size="sm" $variant="secondary" onClick={() => onChange({ ...value, machines: value.machines.filter((m) => m._id !== machine._id) })}>
                  {t('Remove')}
                  <VisuallyHidden lang={textLang(machine.name)}> {machine.name}</VisuallyHidden>
                </Button>
              </li>
            ))}
          </Chips>
        ) : (
          <None>{t('No machines yet.')}</None>
        )}
        <Adders>
          <MachinePicker idPrefix={`${idPrefix}-fit`} value={machine} onChange={setMachine} error={errors.machine} />
          <Button $variant="secondary" onClick={addMachine}>
            {t('Add machine')}
          </Button>
        </Adders>
        {errors.machine && <ErrorText id={machinePickerErrorId(`${idPrefix}-fit`)}>{errors.machine}</ErrorText>}
      </FieldGroup>

      <FieldGroup>
        <legend>{t('Replaces OEM numbers')}</legend>
        {value.oem.length ? (
          <Chips aria-label={t('OEM numbers it replaces')}>
            {value.oem.map((oem) => (
              <li key={oemText(oem)}>
                {oemText(oem)}
                <Button $size="sm" $variant="secondary" onClick={() => onChange({ ...value, oem: value.oem.filter((o) => o !== oem) })}>
                  {t('Remove')}
                  <VisuallyHidden> {oemText(oem)}</VisuallyHidden>
                </Button>
              </li>
            ))}
          </Chips>
        ) : (
          <None>{t('No OEM numbers yet.')}</None>
        )}
        <Adders>
          <div>
            <Label htmlFor={ids.oemBrand}>{t('Machine brand')}</Label>
            <Input
              id={ids.oemBrand}
              list={listId}
              value={oemBrand}
              autoComplete="off"
              maxLength={MACHINE_LIMITS.brand}
              onChange={(event) => setOemBrand(event.target.value)}
            />
            <datalist id={listId}>
              {brands.data?.map((b) => (
                <option key={b.slug} value={b.brand} />
              ))}
            </datalist>
          </div>
          <div>
            <Label htmlFor={ids.oemNumber}>{t('OEM number')}</Label>
            <Input
              id={ids.oemNumber}
              value={oemNumber}
              autoComplete="off"
              maxLength={MACHINE_LIMITS.oemNumber}
              placeholder={t('e.g. {example}', { example: '110-45400' })}
              aria-invalid={Boolean(errors.oem) || undefined}
              aria-describedby={errors.oem ? `${ids.oemNumber}-error` : undefined}
              onChange={(event) => setOemNumber(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  addOem();
                }
              }}
            />
          </div>
          <Button $variant="secondary" onClick={addOem}>
            {t('Add number')}
          </Button>
        </Adders>
        {errors.oem && <ErrorText id={`${ids.oemNumber}-error`}>{errors.oem}</ErrorText>}
      </FieldGroup>
    </>
  );
}
