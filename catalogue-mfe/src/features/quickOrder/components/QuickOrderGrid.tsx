import type { ClipboardEvent } from 'react';
import styled from 'styled-components';
import { useFormatPrice, t } from '@storefront/shared';
import { Button, ErrorText, Input, VisuallyHidden } from '@storefront/shared/ui';
import { packAttributes } from '../../../components/packs';
import { priceNote } from '../../../components/Prices';
import { rowPrice, type Row } from './quickOrderRows';
import { Note } from './quickOrderStyles';
import { localNumber } from '../../../i18n/localName';

// A fixed layout: the part number takes what the row number, quantity and Remove leave, down to a
// phone's width; each header cell has room of its own, and Remove never breaks inside the word.
const Grid = styled.table`
  width: 100%;
  table-layout: fixed;
  border-collapse: collapse;
  th { text-align: left; font-size: 0.875rem; color: ${({ theme }) => theme.colors.muted}; padding: 0 8px 6px 0; white-space: nowrap; }
  td { vertical-align: top; padding: 4px 8px 8px 0; overflow-wrap: break-word; }
  th:nth-child(1) { width: 2.5rem; }
  th:nth-child(3) { width: 4.5rem; }
  th:nth-child(4) { width: 5rem; }
  th:last-child, td:last-child { padding-right: 0; }
  td:first-child { padding-top: 14px; color: ${({ theme }) => theme.colors.muted}; font-variant-numeric: tabular-nums; }
  input { min-width: 0; }
  button { padding-left: 8px; padding-right: 8px; white-space: nowrap; }
  /* The narrowest phones (and 400 % zoom): the part number keeps room to type, a header may wrap. */
  @media (max-width: 359.98px) {
    th { white-space: normal; }
    th:nth-child(1) { width: 2.25rem; }
    th:nth-child(3) { width: 4rem; }
    th:nth-child(4) { width: 4.5rem; }
    input { padding-left: 8px; padding-right: 8px; }
  }
  @media (min-width: 600px) {
    th:nth-child(3) { width: 8rem; }
    th:nth-child(4) { width: 6rem; }
  }
`;

interface LineProps {
  row: Row;
  /** The row's number, as the buyer knows it. */
  n: number;
  onChange: (key: number, field: 'partNumber' | 'quantity', value: string) => void;
  onPaste: (event: ClipboardEvent<HTMLInputElement>) => void;
  onRemove: (key: number) => void;
}

/** One row of the grid: its part number and quantity, each with its message, what the check found, and Remove. */
function QuickOrderLine({ row, n, onChange, onPaste, onRemove }: LineProps) {
  const formatPrice = useFormatPrice();
  const numberError = row.errors?.partNumber;
  const quantityError = row.errors?.quantity;
  const price = rowPrice(row);
  const said = price && priceNote(price, formatPrice);
  return (
    <tr>
      <td>{localNumber(n)}</td>
      <td>
        <Input
          aria-label={t('Part number, row {n}', { n: localNumber(n) })}
          value={row.partNumber}
          autoCapitalize="characters"
          spellCheck={false}
          onChange={(e) => onChange(row.key, 'partNumber', e.target.value)}
          onPaste={onPaste}
          $invalid={Boolean(numberError)}
          aria-invalid={Boolean(numberError)}
          aria-describedby={[numberError && `qo-${row.key}-number`, row.replaced && `qo-${row.key}-replaced`].filter(Boolean).join(' ') || undefined}
        />
        {numberError && <ErrorText id={`qo-${row.key}-number`}>{numberError}</ErrorText>}
        {row.note && <Note>{row.note}</Note>}
        {row.replaced && <Note id={`qo-${row.key}-replaced`}>{row.replaced}</Note>}
        {price && (
          <Note>
            {row.part?.sku}: {t('{price} per unit', { price: formatPrice(price.unitPrice) })}
            {said ? ` (${said})` : ''}
          </Note>
        )}
      </td>
      <td>
        <Input
          aria-label={t('Quantity, row {n}', { n: localNumber(n) })}
          inputMode="numeric"
          {...(row.part ? packAttributes(row.part) : {})}
          value={row.quantity}
          onChange={(e) => onChange(row.key, 'quantity', e.target.value)}
          $invalid={Boolean(quantityError)}
          aria-invalid={Boolean(quantityError)}
          aria-describedby={quantityError ? `qo-${row.key}-quantity` : undefined}
        />
        {quantityError && <ErrorText id={`qo-${row.key}-quantity`}>{quantityError}</ErrorText>}
      </td>
      <td>
        <Button $variant="ghost" $size="sm" aria-label={t('Remove row {n}', { n: localNumber(n) })} onClick={() => onRemove(row.key)}>
          {t('Remove')}
        </Button>
      </td>
    </tr>
  );
}

export interface QuickOrderGridProps {
  rows: Row[];
  numbers: number[];
  onChange: LineProps['onChange'];
  /** Pasting into a row's part number, by the row's index. */
  onPasteInto: (index: number) => LineProps['onPaste'];
  onRemove: LineProps['onRemove'];
}

/** The grid of part numbers and quantities. */
export function QuickOrderGrid({ rows, numbers, onChange, onPasteInto, onRemove }: QuickOrderGridProps) {
  return (
    <Grid aria-label={t('Quick order lines')}>
      <thead>
        <tr>
          <th scope="col">{t('Row')}</th>
          <th scope="col">{t('Part number')}</th>
          <th scope="col">{t('Quantity')}</th>
          <th scope="col">
            <VisuallyHidden>{t('Remove')}</VisuallyHidden>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <QuickOrderLine key={row.key} row={row} n={numbers[index]!} onChange={onChange} onPaste={onPasteInto(index)} onRemove={onRemove} />
        ))}
      </tbody>
    </Grid>
  );
}
