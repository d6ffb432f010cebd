import { useState } from 'react';
import type { FormApi, SubmissionErrors } from 'final-form';
import { Form } from 'react-final-form';
import styled from 'styled-components';
import { ApiError, t, useToast, endpoints, useRefreshLists } from '@storefront/shared';
import { ImageField, TextField } from '@storefront/shared/forms';
import { formErrors, productFormSchema } from '@storefront/shared/schemas';
import { Button, Card, media, PageTitle } from '@storefront/shared/ui';
import { AdminPage } from '../../../components/AdminPage';
import { addPart, uploadPartImage } from '../api/products';
import { setPartFitment } from '../../../components/fitmentApi';
import { FitmentEditor, type Fitment } from '../../../components/FitmentEditor';
import { nestErrors, PackAndBreaksFields, type PackAndBreaksValues } from '../../../components/PackAndBreaks';
import { BanglaPartField, banglaPartBody, banglaPartErrors, type BanglaPartValues } from '../../../components/BanglaFields';

const NO_FITMENT: Fitment = { machines: [], oem: [] };

/** What the form holds: text typed by the admin and the chosen file. */
export interface ProductFormValues extends PackAndBreaksValues, BanglaPartValues {
  sku?: string;
  name?: string;
  price?: string;
  description?: string;
  min_order_Quantity?: string;
  available_Quantity?: string;
  img?: File;
}

const FormCard = styled(Card)`
  max-width: 760px;
  padding: ${({ theme }) => theme.space(5)};
  ${media.sm} {
    padding: ${({ theme }) => theme.space(8)};
  }
`;

const Intro = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(6)};
  color: ${({ theme }) => theme.colors.muted};
`;

const Columns = styled.div`
  display: grid;
  gap: 0 ${({ theme }) => theme.space(4)};
  grid-template-columns: repeat(auto-fit, minmax(190px, 1fr));
`;

const validate = (values: ProductFormValues) => nestErrors({ ...formErrors(productFormSchema, values), ...banglaPartErrors(values) });

/** A new part is sold one by one until a pack size is given. */
const INITIAL: ProductFormValues = { pack_Size: '1', breaks: [] };

/** Spec 2, 4, 5 and 8: the image is uploaded first, then the part is created with its URL. */
export default function AddProductPage() {
  const toast = useToast();
  const refreshLists = useRefreshLists();
  const [fitment, setFitment] = useState<Fitment>(NO_FITMENT);

  const onSubmit = async (values: ProductFormValues, form: FormApi<ProductFormValues>): Promise<SubmissionErrors | void> => {
    const product = productFormSchema.parse(values);
    const { nameBn, descriptionBn } = banglaPartBody(values);
    let img: string;
    try {
      img = await uploadPartImage(values.img as File);
    } catch (cause) {
      toast.error(t('Failed to add the product'));
      // The API names what it takes (types, size, pixels): say it under the field.
      return { img: t('The image could not be uploaded: {reason}', { reason: (cause as Error).message }) };
    }
    let insertedId: string;
    try {
      ({ insertedId } = await addPart({
        ...(product.sku ? { sku: product.sku } : {}),
        name: product.name,
        price: product.price,
        description: product.description,
        min_order_Quantity: product.min_order_Quantity,
        available_Quantity: product.available_Quantity,
        img,
        pack_Size: product.pack_Size ?? 1,
        max_order_Quantity: product.max_order_Quantity ?? null,
        breaks: product.breaks ?? [],
        // Left empty: none (Bangla pages show the English), so the body leaves it out.
        ...(nameBn ? { nameBn } : {}),
        ...(descriptionBn ? { descriptionBn } : {}),
      }));
    } catch (cause) {
      toast.error(t('Failed to add the product'));
      // The API's field messages (same schema, so rarely needed) show under the fields.
      if (cause instanceof ApiError && cause.fields) return nestErrors(cause.fields);
      return;
    }
    if (fitment.machines.length || fitment.oem.length) {
      try {
        await setPartFitment(insertedId, fitment);
      } catch (cause) {
        // The part is in the catalogue; only its machines are missing: say so, and where to add them.
        toast.error(
          t('The product was added, but its machines and OEM numbers were not saved ({reason}): add them under Manage Products, Edit', {
            reason: (cause as Error).message,
          }),
        );
        void refreshLists(endpoints.listParts);
        form.restart();
        setFitment(NO_FITMENT);
        return;
      }
    }
    toast.success(t('Product added successfully'));
    // The catalogue reads the same cache: the new part shows there without a reload.
    void refreshLists(endpoints.listParts);
    form.restart();
    setFitment(NO_FITMENT);
  };

  return (
    <AdminPage>
      <PageTitle>{t('Add Product')}</PageTitle>
      <FormCard>
        <Intro>{t('New parts appear in the catalogue as soon as they are added.')}</Intro>
        <Form<ProductFormValues> onSubmit={onSubmit} validate={validate} initialValues={INITIAL}>
          {({ handleSubmit, submitting }) => (
            <form onSubmit={handleSubmit} noValidate aria-label={t('Add Product')}>
              <TextField name="name" label={t('Name')} autoComplete="off" />
              <BanglaPartField field="nameBn" idPrefix="add" />
              <TextField
                name="sku"
                label={t('Part number')}
                autoComplete="off"
                hint={t('Optional: left empty, the part is numbered {pattern}', { pattern: 'SL-<initials>-<number>' })}
              />
              <Columns>
                <TextField name="price" label={t('Price')} type="number" inputMode="decimal" min="0.01" step="0.01" hint={t('Per unit')} />
                <TextField
                  name="min_order_Quantity"
                  label={t('Minimum order quantity')}
                  type="number"
                  inputMode="numeric"
                  min="1"
                  step="1"
                  hint={t('Units per order')}
                />
                <TextField
                  name="available_Quantity"
                  label={t('Available quantity')}
                  type="number"
                  inputMode="numeric"
                  min="0"
                  step="1"
                  hint={t('Units in stock')}
                />
              </Columns>
              <PackAndBreaksFields idPrefix="add" />
              <TextField name="description" label={t('Description')} multiline />
              <BanglaPartField field="descriptionBn" idPrefix="add" />
              <ImageField name="img" label={t('Image')} fit="contain" />
              <FitmentEditor value={fitment} onChange={setFitment} idPrefix="add" />
              <Button type="submit" disabled={submitting} $size="lg">
                {submitting ? t('Adding…') : t('Add Product')}
              </Button>
            </form>
          )}
        </Form>
      </FormCard>
    </AdminPage>
  );
}
