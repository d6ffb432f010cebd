import styled from 'styled-components';
import { formatDate, formatDay, Link, msg, t, useFormatPrice } from '@storefront/shared';
import { useListParams } from '@storefront/shared/lists';
import { INVOICE_STATUS_TONE, InvoiceButton } from '@storefront/shared/orders';
import { INVOICE_STATUS_LABEL, PAYMENT_TERMS_LABEL } from '@storefront/shared/schemas';
import { Badge, PagedTable, type Choice } from '@storefront/shared/ui';
import { CardTable, listFilters, ListPage, StatusToolbar } from '../../../components/ListPage';
import { useCompanyInvoices } from '../api/invoices';

const Summary = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin: 0 0 ${({ theme }) => theme.space(5)};
  div {
    min-width: 0;
    padding: ${({ theme }) => theme.space(4)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.colors.surface};
  }
  dt { color: ${({ theme }) => theme.colors.muted}; font-size: 0.875rem; }
  dd { margin: 4px 0 0; font-size: 1.25rem; font-weight: 700; overflow-wrap: anywhere; }
`;

/** An invoice's number heads its row, its order's link under it. */
const InvoicesTable = styled(CardTable)`
  tbody th a { display: block; font-weight: 400; font-size: 0.875rem; }
`;

const STATUS_CHOICES: Choice[] = [
  { value: '', label: msg('All') },
  { value: 'open', label: msg('Open') },
  { value: 'overdue', label: msg('Overdue') },
  { value: 'paid', label: msg('Paid') },
];

const INVOICE_LIST_KEYS = ['status'] as const;

/**
 * Invoices (`/dashboard/invoices`, company admins and approvers): the company's open balance,
 * overdue amount and available credit with its terms, then every invoice with its order, dates,
 * total, what was paid, its status and its PDF; filtered by status.
 */
export default function InvoicesPage() {
  const formatPrice = useFormatPrice();
  const view = useListParams(INVOICE_LIST_KEYS);
  const list = useCompanyInvoices(view.values.status, view.pages, view.setPages);
  const credit = list.credit;
  return (
    <ListPage title={t('Invoices')} intro={t('Your company’s invoices, newest first. An invoice is due its terms’ days after it is issued.')}>
      {credit && (
        <section aria-label={t('Your company’s account')}>
          <Summary>
            <div>
              <dt>{t('Open balance')}</dt>
              <dd>{formatPrice(credit.openBalance)}</dd>
            </div>
            <div>
              <dt>{t('Overdue')}</dt>
              <dd>{formatPrice(credit.overdue)}</dd>
            </div>
            <div>
              <dt>{t('Available credit')}</dt>
              <dd>{credit.terms === 'prepaid' ? t('None (prepaid)') : `${formatPrice(credit.available)} (${t(PAYMENT_TERMS_LABEL[credit.terms])})`}</dd>
            </div>
          </Summary>
        </section>
      )}
      <StatusToolbar view={view} choices={STATUS_CHOICES} />
      <PagedTable
        list={list}
        noun={[t('invoice'), t('invoices')]}
        loadingLabel={t('Loading invoices')}
        errorTitle={t('The invoices could not be loaded')}
        frameLabel={t('Your company’s invoices (scrolls sideways)')}
        {...listFilters(view, INVOICE_LIST_KEYS)}
        emptyTitle={t('No invoices yet')}
        empty={<p>{t('An order’s invoice is issued when the order is confirmed.')}</p>}
      >
        <InvoicesTable $minWidth={700}>
          <thead>
            <tr>
              <th scope="col">{t('Invoice')}</th>
              <th scope="col">{t('Issued')}</th>
              <th scope="col">{t('Due')}</th>
              <th scope="col" className="num">
                {t('Total')}
              </th>
              <th scope="col" className="num">
                {t('Paid')}
              </th>
              <th scope="col">{t('Status')}</th>
              <th scope="col" className="actions">
                PDF
              </th>
            </tr>
          </thead>
          <tbody>
            {list.items.map((invoice) => (
              <tr key={invoice.number}>
                <th scope="row">
                  {invoice.number}
                  <Link to={`/dashboard/orders/${invoice.orderNumber}`}>{t('Order {number}', { number: invoice.orderNumber })}</Link>
                </th>
                <td data-label={t('Issued')} className="nowrap">
                  <time dateTime={invoice.issuedAt}>{formatDate(invoice.issuedAt)}</time>
                </td>
                <td data-label={t('Due')} className="nowrap">
                  <time dateTime={invoice.dueDate}>{formatDay(invoice.dueDate)}</time>
                </td>
                <td data-label={t('Total')} className="num nowrap">
                  {formatPrice(invoice.total)}
                </td>
                <td data-label={t('Paid')} className="num nowrap">
                  {formatPrice(invoice.paid)}
                </td>
                <td data-label={t('Status')}>
                  <Badge $tone={INVOICE_STATUS_TONE[invoice.status]}>{t(INVOICE_STATUS_LABEL[invoice.status])}</Badge>
                </td>
                <td className="actions">
                  <InvoiceButton
                    inList
                    order={{ number: invoice.orderNumber, invoice: { number: invoice.number, issuedAt: invoice.issuedAt }, status: 'confirmed' }}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </InvoicesTable>
      </PagedTable>
    </ListPage>
  );
}
