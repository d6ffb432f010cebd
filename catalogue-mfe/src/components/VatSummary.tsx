import styled from 'styled-components';
import { useFormatPrice, t } from '@storefront/shared';
import { vatRateText, vatTotals } from '@storefront/shared/schemas';

const Rows = styled.div`
  display: grid;
  gap: 2px;
  min-width: min(100%, 16rem);
  /* The label (the row's text) wraps in its column on a phone; the amount keeps the right edge. */
  p {
    margin: 0;
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    align-items: baseline;
    gap: 0 ${({ theme }) => theme.space(3)};
    font-variant-numeric: tabular-nums;
  }
  .whole { grid-column: 1 / -1; }
  .muted { color: ${({ theme }) => theme.colors.muted}; font-size: 0.9375rem; }
`;

/**
 * An order's amounts before it is placed (docs/buying.md): the lines' total excl. VAT, the VAT the
 * invoice will add and the total with it, computed as the invoice computes them (`vatTotals`, VAT
 * per line). Without a rate (a visitor's cart, kept in the browser) it says the total excludes VAT.
 * `label` names the net total ("Order total (3 lines)").
 */
export function VatSummary({ lineTotals, vatRate, label: named }: { lineTotals: readonly number[]; vatRate: number | undefined; label?: string }) {
  const formatPrice = useFormatPrice();
  const label = named ?? t('Order total');
  if (vatRate === undefined) {
    const net = vatTotals(lineTotals, 0).net;
    return (
      <Rows>
        <p>
          <span className="whole">
            {t('{label} excl. VAT:', { label })} <strong>{formatPrice(net)}</strong>
          </span>
        </p>
        <p className="muted">
          <span className="whole">{t('VAT is added on the invoice.')}</span>
        </p>
      </Rows>
    );
  }
  const totals = vatTotals(lineTotals, vatRate);
  return (
    <Rows>
      <p className="muted">
        {t('{label} excl. VAT:', { label })} <span>{formatPrice(totals.net)}</span>
      </p>
      <p className="muted">
        {t('VAT ({rate}):', { rate: vatRateText(vatRate) })} <span>{formatPrice(totals.vat)}</span>
      </p>
      <p>
        {t('Total incl. VAT:')} <strong>{formatPrice(totals.total)}</strong>
      </p>
    </Rows>
  );
}
