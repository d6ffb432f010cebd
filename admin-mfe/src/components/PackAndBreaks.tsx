import { ARRAY_ERROR, setIn, type SubmissionErrors } from 'final-form';
import { useField, useForm } from 'react-final-form';
import styled from 'styled-components';
import { formatNumber, t } from '@storefront/shared';
import { TextField } from '@storefront/shared/forms';
import { Button, ErrorText, Hint } from '@storefront/shared/ui';

/** A quantity break as typed: from which quantity, at what unit price. */
export interface BreakValues {
  minQuantity?: string;
  price?: string;
}

/** What the product forms hold for a part's pack size, maximum per order and breaks. */
export interface PackAndBreaksValues {
  pack_Size?: string;
  max_order_Quantity?: string;
  breaks?: BreakValues[];
}

/** A part's pack, maximum and breaks as the forms show them (text), from the part as the API answers it. */
export function packAndBreaksValues(part: {
  pack_Size?: number;
  max_order_Quantity?: number | null;
  breaks?: { minQuantity: number; price: number }[];
}): PackAndBreaksValues {
  return {
    pack_Size: String(part.pack_Size ?? 1),
    max_order_Quantity: part.max_order_Quantity == null ? '' : String(part.max_order_Quantity),
    breaks: (part.breaks ?? []).map((b) => ({ minQuantity: String(b.minQuantity), price: String(b.price) })),
  };
}

/**
 * The schemas' messages by dotted path (`breaks.1.price`, `breaks`) as final-form keeps them: a
 * row's field at `breaks[1].price`, the breaks' own message (`packAndBreaksProblem`) on the list.
 */
export function nestErrors(flat: Record<string, string> | undefined): SubmissionErrors | undefined {
  if (!flat || Object.keys(flat).length === 0) return undefined;
  let nested: Record<string, unknown> = {};
  for (const [key, message] of Object.entries(flat)) {
    if (key === 'breaks') continue;
    nested = setIn(nested, key.replace(/\.(\d+)(?=\.|$)/g, '[$1]'), message) as Record<string, unknown>;
  }
  if (flat.breaks) {
    const rows = (Array.isArray(nested.breaks) ? [...(nested.breaks as unknown[])] : []) as unknown[] & Record<string, unknown>;
    rows[ARRAY_ERROR] = flat.breaks;
    nested = { ...nested, breaks: rows };
  }
  return nested;
}

const Columns = styled.div`
  display: grid;
  gap: 0 ${({ theme }) => theme.space(4)};
  grid-template-columns: repeat(auto-fit, minmax(190px, 1fr));
`;

const Breaks = styled.fieldset`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  padding: ${({ theme }) => theme.space(4)};
  margin: 0 0 ${({ theme }) => theme.space(4)};
  legend { font-weight: 600; padding: 0 ${({ theme }) => theme.space(1)}; }
`;

const Row = styled.div`
  display: grid;
  gap: 0 ${({ theme }) => theme.space(3)};
  grid-template-columns: repeat(auto-fit, minmax(140px, 1fr)) auto;
  align-items: start;
  button { margin-top: 1.75rem; }
`;

/**
 * "Pack size", "Maximum per order" and "Quantity breaks" of Add Product and Edit: each break a row
 * of "From quantity" and "Unit price" (Add break, Remove break from 50); the shared schema's
 * messages show under each field, the breaks' own under the list.
 */
export function PackAndBreaksFields({ idPrefix }: { idPrefix: string }) {
  const form = useForm();
  const breaks = useField<BreakValues[]>('breaks', {
    subscription: { value: true, error: true, submitError: true, submitFailed: true, dirtySinceLastSubmit: true },
  });
  const rows = breaks.input.value || [];
  const { meta } = breaks;
  const listError = [meta.submitFailed ? meta.error : undefined, meta.dirtySinceLastSubmit ? undefined : meta.submitError]
    .map((error: unknown) => (error && typeof error === 'object' ? (error as Record<string, unknown>)[ARRAY_ERROR] : error))
    .find((message): message is string => typeof message === 'string');
  const errorId = `${idPrefix}-breaks-error`;

  return (
    <>
      <Columns>
        <TextField
          name="pack_Size"
          label={t('Pack size')}
          id={`${idPrefix}-pack`}
          type="number"
          inputMode="numeric"
          min="1"
          step="1"
          hint={t('Units per pack: quantities are whole packs')}
        />
        <TextField
          name="max_order_Quantity"
          label={t('Maximum per order')}
          id={`${idPrefix}-max`}
          type="number"
          inputMode="numeric"
          min="1"
          step="1"
          hint={t('Optional: units one order may hold')}
        />
      </Columns>
      <Breaks aria-describedby={listError ? errorId : undefined}>
        <legend>{t('Quantity breaks')}</legend>
        <Hint>{t('Optional: a lower unit price from a quantity on, below the price before it.')}</Hint>
        {rows.map((row, index) => (
          <Row key={index}>
            <TextField
              name={`breaks[${index}].minQuantity`}
              label={t('From quantity')}
              id={`${idPrefix}-break-${index}-from`}
              type="number"
              inputMode="numeric"
              min="2"
              step="1"
            />
            <TextField
              name={`breaks[${index}].price`}
              label={t('Unit price')}
              id={`${idPrefix}-break-${index}-price`}
              type="number"
              inputMode="decimal"
              min="0.01"
              step="0.01"
            />
            <Button
              $variant="secondary"
              $size="sm"
              onClick={() =>
                form.change(
                  'breaks',
                  rows.filter((_, i) => i !== index),
                )
              }
            >
              {row.minQuantity?.trim()
                ? t('Remove break from {quantity}', { quantity: row.minQuantity.trim() })
                : t('Remove break {number}', { number: formatNumber(index + 1) })}
            </Button>
          </Row>
        ))}
        {listError && <ErrorText id={errorId}>{listError}</ErrorText>}
        <Button $variant="secondary" $size="sm" onClick={() => form.change('breaks', [...rows, { minQuantity: '', price: '' }])}>
          {t('Add break')}
        </Button>
      </Breaks>
    </>
  );
}
