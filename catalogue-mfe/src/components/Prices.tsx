import styled from 'styled-components';
import { useFormatPrice, t } from '@storefront/shared';
import type { LinePrice, NextBreak, PriceBreak } from '@storefront/shared/schemas';
import { localNumber } from '../i18n/localName';

/**
 * How a price is shown beside the part's own (docs/prices-and-quotes.md, "What a buyer sees"):
 * a buyer's list price ("List BDT 653.25 · Your price BDT 590.00"), a break's ("50+ price"), a
 * quote's, the next break ("Add 12 more: BDT 610.00 each") and the part page's table of breaks.
 */

/**
 * The list price beside a lower one: smaller, muted and struck through, the buyer's price
 * prominent; a narrow screen breaks the line between the two (the dot stays with the list price)
 * before it breaks inside either.
 */
const ListAndYours = styled.span`
  > span { display: inline-block; font-size: 0.75em; font-weight: 500; color: ${({ theme }) => theme.colors.muted}; }
  strong { display: inline-block; color: ${({ theme }) => theme.colors.accent}; }
`;

/** "List BDT 653.25 · Your price BDT 590.00": the price a buyer's list gives, beside the part's own. */
export function YourPrice({ listPrice, unitPrice }: { listPrice: number; unitPrice: number }) {
  const formatPrice = useFormatPrice();
  return (
    <ListAndYours>
      <span>
        <s>{t('List {price}', { price: formatPrice(listPrice) })}</s> ·
      </span>{' '}
      <strong>{t('Your price {price}', { price: formatPrice(unitPrice) })}</strong>
    </ListAndYours>
  );
}

/** Where a line's unit price came from, in words, or nothing for the part's own price. */
export function priceNote(price: LinePrice, formatPrice: (amount: number) => string): string | undefined {
  switch (price.source) {
    case 'contract':
      return `${t('List {price}', { price: formatPrice(price.listPrice) })} · ${t('Your price {price}', { price: formatPrice(price.unitPrice) })}`;
    case 'break':
      return t('{quantity}+ price', { quantity: price.minQuantity === undefined ? '' : localNumber(price.minQuantity) });
    case 'quote':
      return t('Quote {number} price', { number: price.quoteNumber ?? '' });
    default:
      return undefined;
  }
}

/** "Add 12 more: BDT 610.00 each". */
export const nextBreakText = (next: NextBreak, formatPrice: (amount: number) => string): string =>
  t('Add {more} more: {price} each', { more: localNumber(next.more), price: formatPrice(next.unitPrice) });

const Breaks = styled.table`
  border-collapse: collapse;
  margin: 0 0 ${({ theme }) => theme.space(5)};
  min-width: 14rem;
  caption { text-align: left; font-weight: 700; margin-bottom: ${({ theme }) => theme.space(2)}; color: ${({ theme }) => theme.colors.primary}; }
  th, td { padding: 4px 12px 4px 0; text-align: left; border-bottom: 1px solid ${({ theme }) => theme.colors.border}; }
  thead th { color: ${({ theme }) => theme.colors.muted}; font-size: 0.875rem; font-weight: 600; }
  td { font-weight: 700; font-variant-numeric: tabular-nums; }
`;

/** "Buy more, pay less": from each quantity, the unit price (the rows of `priceTable`); nothing when the price never drops. */
export function PriceBreaksTable({ rows }: { rows: readonly PriceBreak[] }) {
  const formatPrice = useFormatPrice();
  if (rows.length === 0) return null;
  return (
    <Breaks>
      <caption>{t('Buy more, pay less')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('Quantity')}</th>
          <th scope="col">{t('Unit price')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.minQuantity}>
            <th scope="row">{localNumber(row.minQuantity)}+</th>
            <td>{formatPrice(row.price)}</td>
          </tr>
        ))}
      </tbody>
    </Breaks>
  );
}
