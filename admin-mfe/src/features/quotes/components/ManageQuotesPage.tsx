import styled from 'styled-components';
import { formatDate, formatDay, formatNumber, Link, useConfig, useFormatPrice } from '@storefront/shared';
import { quoteEndpoints } from '@storefront/shared/endpoints';
import { QUOTE_STATUS_CHOICES } from '@storefront/shared/orders';
import { QUOTE_STATUS_LABEL, type QuoteStatus, type QuoteSummary } from '@storefront/shared/schemas';
import { Badge, ChoiceField, labelledCardRows, PageTitle, Table, TableHead, VisuallyHidden } from '@storefront/shared/ui';
import { AdminPage } from '../../../components/AdminPage';
import { ListSearch, ListTable, Muted, titleWithCount, useAdminList } from '../../../components/ListPage';

/** The view's parameters in the URL, as the API names them. */
export const QUOTE_LIST_KEYS = ['status', 'q'] as const;

export const QUOTE_STATUS_TONE: Record<QuoteStatus, 'neutral' | 'success' | 'warning' | 'danger'> = {
  requested: 'warning',
  answered: 'neutral',
  accepted: 'success',
  declined: 'danger',
  expired: 'neutral',
};

/** From 600 px a table; on a phone each quote is a card: its number on top, each figure beside its column's name. */
const QuotesTable = styled(Table)`
  td.nowrap { white-space: nowrap; }
  tbody th { background: none; white-space: nowrap; }
  @media (min-width: ${({ theme }) => theme.breakpoints.sm}px) {
    min-width: 760px;
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.sm - 1}px) {
    ${labelledCardRows}
  }
`;

/** The buyer's name and e-mail, under their company. */
const Who = styled(Muted)`
  display: block;
`;

/**
 * Manage Quotes (docs/prices-and-quotes.md): every quote buyers asked for, newest first, filtered
 * by status and searched by its number, the company or the buyer; each opens its page to answer
 * or decline it.
 */
export default function ManageQuotesPage() {
  const { locale } = useConfig();
  const formatPrice = useFormatPrice();
  const admin = useAdminList<(typeof QUOTE_LIST_KEYS)[number], QuoteSummary>(quoteEndpoints.manageQuotes, QUOTE_LIST_KEYS, { filters: QUOTE_LIST_KEYS });
  const { view, list, filtered } = admin;

  return (
    <AdminPage>
      <PageTitle>{titleWithCount('Manage Quotes', list, locale)}</PageTitle>
      <ListSearch
        admin={admin}
        label="Search quotes"
        placeholder="Quote number, company or buyer"
        before={<ChoiceField label="Status" value={view.values.status} choices={QUOTE_STATUS_CHOICES} onChange={(next) => view.set({ status: next })} />}
      />
      <ListTable
        admin={admin}
        noun={['quote', 'quotes']}
        frameLabel="Quotes (scrolls sideways)"
        emptyTitle="No quotes yet"
        empty={<p>Buyers ask for a quote from their cart.</p>}
      >
        <QuotesTable>
          <VisuallyHidden as="caption">{filtered ? 'Matching quotes' : 'All quotes'}</VisuallyHidden>
          <TableHead columns={['Quote', 'Buyer', { label: 'Lines', num: true }, { label: 'Quoted total', num: true }, 'Valid until', 'Status', 'Asked']} />
          <tbody>
            {list.items.map((quote) => (
              <tr key={quote.number}>
                <th scope="row">
                  <Link to={`/dashboard/manageQuotes/${quote.number}`}>{quote.number}</Link>
                </th>
                <td data-label="Buyer">
                  <span>
                    {quote.company?.name ?? quote.name}
                    <Who>{quote.company ? `${quote.name}, ${quote.email}` : quote.email}</Who>
                  </span>
                </td>
                <td data-label="Lines" className="num">
                  {formatNumber(quote.lineCount, locale)}
                </td>
                <td data-label="Quoted total" className="num nowrap">
                  {quote.total === null ? 'Not answered' : formatPrice(quote.total)}
                </td>
                <td data-label="Valid until" className="nowrap">
                  {quote.validUntil ? <time dateTime={quote.validUntil}>{formatDay(quote.validUntil)}</time> : '—'}
                </td>
                <td data-label="Status">
                  <Badge $tone={QUOTE_STATUS_TONE[quote.status]}>{QUOTE_STATUS_LABEL[quote.status] ?? quote.status}</Badge>
                </td>
                <td data-label="Asked" className="nowrap">
                  <time dateTime={quote.createdAt}>{formatDate(quote.createdAt)}</time>
                </td>
              </tr>
            ))}
          </tbody>
        </QuotesTable>
      </ListTable>
    </AdminPage>
  );
}
