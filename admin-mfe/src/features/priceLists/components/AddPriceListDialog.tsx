import { useState, type FormEvent } from 'react';
import { ApiError, useConfig } from '@storefront/shared';
import type { PriceListDetail } from '@storefront/shared/schemas';
import { Button, Dialog, DialogActions, ErrorText } from '@storefront/shared/ui';
import { addPriceList, emptyList, listRequest, type ListErrors, type ListValues } from '../api/priceLists';
import { ListFields } from './ListFields';

/** "Add price list": its name and the days it is valid; its prices and companies are set on its page. */
export function AddPriceListDialog({ onClose, onAdded }: { onClose(): void; onAdded(list: PriceListDetail): void }) {
  const { currency } = useConfig();
  const [values, setValues] = useState<ListValues>(emptyList);
  const [errors, setErrors] = useState<ListErrors>({});
  const [busy, setBusy] = useState(false);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const request = listRequest(values, currency);
    if ('errors' in request) return setErrors(request.errors);
    setErrors({});
    setBusy(true);
    try {
      onAdded(await addPriceList(request.body));
    } catch (cause) {
      if (cause instanceof ApiError && cause.fields) setErrors(cause.fields as ListErrors);
      else setErrors({ form: `Could not add the price list: ${(cause as Error).message}` });
      setBusy(false);
    }
  };

  return (
    <Dialog title="Add price list" onClose={onClose}>
      <form onSubmit={(event) => void save(event)} noValidate>
        <ListFields values={values} errors={errors} onChange={setValues} />
        {errors.form && <ErrorText role="alert">{errors.form}</ErrorText>}
        <DialogActions>
          <Button $variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? 'Adding…' : 'Add price list'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
