import { Field } from 'react-final-form';
import styled from 'styled-components';
import { t } from '@storefront/shared';
import { TextField } from '@storefront/shared/forms';
import { messages, partNumber, REPLACEMENT_NOTE_MAX, replacementMessages, type ReplacementBody, type ReplacementSetting } from '@storefront/shared/schemas';
import { FieldGroup } from '../../../components/FitmentEditor';

/** The Edit dialog's values of what replaces the part. */
export interface ReplacementValues {
  replacedBy?: string;
  interchangeable?: boolean;
  replacementNote?: string;
}

const Check = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0 0 ${({ theme }) => theme.space(3)};
  min-height: 44px;
  input { width: 20px; height: 20px; }
`;

/** The stored setting as the form's values (a part still sold: no number, interchangeable). */
export const replacementValues = (setting: ReplacementSetting | undefined): ReplacementValues => ({
  replacedBy: setting?.to.sku ?? '',
  interchangeable: setting?.interchangeable ?? true,
  replacementNote: setting?.note ?? '',
});

/** The values as the API takes them (`PUT /parts/{id}/replacement`): an empty number clears it. */
export const replacementBodyOf = (values: ReplacementValues): ReplacementBody => {
  const sku = (values.replacedBy ?? '').trim().toUpperCase();
  const note = (values.replacementNote ?? '').trim();
  return { sku, interchangeable: sku ? values.interchangeable !== false : true, ...(sku && note ? { note } : {}) };
};

/** Whether the values say something else than the stored setting. */
export const replacementChanged = (values: ReplacementValues, setting: ReplacementSetting | undefined): boolean =>
  JSON.stringify(replacementBodyOf(values)) !== JSON.stringify(replacementBodyOf(replacementValues(setting)));

/** The fields' own rules (the API checks the number against the parts, and loops). */
export function replacementErrors(values: ReplacementValues, ownSku: string | undefined): Record<string, string> {
  const errors: Record<string, string> = {};
  const sku = (values.replacedBy ?? '').trim().toUpperCase();
  if (sku && !partNumber().safeParse(sku).success) errors.replacedBy = messages.partNumberInvalid;
  else if (sku && sku === ownSku?.trim().toUpperCase()) errors.replacedBy = replacementMessages.replacedByItself;
  if ((values.replacementNote ?? '').trim().length > REPLACEMENT_NOTE_MAX) errors.replacementNote = messages.tooLong;
  return errors;
}

/**
 * Replaced by (a part number), Interchangeable and Note: a part no longer sold leaves the
 * catalogue's lists, and every way to its old number leads to the part sold today.
 */
export function ReplacementFields({ idPrefix }: { idPrefix: string }) {
  return (
    <FieldGroup>
      <legend>{t('When no longer sold')}</legend>
      <TextField
        name="replacedBy"
        label={t('Replaced by')}
        hint={t('The number of the part sold in its place; leave it empty while this part is sold.')}
        autoComplete="off"
        spellCheck={false}
        id={`${idPrefix}-replaced-by`}
      />
      <Check>
        <Field name="interchangeable" type="checkbox">
          {({ input }) => <input {...input} id={`${idPrefix}-interchangeable`} />}
        </Field>
        {t('Interchangeable')}
      </Check>
      <TextField
        name="replacementNote"
        label={t('Note')}
        hint={t('Where it is not interchangeable: what else to change (shown with the replacement).')}
        multiline
        id={`${idPrefix}-replacement-note`}
      />
    </FieldGroup>
  );
}
