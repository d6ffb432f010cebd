import styled from 'styled-components';
import { formatDate, formatDay, formatNumber, Link, useConfig, useFormatPrice } from '@storefront/shared';
import { useListParams } from '@storefront/shared/lists';
import { QUOTE_STATUS_LABEL, type QuoteStatus } from '@storefront/shared/schemas';
import {
  Badge,
  ChoiceField,
  labelledCardRows,
  ListToolbar,
  PagedTable,
  PageTitle,
  SearchField,
  Table,
  VisuallyHidden,
  type Choice,
} from '@storefront/shared/ui';
import { AdminPage } from '../../../components/AdminPage';
import { STATUS_ORDER, useManageQuotes } from '../api/quotes';

/** The view's parameters in the URL, as the API names them. */
export const QUOTE_LIST_KEYS = ['status', 'q'] as const;

export const QUOTE_STATUS_TONE: Record<QuoteStatus, 'neutral' | 'success' | 'warning' | 'danger'> = {
  requested: 'warning',
  answered: 'neutral',
  accepted: 'success',
  declined: 'danger',
  expired: 'neutral',
};

const STATUS_CHOICES: Choice[] = [{ value: '', label: 'All' }, ...STATUS_ORDER.map((status) => ({ value: status, label: QUOTE_STATUS_LABEL[status] }))];

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

const Muted = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.875rem;
`;

/**
 * Manage Quotes (docs/prices-and-quotes.md): every quote buyers asked for, newest first, filtered
 * by status and searched by its number, the company or the buyer; each opens its page to answer
 * or decline it.
 */
export default function ManageQuotesPage() {
  const { locale } = useConfig();
  const formatPrice = useFormatPrice();
  const view = useListParams(QUOTE_LIST_KEYS);
  const list = useManageQuotes(view.values, view.pages, view.setPages);
  const filtered = Boolean(view.values.status || view.values.q);
  const title = list.total === undefined ? 'Manage Quotes' : `Manage Quotes: ${list.totalExact ? '' : 'about '}${formatNumber(list.total, locale)}`;

  return (
    <AdminPage>
      <PageTitle>{title}</PageTitle>
      <ListToolbar>
        <ChoiceField label="Status" value={view.values.status} choices={STATUS_CHOICES} onChange={(next) => view.set({ status: next })} />
        <SearchField
          label="Search quotes"
          placeholder="Quote number, company or buyer"
          value={view.values.q ?? ''}
          onSearch={(next) => view.set({ q: next }, { replace: true })}
        />
      </ListToolbar>
      <PagedTable
        list={list}
        noun={['quote', 'quotes']}
        frameLabel="Quotes (scrolls sideways)"
        filtered={filtered}
        onClearFilters={() => view.set({ status: undefined, q: undefined })}
        emptyTitle="No quotes yet"
        empty={<p>Buyers ask for a quote from their cart.</p>}
      >
        <QuotesTable>
          <VisuallyHidden as="caption">{filtered ? 'Matching quotes' : 'All quotes'}</VisuallyHidden>
          <thead>
            <tr>
              <th scope="col">Quote</th>
              <th scope="col">Buyer</th>
              <th scope="col" className="num">
                Lines
              </th>
              <th scope="col" className="num">
                Quoted total
              </th>
              <th scope="col">Valid until</th>
              <th scope="col">Status</th>
              <th scope="col">Asked</th>
            </tr>
          </thead>
          <tbody>
            {list.items.map((quote) => (
              <tr key={quote.number}>
                <th scope="row">
                  <Link to={`/dashboard/manageQuotes/${quote.number}`}>{quote.number}</Link>
                </th>
                <td data-label="Buyer">
                  <span>
                    {quote.company?.name ?? quote.name}
                    <Muted>{quote.company ? `${quote.name}, ${quote.email}` : quote.email}</Muted>
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
      </PagedTable>
    </AdminPage>
  );
}
