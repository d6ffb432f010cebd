import { t, useConfig } from '@storefront/shared';
import type { PriceListDetail } from '@storefront/shared/schemas';
import { FormDialog } from '@storefront/shared/ui';
import { useFormSave } from '../../../components/useFormSave';
import { addPriceList, emptyList, listRequest, type ListErrors } from '../api/priceLists';
import { ListFields } from './ListFields';

/** "Add price list": its name and the days it is valid; its prices and companies are set on its page. */
export function AddPriceListDialog({ onClose, onAdded }: { onClose(): void; onAdded(list: PriceListDetail): void }) {
  const { currency } = useConfig();
  const form = useFormSave({
    initial: emptyList,
    request: (values) => listRequest(values, currency),
    send: addPriceList,
    onSaved: onAdded,
    failure: t('Could not add the price list'),
  });
  const errors: ListErrors = form.errors;
  return (
    <FormDialog
      title={t('Add price list')}
      onClose={onClose}
      onSubmit={form.save}
      busy={form.busy}
      submitLabel={t('Add price list')}
      busyLabel={t('Adding…')}
      error={errors.form}
    >
      <ListFields values={form.values} errors={errors} onChange={form.setValues} />
    </FormDialog>
  );
}
