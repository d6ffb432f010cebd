import { Button, ChoiceField } from '@storefront/shared/ui';
import { useBrandMachines, useMachineBrands } from '../../../machines/api';
import { t } from '@storefront/shared';

/** The filter's values in the URL: `brand` and `model` (their parts of a machine's address, as the API takes them), `fits=mine`. */
export const MACHINE_KEYS = ['brand', 'model', 'fits'] as const;
type MachineKey = (typeof MACHINE_KEYS)[number];
type Values = Partial<Record<MachineKey, string | undefined>>;

/**
 * "Fits machine": a brand, then one of its models; and for a customer, "Fits my machines" in one
 * click (the machines they recorded under My machines). Each choice replaces the others.
 */
export function MachineFilter({ values, onChange, signedIn }: { values: Values; onChange(next: Values): void; signedIn: boolean }) {
  const brands = useMachineBrands();
  const models = useBrandMachines(values.brand);
  const fitsMine = values.fits === 'mine';
  return (
    <>
      <ChoiceField
        label={t('Fits machine')}
        value={values.brand}
        choices={[{ value: '', label: t('Any brand') }, ...(brands.data ?? []).map((b) => ({ value: b.slug, label: b.brand }))]}
        onChange={(brand) => onChange({ brand, model: undefined, fits: undefined })}
      />
      {values.brand && (
        <ChoiceField
          label={t('Model')}
          value={values.model}
          choices={[
            { value: '', label: t('Any model') },
            ...(models.data ?? []).map((m) => ({ value: m.modelSlug, label: m.subclass ? `${m.model}-${m.subclass}` : m.model })),
          ]}
          onChange={(model) => onChange({ brand: values.brand, model, fits: undefined })}
        />
      )}
      {signedIn && (
        <Button
          $variant={fitsMine ? 'primary' : 'secondary'}
          aria-pressed={fitsMine}
          onClick={() => onChange(fitsMine ? { fits: undefined } : { fits: 'mine', brand: undefined, model: undefined })}
        >
          {t('Fits my machines')}
        </Button>
      )}
    </>
  );
}
