import styled from 'styled-components';
import { formatDate, formatDay, formatNumber, Link, t, useFormatPrice } from '@storefront/shared';
import { quoteEndpoints } from '@storefront/shared/endpoints';
import { QUOTE_STATUS_CHOICES } from '@storefront/shared/orders';
import { QUOTE_STATUS_LABEL, type QuoteStatus, type QuoteSummary } from '@storefront/shared/schemas';
import { Badge, ChoiceField, labelledCardRows, PageTitle, Table, TableHead, VisuallyHidden } from '@storefront/shared/ui';
import { AdminPage } from '../../../components/AdminPage';
import { ListSearch, ListTable, Muted, titleWithCount, useAdminList } from '../../../components/ListPage';
import { translatedChoices, usePageLocale } from '../../../components/i18n';

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
  const locale = usePageLocale();
  const formatPrice = useFormatPrice();
  const admin = useAdminList<(typeof QUOTE_LIST_KEYS)[number], QuoteSummary>(quoteEndpoints.manageQuotes, QUOTE_LIST_KEYS, { filters: QUOTE_LIST_KEYS });
  const { view, list, filtered } = admin;

  return (
    <AdminPage>
      <PageTitle>{titleWithCount(t('Manage Quotes'), list, locale)}</PageTitle>
      <ListSearch
        admin={admin}
        label={t('Search quotes')}
        placeholder={t('Quote number, company or buyer')}
        before={
          <ChoiceField
            label={t('Status')}
            value={view.values.status}
            choices={translatedChoices(QUOTE_STATUS_CHOICES)}
            onChange={(next) => view.set({ status: next })}
          />
        }
      />
      <ListTable
        admin={admin}
        noun={['quote', 'quotes']}
        frameLabel={t('Quotes (scrolls sideways)')}
        emptyTitle={t('No quotes yet')}
        empty={<p>{t('Buyers ask for a quote from their cart.')}</p>}
      >
        <QuotesTable>
          <VisuallyHidden as="caption">{filtered ? t('Matching quotes') : t('All quotes')}</VisuallyHidden>
          <TableHead
            columns={[
              t('Quote'),
              t('Buyer'),
              { label: t('Lines'), num: true },
              { label: t('Quoted total'), num: true },
              t('Valid until'),
              t('Status'),
              t('Asked'),
            ]}
          />
          <tbody>
            {list.items.map((quote) => (
              <tr key={quote.number}>
                <th scope="row">
                  <Link to={`/dashboard/manageQuotes/${quote.number}`}>{quote.number}</Link>
                </th>
                <td data-label={t('Buyer')}>
                  <span>
                    {quote.company?.name ?? quote.name}
                    <Who>{quote.company ? `${quote.name}, ${quote.email}` : quote.email}</Who>
                  </span>
                </td>
                <td data-label={t('Lines')} className="num">
                  {formatNumber(quote.lineCount, locale)}
                </td>
                <td data-label={t('Quoted total')} className="num nowrap">
                  {quote.total === null ? t('Not answered') : formatPrice(quote.total)}
                </td>
                <td data-label={t('Valid until')} className="nowrap">
                  {quote.validUntil ? <time dateTime={quote.validUntil}>{formatDay(quote.validUntil)}</time> : '—'}
                </td>
                <td data-label={t('Status')}>
                  <Badge $tone={QUOTE_STATUS_TONE[quote.status]}>{t(QUOTE_STATUS_LABEL[quote.status] ?? quote.status)}</Badge>
                </td>
                <td data-label={t('Asked')} className="nowrap">
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
