import { t, useFormatPrice } from '@storefront/shared';
import { quoteLineTotals, vatRateText, vatTotals, type Quote, type QuoteAnswer } from '@storefront/shared/schemas';
import { answerPrices } from '../api/quotes';

/**
 * A quote's totals among its facts (a `dl`'s groups): before an answer, "Awaiting answer"; after,
 * the quoted lines' total excl. VAT, the VAT its order's invoice will add and the total with it,
 * computed as the invoice computes them (`vatTotals`, VAT per line; docs/prices-and-quotes.md).
 */
export function QuoteTotals({ quote, answer }: { quote: Pick<Quote, 'lines' | 'vatRate'>; answer: QuoteAnswer | undefined }) {
  const formatPrice = useFormatPrice();
  if (!answer) {
    return (
      <div>
        <dt>{t('Total')}</dt>
        <dd>{t('Awaiting answer')}</dd>
      </div>
    );
  }
  const prices = answerPrices(answer);
  const totals = vatTotals(
    quoteLineTotals(quote.lines, (lineNo) => prices.get(lineNo) ?? null),
    quote.vatRate ?? 0,
  );
  if (quote.vatRate === undefined) {
    return (
      <div>
        <dt>{t('Total')}</dt>
        <dd>{formatPrice(totals.net)}</dd>
      </div>
    );
  }
  return (
    <>
      <div>
        <dt>{t('Total excl. VAT')}</dt>
        <dd>{formatPrice(totals.net)}</dd>
      </div>
      <div>
        <dt>{t('VAT ({rate})', { rate: vatRateText(quote.vatRate) })}</dt>
        <dd>{formatPrice(totals.vat)}</dd>
      </div>
      <div>
        <dt>{t('Total incl. VAT')}</dt>
        <dd>{formatPrice(totals.total)}</dd>
      </div>
    </>
  );
}
