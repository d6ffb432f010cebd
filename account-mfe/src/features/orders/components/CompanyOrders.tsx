import styled from 'styled-components';
import { formatDate, Link, useFormatPrice, type Order, type Page } from '@storefront/shared';
import { companyEndpoints } from '@storefront/shared/endpoints';
import { usePagedList } from '@storefront/shared/lists';
import { ORDER_STATUS_TONE, orderPartsSummary, statusBadgeText } from '@storefront/shared/orders';
import { Badge, PagedTable, Table } from '@storefront/shared/ui';
import { apiFetcherSigningOut } from '../api/fetcher';

const OrdersTable = styled(Table)`
  min-width: 960px;
  td.wrap { min-width: 180px; max-width: 260px; overflow-wrap: anywhere; }
  td.nowrap { white-space: nowrap; }
  tbody th { background: none; white-space: normal; min-width: 160px; }
`;

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
  const formatPrice = useFormatPrice();
  const list = usePagedList<Order>(companyEndpoints.companyOrders, query, { pages, onPagesChange, fetcher: apiFetcherSigningOut<Page<Order>> });
  return (
    <PagedTable
      list={list}
      noun={['order', 'orders']}
      what="company orders"
      frameLabel="Your company’s orders (scrolls sideways)"
      filtered={filtered}
      onClearFilters={onClearFilters}
      emptyTitle="No company orders yet"
      empty={<p>Orders placed by any member of your company appear here.</p>}
    >
      <OrdersTable>
        <thead>
          <tr>
            <th scope="col">Order</th>
            <th scope="col">Placed by</th>
            <th scope="col">Part</th>
            <th scope="col" className="num">
              Lines
            </th>
            <th scope="col" className="num">
              Total
            </th>
            <th scope="col">Status</th>
            <th scope="col">Date</th>
            <th scope="col">Deliver to</th>
          </tr>
        </thead>
        <tbody>
          {list.items.map((order) => (
            <tr key={order._id}>
              <td className="nowrap">
                <Link to={`/dashboard/orders/${order.number}`}>{order.number}</Link>
              </td>
              <td>{order.name}</td>
              <th scope="row">{orderPartsSummary(order)}</th>
              <td className="num">{order.lineCount}</td>
              <td className="num nowrap">{formatPrice(order.totalPrice)}</td>
              <td>
                <Badge $tone={ORDER_STATUS_TONE[order.status] ?? 'neutral'}>{statusBadgeText(order.status)}</Badge>
              </td>
              <td className="nowrap">
                <time dateTime={order.createdAt}>{formatDate(order.createdAt)}</time>
              </td>
              <td className="wrap">{order.locationName ?? order.address}</td>
            </tr>
          ))}
        </tbody>
      </OrdersTable>
    </PagedTable>
  );
}
