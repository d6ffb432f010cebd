import styled from 'styled-components';
import { formatNumber, Link, msg, plural, t, useConfig, useFormatPrice, type OrderDetail, type OrderLine } from '@storefront/shared';
import { cardRows, Table, TableHead, TableWrap, VisuallyHidden, type Column } from '@storefront/shared/ui';
import { toCents } from '../schemas/pricing';
import { quotePagePath } from './quoteStatus';

const LINE_COLUMNS: Column[] = [
  { label: msg('Line'), num: true },
  msg('Part number'),
  msg('Part'),
  { label: msg('Unit price'), num: true },
  { label: msg('Quantity'), num: true },
  { label: msg('Line total'), num: true },
];

/**
 * Where a line's unit price came from, when not the part's own price: "50+ price", "Price list:
 * <name>", "Quote <number>"; none for a line at the list price (and every line ordered before
 * prices had sources).
 */
export function priceSourceText(line: Pick<OrderLine, 'priceSource' | 'priceMinQuantity' | 'priceListName' | 'quoteNumber'>): string | null {
  switch (line.priceSource) {
    case 'break':
      return line.priceMinQuantity ? t('{min}+ price', { min: line.priceMinQuantity }) : t('Quantity price');
    case 'contract':
      return line.priceListName ? t('Price list: {name}', { name: line.priceListName }) : t('Price list');
    case 'quote':
      return line.quoteNumber ? t('Quote {number}', { number: line.quoteNumber }) : t('Quote');
    default:
      return null;
  }
}

const Note = styled.span`
  display: block;
  white-space: normal;
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.colors.muted};
`;

/** A line's unit price, with where it came from and the list price beside a lower one ("50+ price · List BDT 653.25"). */
function UnitPrice({ line, customer }: { line: OrderLine; customer: boolean }) {
  const formatPrice = useFormatPrice();
  const source = priceSourceText(line);
  const lower = line.listPrice !== undefined && toCents(line.listPrice) > toCents(line.unitPrice);
  if (!source && !lower) return <>{formatPrice(line.unitPrice)}</>;
  return (
    <span>
      {formatPrice(line.unitPrice)}
      <Note>
        {line.priceSource === 'quote' && line.quoteNumber ? (
          <>
            {`${t('Quote')} `}
            <Link to={quotePagePath(line.quoteNumber, customer)}>{line.quoteNumber}</Link>
          </>
        ) : (
          source
        )}
        {source && lower && ' · '}
        {lower && t('List {price}', { price: formatPrice(line.listPrice!) })}
      </Note>
    </span>
  );
}

/**
 * The lines: a table from 600 px; on a phone each line is a card (the part's name, then each
 * figure beside its column's name, from the cell's data-label), so no price or total sits off
 * screen. The header row stays for screen readers, and the labels are hidden from them.
 */
const LinesTable = styled(Table)`
  tfoot th, tfoot td { font-weight: 700; border-bottom: none; border-top: 2px solid ${({ theme }) => theme.colors.border}; }
  td.nowrap { white-space: nowrap; }
  @media (min-width: ${({ theme }) => theme.breakpoints.sm}px) {
    min-width: 640px;
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.sm - 1}px) {
    ${cardRows}
    tfoot { display: block; }
    tbody tr {
      grid-template-areas: 'name line' 'sku sku' 'price price' 'quantity quantity' 'total total';
      gap: 4px 12px;
    }
    tbody th, tbody td { display: flex; justify-content: space-between; gap: 12px; padding: 0; border: none; text-align: right; }
    tbody th { grid-area: name; display: block; text-align: left; white-space: normal; }
    td.line { grid-area: line; justify-content: flex-end; gap: 0.25em; color: ${({ theme }) => theme.colors.muted}; font-size: 0.875rem; }
    td.sku { grid-area: sku; }
    td.price { grid-area: price; }
    td.quantity { grid-area: quantity; }
    td.total { grid-area: total; }
    td[data-label]::before {
      content: attr(data-label);
      content: attr(data-label) / '';
      font-weight: 400;
      text-align: left;
    }
    tfoot tr { display: flex; justify-content: space-between; gap: 12px; border-top: 2px solid ${({ theme }) => theme.colors.border}; }
    tfoot th, tfoot td { display: block; border-top: none; }
    tfoot th { text-align: left !important; }
  }
`;

/** Every line of the order with its part number, name and price as ordered, and the order's total. */
export function OrderLines({ order, customer }: { order: OrderDetail; customer: boolean }) {
  const formatPrice = useFormatPrice();
  const { locale } = useConfig();
  return (
    <TableWrap role="region" aria-label={t('The order’s lines')} tabIndex={0}>
      <LinesTable>
        <VisuallyHidden as="caption">{plural(order.lineCount, { one: '# line', other: '# lines' })}</VisuallyHidden>
        <TableHead columns={LINE_COLUMNS} />
        <tbody>
          {order.lines.map((line, index) => (
            <tr key={`${line.partId}-${index}`}>
              <td className="num line" data-label={t('Line')}>
                {index + 1}
              </td>
              <td className="nowrap sku" data-label={t('Part number')}>
                {line.partNumber ?? '–'}
              </td>
              <th scope="row" style={{ background: 'none', fontWeight: 600 }}>
                {line.partName}
              </th>
              <td className="num nowrap price" data-label={t('Unit price')}>
                <UnitPrice line={line} customer={customer} />
              </td>
              <td className="num quantity" data-label={t('Quantity')}>
                {formatNumber(line.quantity, locale)}
              </td>
              <td className="num nowrap total" data-label={t('Line total')}>
                {formatPrice(line.lineTotal)}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={5} style={{ background: 'none', textAlign: 'right' }}>
              {t('Order total')}
            </th>
            <td className="num nowrap">{formatPrice(order.totalPrice)}</td>
          </tr>
        </tfoot>
      </LinesTable>
    </TableWrap>
  );
}
