import styled from 'styled-components';
import { formatDate, formatNumber, Link, t, useFormatPrice, useSession } from '@storefront/shared';
import { quoteEndpoints } from '@storefront/shared/endpoints';
import { useListParams, usePagedList } from '@storefront/shared/lists';
import { QUOTE_STATUS_CHOICES, QUOTE_STATUS_TONE } from '@storefront/shared/orders';
import { QUOTE_STATUS_LABEL, quoteWithdrawn, type QuoteSummary } from '@storefront/shared/schemas';
import { Badge, PagedTable } from '@storefront/shared/ui';
import { CardTable, listFilters, ListPage, pagesOf, StatusToolbar } from '../../../components/ListPage';
import { formatDay } from '../api/quotes';

/** The quotes' table; under a quote's number, its maker's-number lines in small print. */
const QuotesTable = styled(CardTable)`
  tbody th .maker { display: block; font-weight: 400; font-size: 0.875rem; white-space: normal; color: ${({ theme }) => theme.colors.muted}; }
`;

/** The view's parameters in the URL, as the API names them. */
export const MY_QUOTE_LIST_KEYS = ['status'] as const;

/**
 * My Quotes (`/dashboard/quotes`): the quotes the customer asked for and, for a company's member,
 * their company's (with who asked), newest first: status, lines (a part not sold here by its maker's
 * number), total once answered, the date it holds until; filtered by status and paged.
 */
export default function MyQuotesPage() {
  const { companyRole } = useSession();
  const member = Boolean(companyRole);
  const formatPrice = useFormatPrice();
  const view = useListParams(MY_QUOTE_LIST_KEYS);
  const list = usePagedList<QuoteSummary>(quoteEndpoints.myQuotes, { status: view.values.status }, pagesOf(view));
  return (
    <ListPage
      title={t('My Quotes')}
      intro={
        member
          ? t('The quotes you and your colleagues asked for, newest first. Open one to see its prices, accept it or decline it.')
          : t('The quotes you asked for, newest first. Open one to see its prices, accept it or decline it.')
      }
    >
      <StatusToolbar view={view} choices={QUOTE_STATUS_CHOICES} />
      <PagedTable
        list={list}
        noun={[t('quote'), t('quotes')]}
        frameLabel={t('Your quotes (scrolls sideways)')}
        {...listFilters(view, MY_QUOTE_LIST_KEYS)}
        emptyTitle={t('No quotes yet')}
        empty={
          <p>
            <Link to="/cart">{t('Request a quote from your cart')}</Link>
            {t(': we answer with a price for each line.')}
          </p>
        }
        loadingLabel={t('Loading your quotes')}
        errorTitle={t('Your quotes could not be loaded')}
      >
        <QuotesTable $minWidth={720}>
          <thead>
            <tr>
              <th scope="col">{t('Quote')}</th>
              <th scope="col">{t('Status')}</th>
              <th scope="col" className="num">
                {t('Lines')}
              </th>
              <th scope="col" className="num">
                {t('Total')}
              </th>
              <th scope="col">{t('Valid until')}</th>
              <th scope="col">{t('Requested on')}</th>
              {member && <th scope="col">{t('Requested by')}</th>}
            </tr>
          </thead>
          <tbody>
            {list.items.map((quote) => (
              <tr key={quote.number}>
                <th scope="row">
                  <Link to={`/dashboard/quotes/${quote.number}`}>{quote.number}</Link>
                  {/* A part not sold here has no part of ours to name: its maker's number says what was asked for. */}
                  {quote.makerLines?.map((line) => (
                    <span key={line.number} className="maker">
                      {t('Maker’s number {number}: {description}', { number: line.number, description: line.description })}
                    </span>
                  ))}
                </th>
                <td data-label={t('Status')}>
                  <Badge $tone={QUOTE_STATUS_TONE[quote.status]}>{quoteWithdrawn(quote) ? t('Withdrawn') : t(QUOTE_STATUS_LABEL[quote.status])}</Badge>
                </td>
                <td data-label={t('Lines')} className="num">
                  {formatNumber(quote.lineCount)}
                </td>
                <td data-label={t('Total')} className="num nowrap">
                  {quote.total === null ? t('Awaiting answer') : formatPrice(quote.total)}
                </td>
                <td data-label={t('Valid until')} className="nowrap">
                  {quote.validUntil ? <time dateTime={quote.validUntil.slice(0, 10)}>{formatDay(quote.validUntil)}</time> : '–'}
                </td>
                <td data-label={t('Requested on')} className="nowrap">
                  <time dateTime={quote.createdAt}>{formatDate(quote.createdAt)}</time>
                </td>
                {member && <td data-label={t('Requested by')}>{quote.name}</td>}
              </tr>
            ))}
          </tbody>
        </QuotesTable>
      </PagedTable>
    </ListPage>
  );
}
