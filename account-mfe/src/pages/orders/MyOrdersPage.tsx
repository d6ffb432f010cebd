import { useSWRConfig } from 'swr';
import { formatDate, Link, useApi, useFormatPrice, useSession, type Order } from '@storefront/shared';
import { Badge, EmptyState, ErrorState, PageSpinner, PageTitle, Table, TableWrap } from '@storefront/shared/ui';
import { apiFetcherSigningOut } from './fetcher';

export default function MyOrdersPage() {
  const { user } = useSession();
  const formatPrice = useFormatPrice();
  useSWRConfig();
  const key = user ? `/booking?email=${encodeURIComponent(user.email)}` : null;
  const { data: orders, error, isLoading, mutate } = useApi<Order[]>(key, { fetcher: apiFetcherSigningOut });
  return (
    <div>
      <PageTitle>My Orders</PageTitle>
      {isLoading && <PageSpinner label="Loading your orders" />}
      {error && <ErrorState title="Your orders could not be loaded" message={error.message} onRetry={() => void mutate()} />}
      {orders && orders.length === 0 && (
        <EmptyState title="No orders yet">
          <p>
            <Link to="/parts">Browse the parts</Link> to place your first order.
          </p>
        </EmptyState>
      )}
      {orders && orders.length > 0 && (
        <TableWrap>
          <Table>
            <thead>
              <tr>
                <th>Part</th>
                <th className="num">Quantity</th>
                <th className="num">Unit price</th>
                <th className="num">Total</th>
                <th>Status</th>
                <th>Date</th>
              </tr>
            </thead>
            <tbody>
              {orders.map((order) => (
                <tr key={order._id}>
                  <td>{order.partName}</td>
                  <td className="num">{order.orderQuantity}</td>
                  <td className="num">{formatPrice(order.unitPrice)}</td>
                  <td className="num">{formatPrice(order.totalPrice)}</td>
                  <td>
                    <Badge $tone={order.status === 'shipped' ? 'success' : order.status === 'cancelled' ? 'danger' : 'warning'}>
                      {order.status}
                    </Badge>
                  </td>
                  <td>{formatDate(order.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableWrap>
      )}
    </div>
  );
}
