import { useEffect, useId, useState, type FormEvent, type InputHTMLAttributes } from 'react';
import styled from 'styled-components';
import { ApiError, msg, plural, t, useFormatPrice, useRefreshLists, useToast } from '@storefront/shared';
import { priceEndpoints } from '@storefront/shared/endpoints';
import type { PriceListDetail } from '@storefront/shared/schemas';
import { Button, ErrorText, FieldRow, Input, Label, labelledCardRows, Table, TableFrame, VisuallyHidden, TableHead } from '@storefront/shared/ui';
import { entriesRequest, entryRows, rowErrorsOf, setPriceListPrices, type EntryRow, type RowErrors } from '../api/priceLists';

const PricesTable = styled(Table)`
  tbody th { background: none; font-weight: 400; white-space: nowrap; }
  td.nowrap { white-space: nowrap; }
  input { max-width: 9rem; }
  @media (max-width: ${({ theme }) => theme.breakpoints.sm - 1}px) {
    ${labelledCardRows}
    input { max-width: 8rem; }
  }
`;

const Muted = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.875rem;
`;

const AddRow = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(3)};
  margin: ${({ theme }) => theme.space(4)} 0;
  > div { margin: 0; }
`;

const rowName = (row: EntryRow) =>
  row.minQuantity.trim() ? t('{part} from {quantity}', { part: row.partNumber, quantity: row.minQuantity.trim() }) : row.partNumber;

/** A row's number field (its quantity or its price), marked and described by the row's message when it has one. */
function EntryInput({
  label,
  errorId,
  invalid,
  ...input
}: { label: string; errorId: string; invalid: boolean } & Pick<InputHTMLAttributes<HTMLInputElement>, 'inputMode' | 'min' | 'step' | 'value' | 'onChange'>) {
  return (
    <Input
      type="number"
      aria-label={label}
      $invalid={invalid}
      aria-invalid={invalid || undefined}
      aria-describedby={invalid ? errorId : undefined}
      {...input}
    />
  );
}

/** A row's two number fields: from which quantity, at which price. */
const ENTRY_FIELDS = [
  { name: 'minQuantity', label: msg('From quantity'), inputMode: 'numeric', min: '1', step: '1' },
  { name: 'price', label: msg('List price'), inputMode: 'decimal', min: '0.01', step: '0.01' },
] as const;

/** A price's row: its part, the part's own price, its quantity and price to edit, and Remove. */
function PriceRow({
  row,
  error,
  errorId,
  onChange,
  onRemove,
}: {
  row: EntryRow;
  error: string | undefined;
  errorId: string;
  onChange(next: Partial<EntryRow>): void;
  onRemove(): void;
}) {
  const formatPrice = useFormatPrice();
  const invalid = error !== undefined;
  return (
    <tr>
      <th scope="row">
        {row.partNumber}
        {row.partName && <Muted>{row.partName}</Muted>}
        {invalid && <ErrorText id={errorId}>{error}</ErrorText>}
      </th>
      <td data-label={t('Part’s price')} className="num nowrap">
        {row.partPrice === undefined ? t('Shown once saved') : formatPrice(row.partPrice)}
      </td>
      {ENTRY_FIELDS.map((field) => (
        <td key={field.name} data-label={t(field.label)}>
          <EntryInput
            label={t('{field} for {part}', { field: t(field.label), part: row.partNumber })}
            errorId={errorId}
            invalid={invalid}
            inputMode={field.inputMode}
            min={field.min}
            step={field.step}
            value={row[field.name]}
            onChange={(event) => onChange({ [field.name]: event.target.value })}
          />
        </td>
      ))}
      <td className="actions">
        <Button $size="sm" $variant="secondary" onClick={onRemove}>
          {t('Remove {name}', { name: rowName(row) })}
        </Button>
      </td>
    </tr>
  );
}

/**
 * The list's prices, edited in place: each a part (by its number) from a quantity at a price,
 * beside the part's own price; add a part by its number, remove a row; Save sends them all (the
 * API replaces the list's prices) and each bad row shows its message.
 */
export function PricesSection({ list, onSaved }: { list: PriceListDetail; onSaved(list: PriceListDetail): void }) {
  const id = useId();
  const toast = useToast();
  const refreshLists = useRefreshLists();
  const [rows, setRows] = useState<EntryRow[]>(() => entryRows(list.entries));
  const [errors, setErrors] = useState<RowErrors>({});
  const [formError, setFormError] = useState<string>();
  const [partNumber, setPartNumber] = useState('');
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    setRows(entryRows(list.entries));
    setErrors({});
  }, [list.entries]);

  const change = (index: number, next: Partial<EntryRow>) => setRows(rows.map((row, i) => (i === index ? { ...row, ...next } : row)));

  const addPart = (event: FormEvent) => {
    event.preventDefault();
    const number = partNumber.trim().toUpperCase();
    if (!number) return;
    const known = rows.find((row) => row.partNumber === number);
    setRows([...rows, { partNumber: number, partName: known?.partName, partPrice: known?.partPrice, minQuantity: known ? '' : '1', price: '' }]);
    setPartNumber('');
  };

  const save = async () => {
    const request = entriesRequest(rows);
    if ('errors' in request) {
      setErrors(request.errors);
      return;
    }
    setErrors({});
    setFormError(undefined);
    setBusy(true);
    try {
      const saved = await setPriceListPrices(list.id, request.entries);
      toast.success(t('{name}: {prices} saved.', { name: saved.name, prices: plural(saved.entryCount, { one: '# price', other: '# prices' }) }));
      onSaved(saved);
      void refreshLists(priceEndpoints.listPriceLists);
    } catch (cause) {
      const rowErrors = cause instanceof ApiError && cause.fields ? rowErrorsOf(cause.fields) : {};
      if (Object.keys(rowErrors).length) setErrors(rowErrors);
      else setFormError(t('Could not save the prices: {reason}', { reason: (cause as Error).message }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="list-prices">
      <h2 id="list-prices">{t('Prices')}</h2>
      {rows.length === 0 ? (
        <p>{t('No prices yet: add parts by their number, or import a CSV.')}</p>
      ) : (
        <TableFrame label={t('Prices (scrolls sideways)')}>
          <PricesTable>
            <VisuallyHidden as="caption">{t('The prices of {name}', { name: list.name })}</VisuallyHidden>
            <TableHead
              columns={[
                t('Part'),
                { label: t('Part’s price'), num: true },
                t('From quantity'),
                t('List price'),
                { label: <VisuallyHidden>{t('Remove')}</VisuallyHidden>, actions: true },
              ]}
            />
            <tbody>
              {rows.map((row, index) => (
                <PriceRow
                  key={index}
                  row={row}
                  error={errors[index]}
                  errorId={`${id}-row-${index}-error`}
                  onChange={(next) => change(index, next)}
                  onRemove={() => {
                    setRows(rows.filter((_, i) => i !== index));
                    setErrors({});
                  }}
                />
              ))}
            </tbody>
          </PricesTable>
        </TableFrame>
      )}
      <AddRow onSubmit={addPart} noValidate aria-label={t('Add a part')}>
        <FieldRow>
          <Label htmlFor={`${id}-part`}>{t('Part number')}</Label>
          <Input id={`${id}-part`} value={partNumber} autoComplete="off" onChange={(event) => setPartNumber(event.target.value)} />
        </FieldRow>
        <Button type="submit" $variant="secondary">
          {t('Add part')}
        </Button>
      </AddRow>
      {Object.keys(errors).length > 0 && <ErrorText role="alert">{t('Some prices need changes: see each marked row.')}</ErrorText>}
      {formError && <ErrorText role="alert">{formError}</ErrorText>}
      <Button onClick={() => void save()} disabled={busy}>
        {busy ? t('Saving…') : t('Save prices')}
      </Button>
    </section>
  );
}
