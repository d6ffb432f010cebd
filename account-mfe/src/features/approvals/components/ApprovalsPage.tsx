import { formatDate, Link, t, useFormatPrice, type Order } from '@storefront/shared';
import { companyEndpoints } from '@storefront/shared/endpoints';
import { useListParams, usePagedList } from '@storefront/shared/lists';
import { orderPartsSummary } from '@storefront/shared/orders';
import { PagedTable } from '@storefront/shared/ui';
import { CardTable, listFilters, ListPage, pagesOf } from '../../../components/ListPage';
import { daysLeftText, heldForText } from '../api/approvals';

const APPROVAL_LIST_KEYS: readonly never[] = [];

/** Approvals (`/dashboard/approvals`, approvers and company admins): the company's orders awaiting approval, oldest first. */
export default function ApprovalsPage() {
  const formatPrice = useFormatPrice();
  const view = useListParams(APPROVAL_LIST_KEYS);
  const list = usePagedList<Order>(companyEndpoints.approvals, {}, pagesOf(view));
  return (
    <ListPage title={t('Approvals')} intro={t('Orders above a buyer’s limit wait here for an approver, oldest first. Open one to approve or reject it.')}>
      <PagedTable
        list={list}
        noun={[t('order'), t('orders')]}
        what={t('orders awaiting approval')}
        loadingLabel={t('Loading orders awaiting approval')}
        errorTitle={t('The orders awaiting approval could not be loaded')}
        frameLabel={t('Orders awaiting approval')}
        {...listFilters(view, APPROVAL_LIST_KEYS)}
        emptyTitle={t('Nothing awaits approval')}
        empty={<p>{t('No order is waiting for a decision.')}</p>}
      >
        <CardTable $minWidth={760}>
          <thead>
            <tr>
              <th scope="col">{t('Order')}</th>
              <th scope="col">{t('Placed by')}</th>
              <th scope="col">{t('Parts')}</th>
              <th scope="col" className="num">
                {t('Total')}
              </th>
              <th scope="col">{t('Why')}</th>
              <th scope="col">{t('Placed')}</th>
              <th scope="col">{t('Days left')}</th>
            </tr>
          </thead>
          <tbody>
            {list.items.map((order) => (
              <tr key={order._id}>
                <th scope="row">
                  <Link to={`/dashboard/orders/${order.number}`} state={{ from: 'approvals' }}>
                    {order.number}
                  </Link>
                </th>
                <td data-label={t('Placed by')}>{order.name}</td>
                <td data-label={t('Parts')}>{orderPartsSummary(order)}</td>
                <td data-label={t('Total')} className="num nowrap">
                  {formatPrice(order.totalPrice)}
                </td>
                <td data-label={t('Why')}>{heldForText(order.heldFor)}</td>
                <td data-label={t('Placed')} className="nowrap">
                  <time dateTime={order.createdAt}>{formatDate(order.createdAt)}</time>
                </td>
                <td data-label={t('Days left')} className="nowrap">
                  {daysLeftText(order.approvalDueAt)}
                </td>
              </tr>
            ))}
          </tbody>
        </CardTable>
      </PagedTable>
    </ListPage>
  );
}
