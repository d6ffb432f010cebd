import { useState } from 'react';
import styled from 'styled-components';
import useSWR, { useSWRConfig } from 'swr';
import {
  formatDate,
  type ApiError,
  Link,
  partKey,
  partsKey,
  useFormatPrice,
  useSession,
  useToast,
  type Order,
  callApi,
  endpoints,
  apiPath,
} from '@storefront/shared';
import { Badge, Button, ConfirmDialog, EmptyState, ErrorState, Lead, PageSpinner, PageTitle, Table, TableWrap, VisuallyHidden } from '@storefront/shared/ui';
import { apiFetcherSigningOut } from '../api/fetcher';

const Intro = styled(Lead)`
  text-align: left;
  margin: 0 0 ${({ theme }) => theme.space(5)};
`;

/**
 * A one-column grid whose track may shrink below the table's width: the table then scrolls inside
 * its wrapper instead of widening the dashboard on a phone.
 */
const Page = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
`;

/** Positioned, so the visually hidden header text stays inside the scrolling box. */
const ScrollBox = styled(TableWrap)`
  position: relative;
`;

const OrdersTable = styled(Table)`
  min-width: 960px;
  td.wrap { min-width: 180px; max-width: 260px; overflow-wrap: anywhere; }
  td.nowrap { white-space: nowrap; }
  tbody th { background: none; white-space: normal; min-width: 160px; }
  caption { text-align: left; padding: 10px 12px; color: ${({ theme }) => theme.colors.muted}; caption-side: bottom; }
`;

const tone = { pending: 'warning', shipped: 'success', cancelled: 'danger' } as const;

export const ordersKey = (email: string) => apiPath(endpoints.listOrders, {}, { email });

const newestFirst = (a: Order, b: Order) => b.createdAt.localeCompare(a.createdAt);

/** My Orders: the customer's own orders, newest first; a pending order can be cancelled. */
export default function MyOrdersPage() {
  const { user } = useSession();
  const formatPrice = useFormatPrice();
  const toast = useToast();
  const { mutate } = useSWRConfig();
  const key = user ? ordersKey(user.email) : null;
  // Spec section 4: a 401 or 403 here signs the user out (once) and goes home. (useSWR directly:
  // `useApi` passes its own fetcher positionally, which wins over a `fetcher` in the options.)
  const { data, error, isLoading, mutate: reload } = useSWR<Order[], ApiError>(key, apiFetcherSigningOut);
  const [confirming, setConfirming] = useState<Order | null>(null);
  const [cancelling, setCancelling] = useState<string | null>(null);
  const orders = data ? [...data].sort(newestFirst) : undefined;

  const cancel = async (order: Order) => {
    setConfirming(null);
    setCancelling(order._id);
    try {
      const updated = await callApi(endpoints.setOrderStatus, { params: { id: order._id }, body: { status: 'cancelled' } });
      await reload((current) => current?.map((o) => (o._id === updated._id ? updated : o)), { revalidate: true });
      toast.success(`Your order of ${order.partName} was cancelled`);
      // The quantity went back to stock: the catalogue's copies are stale.
      void mutate(partsKey);
      void mutate(partKey(order.bookingId));
    } catch (cause) {
      toast.error(`The order could not be cancelled: ${(cause as Error).message}`);
      void reload();
    } finally {
      setCancelling(null);
    }
  };

  return (
    <Page>
      <PageTitle>My Orders</PageTitle>
      {isLoading && !orders && <PageSpinner label="Loading your orders" />}
      {error && !orders && <ErrorState title="Your orders could not be loaded" message={error.message} onRetry={() => void reload()} />}
      {orders && orders.length === 0 && (
        <EmptyState title="No orders yet">
          <p>
            <Link to="/parts">Browse the parts</Link> to place your first order.
          </p>
        </EmptyState>
      )}
      {orders && orders.length > 0 && (
        <>
          <Intro>Pending orders can be cancelled until we ship them; the quantity goes back to stock.</Intro>
          <ScrollBox tabIndex={0} role="region" aria-label="Your orders (scrolls sideways)">
            <OrdersTable>
              <thead>
                <tr>
                  <th scope="col">Part</th>
                  <th scope="col" className="num">
                    Quantity
                  </th>
                  <th scope="col" className="num">
                    Unit price
                  </th>
                  <th scope="col" className="num">
                    Total
                  </th>
                  <th scope="col">Status</th>
                  <th scope="col">Date</th>
                  <th scope="col">Address</th>
                  <th scope="col">Phone</th>
                  <th scope="col">
                    <VisuallyHidden>Actions</VisuallyHidden>
                  </th>
                </tr>
              </thead>
              <tbody>
                {orders.map((order) => (
                  <tr key={order._id}>
                    <th scope="row">{order.partName}</th>
                    <td className="num">{order.orderQuantity}</td>
                    <td className="num nowrap">{formatPrice(order.unitPrice)}</td>
                    <td className="num nowrap">{formatPrice(order.totalPrice)}</td>
                    <td>
                      <Badge $tone={tone[order.status] ?? 'neutral'}>{order.status}</Badge>
                    </td>
                    <td className="nowrap">
                      <time dateTime={order.createdAt}>{formatDate(order.createdAt)}</time>
                    </td>
                    <td className="wrap">{order.address}</td>
                    <td className="nowrap">{order.phone}</td>
                    <td>
                      {order.status === 'pending' && (
                        <Button
                          $variant="danger"
                          $size="sm"
                          disabled={cancelling === order._id}
                          aria-label={`Cancel the order of ${order.partName}`}
                          onClick={() => setConfirming(order)}
                        >
                          {cancelling === order._id ? 'Cancelling…' : 'Cancel'}
                        </Button>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </OrdersTable>
          </ScrollBox>
        </>
      )}
      {confirming && (
        <ConfirmDialog
          title="Cancel this order?"
          message={`Are you sure you want to cancel your order of ${confirming.orderQuantity} × ${confirming.partName} (${formatPrice(
            confirming.totalPrice,
          )})? The quantity goes back to stock.`}
          confirmLabel="Cancel order"
          cancelLabel="Keep order"
          onConfirm={() => void cancel(confirming)}
          onCancel={() => setConfirming(null)}
        />
      )}
    </Page>
  );
}
