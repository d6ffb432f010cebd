import styled from 'styled-components';
import { formatNumber, Link, t, useConfig, useFormatPrice } from '@storefront/shared';
import { labelledCardRows, Table, TableFrame, TableHead, VisuallyHidden } from '@storefront/shared/ui';
import { quoteLineTotal, quoteLinesTotal, type Quote, type QuoteLine } from '../schemas/api/quotes';

/** From 600 px a table; on a phone each line is a card: the part on top, each figure beside its column's name. */
const Lines = styled(Table)`
  td.nowrap { white-space: nowrap; }
  tbody th { background: none; white-space: normal; min-width: 180px; }
  tbody th span { display: block; font-weight: 400; font-size: 0.875rem; color: ${({ theme }) => theme.colors.muted}; }
  tfoot th, tfoot td { font-weight: 700; border-bottom: none; border-top: 2px solid ${({ theme }) => theme.colors.border}; }
  tfoot th { background: none; text-align: right; }
  @media (max-width: ${({ theme }) => theme.breakpoints.sm - 1}px) {
    ${labelledCardRows}
    tbody th { min-width: 0; }
    tfoot { display: block; }
    tfoot tr { display: flex; justify-content: space-between; gap: 12px; padding: 12px; }
    tfoot th, tfoot td { display: block; border-top: none; padding: 0; }
  }
`;

const ListBeside = styled.span`
  display: block;
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.colors.muted};
`;

/** What the buyer pays for the line today, and the list price under it when theirs is lower ("List BDT 520.00"). */
function OwnPrice({ line }: { line: QuoteLine }) {
  const formatPrice = useFormatPrice();
  const own = line.buyerPrice?.unitPrice ?? line.listPrice;
  if (own === null) return <>–</>;
  return (
    <>
      {formatPrice(own)}
      {line.listPrice !== null && own < line.listPrice && <ListBeside>{t('List {price}', { price: formatPrice(line.listPrice) })}</ListBeside>}
    </>
  );
}

/**
 * A line's part: its name and number. A maker's-number line (a part not sold here) says so: before
 * an answer its description, maker's number and the parts book page it was asked from; after one,
 * the part of ours supplying it "for maker's number X".
 */
export function QuoteLinePart({ line, linkParts = false }: { line: QuoteLine; linkParts?: boolean }) {
  const name = linkParts && line.partId ? <Link to={`/parts/${line.partId}`}>{line.partName}</Link> : line.partName;
  if (!line.maker)
    return (
      <>
        {name}
        <span>{t('Part number {sku}', { sku: line.partNumber })}</span>
      </>
    );
  const { maker } = line;
  const book = maker.assembly.name && (
    <span>
      {`${t('From the parts book:')} `}
      {linkParts && maker.assembly.path ? <Link to={maker.assembly.path}>{maker.assembly.name}</Link> : maker.assembly.name}
    </span>
  );
  if (!line.partId)
    return (
      <>
        {maker.description}
        <span>{t('Maker’s number {number} (not sold here)', { number: maker.number })}</span>
        {book}
      </>
    );
  return (
    <>
      {name}
      <span>{t('Part number {sku}', { sku: line.partNumber })}</span>
      <span>{t('For maker’s number {number}, {description}', { number: maker.number, description: maker.description })}</span>
      {book}
    </>
  );
}

export interface QuoteLinesTableProps {
  quote: Pick<Quote, 'number' | 'lines'>;
  /** The buyer's target price per line (the buyer's and the admin's pages). */
  showTarget?: boolean;
  /** Each line's total at its quoted price, and the quote's below. */
  showTotals?: boolean;
  /** Each part's name links to its page (the buyer's pages). */
  linkParts?: boolean;
  /**
   * The buyer's own price (`buyerPrice`: their company's list, a break) in place of the list price,
   * the list price under a lower one: what the buyer pays today, while the quote is a request.
   */
  ownPrice?: boolean;
  /** What a line without a quoted price says (`Awaiting answer`, `Not yet`). */
  unquoted?: string;
}

/**
 * A quote's lines: the part, the quantity, the list price it had when it was asked for, the
 * buyer's target, the quoted price and the line's total, in the same columns on the buyer's quote
 * page, the admin's and the checkout that accepts it.
 */
export function QuoteLinesTable({ quote, showTarget = false, showTotals = false, linkParts = false, ownPrice = false, unquoted = '–' }: QuoteLinesTableProps) {
  const formatPrice = useFormatPrice();
  const { locale } = useConfig();
  const quoted = new Map(quote.lines.map((line) => [line.lineNo, line.quotedPrice]));
  const anyQuoted = quote.lines.some((line) => line.quotedPrice !== null);
  const columns = 4 + (showTarget ? 1 : 0) + (showTotals ? 1 : 0);
  return (
    <TableFrame label={t('Lines of quote {number}', { number: quote.number })}>
      <Lines>
        <VisuallyHidden as="caption">{t('Lines of quote {number}', { number: quote.number })}</VisuallyHidden>
        <TableHead
          columns={[
            t('Part'),
            { label: t('Quantity'), num: true },
            { label: ownPrice ? t('Your price') : t('List price'), num: true },
            ...(showTarget ? [{ label: t('Target'), num: true }] : []),
            { label: t('Quoted price'), num: true },
            ...(showTotals ? [{ label: t('Line total'), num: true }] : []),
          ]}
        />
        <tbody>
          {quote.lines.map((line) => {
            const total = quoteLineTotal(line, line.quotedPrice);
            return (
              <tr key={line.lineNo}>
                <th scope="row">
                  <QuoteLinePart line={line} linkParts={linkParts} />
                </th>
                <td data-label={t('Quantity')} className="num">
                  {formatNumber(line.quantity, locale)}
                </td>
                {ownPrice ? (
                  <td data-label={t('Your price')} className="num nowrap">
                    <OwnPrice line={line} />
                  </td>
                ) : (
                  <td data-label={t('List price')} className="num nowrap">
                    {line.listPrice === null ? '–' : formatPrice(line.listPrice)}
                  </td>
                )}
                {showTarget && (
                  <td data-label={t('Target')} className="num nowrap">
                    {line.targetPrice === null ? t('None') : formatPrice(line.targetPrice)}
                  </td>
                )}
                <td data-label={t('Quoted price')} className="num nowrap">
                  {line.quotedPrice === null ? t(unquoted) : formatPrice(line.quotedPrice)}
                </td>
                {showTotals && (
                  <td data-label={t('Line total')} className="num nowrap">
                    {total === null ? '–' : formatPrice(total)}
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
        {showTotals && anyQuoted && (
          <tfoot>
            <tr>
              <th scope="row" colSpan={columns - 1}>
                {t('Quote total')}
              </th>
              <td className="num nowrap">{formatPrice(quoteLinesTotal(quote.lines, (lineNo) => quoted.get(lineNo) ?? null))}</td>
            </tr>
          </tfoot>
        )}
      </Lines>
    </TableFrame>
  );
}
