import { t, textLang, type Order, type Page } from '@storefront/shared';
import { companyEndpoints } from '@storefront/shared/endpoints';
import { usePagedList } from '@storefront/shared/lists';
import { PagedTable } from '@storefront/shared/ui';
import { apiFetcherSigningOut } from '../api/fetcher';
import { OrderCells, OrderHeaders, OrdersTable } from './OrderRows';

/** Company orders (My Orders' second view, for a company's members): every order of the company, newest first, with who placed it. */
export function CompanyOrders({
  query,
  pages,
  onPagesChange,
  filtered,
  onClearFilters,
}: {
  query: { q?: string; status?: string };
  pages: number;
  onPagesChange: (pages: number) => void;
  filtered: boolean;
  onClearFilters: () => void;
}) {
  const list = usePagedList<Order>(companyEndpoints.companyOrders, query, { pages, onPagesChange, fetcher: apiFetcherSigningOut<Page<Order>> });
  return (
    <PagedTable
      list={list}
      noun={[t('order'), t('orders')]}
      what={t('company orders')}
      loadingLabel={t('Loading company orders')}
      errorTitle={t('The company orders could not be loaded')}
      frameLabel={t('Your company’s orders (scrolls sideways)')}
      filtered={filtered}
      onClearFilters={onClearFilters}
      emptyTitle={t('No company orders yet')}
      empty={<p>{t('Orders placed by any member of your company appear here.')}</p>}
    >
      <OrdersTable>
        <thead>
          <tr>
            <OrderHeaders placedBy />
            <th scope="col">{t('Deliver to')}</th>
          </tr>
        </thead>
        <tbody>
          {list.items.map((order) => (
            <tr key={order._id}>
              <OrderCells order={order} placedBy />
              <td className="wrap" lang={textLang(order.locationName ?? order.address)}>
                {order.locationName ?? order.address}
              </td>
            </tr>
          ))}
        </tbody>
      </OrdersTable>
    </PagedTable>
  );
}
