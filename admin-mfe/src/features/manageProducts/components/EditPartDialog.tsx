import { useEffect, useMemo, useState } from 'react';
import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { Form } from 'react-final-form';
import styled from 'styled-components';
import { useSWRConfig } from 'swr';
import { ApiError, partKey, t, useToast, type Part, endpoints, useRefreshLists } from '@storefront/shared';
import { TextField } from '@storefront/shared/forms';
import { formErrors, messages, productEditFormSchema } from '@storefront/shared/schemas';
import { Button, ErrorText } from '@storefront/shared/ui';
import { Dialog, DialogActions } from '@storefront/shared/ui';
import { editPart, replacementKey, setReplacement, useReplacement } from '../api/products';
import { ReplacementFields, replacementBodyOf, replacementChanged, replacementErrors, replacementValues, type ReplacementValues } from './ReplacementFields';
import { partFitmentKey, setPartFitment, usePartFitment } from '../../../components/fitmentApi';
import { FitmentEditor, type Fitment } from '../../../components/FitmentEditor';
import { nestErrors, PackAndBreaksFields, packAndBreaksValues, type PackAndBreaksValues } from '../../../components/PackAndBreaks';
import { BanglaPartField, banglaPartBody, banglaPartErrors, type BanglaPartValues } from '../../../components/BanglaFields';

interface EditValues extends PackAndBreaksValues, ReplacementValues, BanglaPartValues {
  sku?: string;
  price?: string;
  min_order_Quantity?: string;
  available_Quantity?: string;
}

const Grid = styled.div`
  display: grid;
  gap: 0 ${({ theme }) => theme.space(4)};
  grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
`;

const StockNote = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.muted};
  &:empty { margin: 0; }
`;

/**
 * A stock below the minimum order (0 when the shelf is empty) records the part as sold out: the
 * dialog says so while those are the values typed.
 */
function soldOutNote(values: EditValues): string {
  const available = Number(String(values.available_Quantity ?? '').trim());
  const minimum = Number(String(values.min_order_Quantity ?? '').trim());
  if (!String(values.available_Quantity ?? '').trim() || !Number.isInteger(available) || !Number.isInteger(minimum) || available >= minimum) return '';
  return t('With less stock than the minimum order, the part shows as out of stock and nobody can order it until the stock is back.');
}

const required: Record<'sku' | 'price' | 'min_order_Quantity' | 'available_Quantity', string> = {
  sku: messages.partNumberInvalid,
  price: messages.priceRequired,
  min_order_Quantity: messages.minQuantityRequired,
  available_Quantity: messages.availableQuantityRequired,
};

/**
 * The shared edit schema treats a blank field as "unchanged"; here all four are shown, so blank is
 * missing. The pack, maximum and breaks are checked against the price and minimum typed.
 */
function validateEdit(values: EditValues) {
  const errors: Record<string, string> = {
    ...formErrors(productEditFormSchema, values),
    ...replacementErrors(values, values.sku),
    ...banglaPartErrors(values),
  };
  for (const [field, message] of Object.entries(required) as [keyof typeof required, string][]) {
    if (!String(values[field] ?? '').trim()) errors[field] = message;
  }
  return nestErrors(errors);
}

/**
 * Edit the part number, price and stock of one part (PATCH /parts/{id}), what a shop owner changes
 * most, its pack size, maximum per order and quantity breaks, and the machines it fits and the OEM numbers it replaces (PUT /parts/{id}/fitment),
 * and what replaces it when it is no longer sold (PUT /parts/{id}/replacement, saved first: a number the API refuses stops the rest).
 */
export default function EditPartDialog({ part, onClose }: { part: Part; onClose: () => void }) {
  const toast = useToast();
  const { mutate } = useSWRConfig();
  const refreshLists = useRefreshLists();
  const stored = usePartFitment(part._id);
  const replacement = useReplacement(part._id);
  const [fitment, setFitment] = useState<Fitment>();
  useEffect(() => {
    if (stored.data && !fitment) setFitment({ machines: stored.data.machines, oem: stored.data.oem });
  }, [stored.data, fitment]);
  const fitmentChanged =
    fitment !== undefined &&
    stored.data !== undefined &&
    JSON.stringify([fitment.machines.map((m) => m._id), fitment.oem]) !== JSON.stringify([stored.data.machines.map((m) => m._id), stored.data.oem]);

  // One object while the dialog is open: final-form starts again whenever its initial values change.
  const initialValues = useMemo<EditValues>(
    () => ({
      sku: part.sku,
      price: String(part.price),
      min_order_Quantity: String(part.min_order_Quantity),
      available_Quantity: String(part.available_Quantity),
      nameBn: part.nameBn ?? '',
      descriptionBn: part.descriptionBn ?? '',
      ...packAndBreaksValues(part),
      ...replacementValues(replacement.data ?? undefined),
    }),
    [part, replacement.data],
  );

  const onSubmit = async (values: EditValues): Promise<SubmissionErrors | void> => {
    const parsed = productEditFormSchema.parse(values);
    const bangla = banglaPartBody(values);
    const patch = {
      sku: parsed.sku,
      price: parsed.price,
      min_order_Quantity: parsed.min_order_Quantity,
      available_Quantity: parsed.available_Quantity,
      pack_Size: parsed.pack_Size ?? 1,
      max_order_Quantity: parsed.max_order_Quantity ?? null,
      breaks: parsed.breaks ?? [],
      // Only what changed: '' clears it (Bangla pages show the English again).
      ...(bangla.nameBn !== (part.nameBn ?? '') ? { nameBn: bangla.nameBn } : {}),
      ...(bangla.descriptionBn !== (part.descriptionBn ?? '') ? { descriptionBn: bangla.descriptionBn } : {}),
    };
    const replaced = replacement.data !== undefined && replacementChanged(values, replacement.data ?? undefined);
    if (replaced) {
      try {
        void mutate(replacementKey(part._id), await setReplacement(part._id, replacementBodyOf(values)), { revalidate: false });
      } catch (cause) {
        toast.error(t('Failed to update the product'));
        if (cause instanceof ApiError && cause.fields?.sku) return { replacedBy: cause.fields.sku };
        return { [FORM_ERROR]: t('What replaces the part was not saved: {reason}', { reason: (cause as Error).message }) };
      }
    }
    let updated: Part;
    try {
      updated = await editPart(part._id, patch);
    } catch (cause) {
      toast.error(t('Failed to update the product'));
      if (cause instanceof ApiError && cause.fields) return nestErrors(cause.fields);
      return;
    }
    if (fitmentChanged && fitment) {
      try {
        void mutate(partFitmentKey(part._id), await setPartFitment(part._id, fitment), { revalidate: false });
      } catch (cause) {
        toast.error(t('Failed to save the machines and OEM numbers'));
        return { [FORM_ERROR]: t('The machines and OEM numbers were not saved: {reason}', { reason: (cause as Error).message }) };
      }
    }
    toast.success(t('{name} updated', { name: updated.name }));
    // A new replacement changes the part's page (its `replacement`): read it again then.
    void mutate(partKey(part._id), updated, { revalidate: replaced });
    // Every page of the catalogue that may show the part reads again (its place in a sort may change).
    await refreshLists(endpoints.listParts);
    onClose();
  };

  return (
    <Dialog title={t('Edit {name}', { name: part.name })} onClose={onClose}>
      <Form<EditValues> onSubmit={onSubmit} validate={validateEdit} initialValues={initialValues} keepDirtyOnReinitialize>
        {({ handleSubmit, submitting, submitError, values }) => (
          <form onSubmit={handleSubmit} noValidate>
            <Grid>
              <TextField name="price" label={t('Price')} type="number" inputMode="decimal" min="0.01" step="0.01" id="edit-price" />
              <TextField name="available_Quantity" label={t('Available quantity')} type="number" inputMode="numeric" min="0" step="1" id="edit-available" />
              <TextField name="min_order_Quantity" label={t('Minimum order quantity')} type="number" inputMode="numeric" min="1" step="1" id="edit-min" />
              <TextField name="sku" label={t('Part number')} autoComplete="off" id="edit-sku" />
            </Grid>
            <BanglaPartField field="nameBn" idPrefix="edit" />
            <BanglaPartField field="descriptionBn" idPrefix="edit" />
            <PackAndBreaksFields idPrefix="edit" />
            <StockNote role="status">{soldOutNote(values)}</StockNote>
            {fitment ? (
              <FitmentEditor value={fitment} onChange={setFitment} idPrefix="edit" />
            ) : stored.error ? (
              <ErrorText role="alert">{t('The machines this part fits could not be loaded: {reason}', { reason: stored.error.message })}</ErrorText>
            ) : (
              <p role="status">{t('Loading the machines this part fits…')}</p>
            )}
            {replacement.data !== undefined ? (
              <ReplacementFields idPrefix="edit" />
            ) : replacement.error ? (
              <ErrorText role="alert">{t('What replaces this part could not be loaded: {reason}', { reason: replacement.error.message })}</ErrorText>
            ) : (
              <p role="status">{t('Loading what replaces this part…')}</p>
            )}
            {submitError && <ErrorText role="alert">{submitError}</ErrorText>}
            <DialogActions>
              <Button $variant="secondary" onClick={onClose}>
                {t('Cancel')}
              </Button>
              <Button type="submit" disabled={submitting}>
                {submitting ? t('Saving…') : t('Save changes')}
              </Button>
            </DialogActions>
          </form>
        )}
      </Form>
    </Dialog>
  );
}
