import { t } from '@storefront/shared';
import { TextField } from '@storefront/shared/forms';
import { partFields } from '@storefront/shared/schemas';

/** What Add Product and Edit hold of a part's Bangla: its name and description, optional. */
export interface BanglaPartValues {
  nameBn?: string;
  descriptionBn?: string;
}

const FIELDS = ['nameBn', 'descriptionBn'] as const;

/** The API's messages for the Bangla fields (its own schema), by field: empty when both are fine. */
export function banglaPartErrors(values: BanglaPartValues): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of FIELDS) {
    const checked = partFields[field].safeParse(values[field] ?? '');
    if (!checked.success) errors[field] = checked.error.issues[0]?.message ?? '';
  }
  return errors;
}

/** The Bangla as the API keeps it (trimmed, NFC); '' where none was typed. */
export function banglaPartBody(values: BanglaPartValues): Required<BanglaPartValues> {
  const [nameBn, descriptionBn] = FIELDS.map((field) => partFields[field].safeParse(values[field] ?? '').data ?? '');
  return { nameBn: nameBn ?? '', descriptionBn: descriptionBn ?? '' };
}

/**
 * "Name in Bangla" or "Description in Bangla": optional, typed in Bangla script (the input says so
 * with `lang`, for spelling and speech); left empty, Bangla pages show the English one.
 */
export function BanglaPartField({ field, idPrefix }: { field: keyof BanglaPartValues; idPrefix: string }) {
  return field === 'nameBn' ? (
    <TextField name="nameBn" label={t('Name in Bangla')} lang="bn" autoComplete="off" id={`${idPrefix}-name-bn`} hint={t('Optional: shown on Bangla pages')} />
  ) : (
    <TextField
      name="descriptionBn"
      label={t('Description in Bangla')}
      lang="bn"
      multiline
      id={`${idPrefix}-description-bn`}
      hint={t('Optional: shown on Bangla pages')}
    />
  );
}
