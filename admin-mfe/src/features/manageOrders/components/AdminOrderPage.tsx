import { useState } from 'react';
import { ApiError, endpoints, Link, useApi, useParams, useRefreshLists, useToast, type OrderDetail } from '@storefront/shared';
import { Button, EmptyState, ErrorState, OrderView, Skeleton, VisuallyHidden } from '@storefront/shared/ui';
import { orderKey, shipOrder } from '../api/orders';

/** Any order, for an admin (`/dashboard/manageorders/<number>`): its customer, lines and totals, and Mark shipped while pending. */
export default function AdminOrderPage() {
  const { number } = useParams();
  const order = useApi<OrderDetail>(number ? orderKey(number) : null);
  const toast = useToast();
  const refreshLists = useRefreshLists();
  const [shipping, setShipping] = useState(false);

  if (order.error) {
    if (order.error instanceof ApiError && (order.error.status === 404 || order.error.status === 400)) {
      return (
        <EmptyState title="No such order">
          <p>
            There is no order {number}. <Link to="/dashboard/manageorders">See all orders</Link>
          </p>
        </EmptyState>
      );
    }
    return <ErrorState title="The order could not be loaded" message={order.error.message} onRetry={() => void order.mutate()} />;
  }
  const data = order.data;
  if (!data) {
    return (
      <div role="status">
        <VisuallyHidden>Loading the order</VisuallyHidden>
        <Skeleton $height="2.2rem" $width="50%" />
        <Skeleton $height="12rem" style={{ marginTop: 24 }} />
      </div>
    );
  }

  const ship = async () => {
    setShipping(true);
    try {
      await shipOrder(data._id);
      await order.mutate();
      toast.success(`Order ${data.number} for ${data.name} marked shipped`);
      void refreshLists(endpoints.listOrders);
    } catch (cause) {
      toast.error(`The order could not be marked shipped: ${(cause as Error).message}`);
    } finally {
      setShipping(false);
    }
  };

  return (
    <>
      <p>
        <Link to="/dashboard/manageorders">← Manage All Orders</Link>
      </p>
      <OrderView
        order={data}
        actions={
          data.status === 'pending' ? (
            <Button onClick={() => void ship()} disabled={shipping}>
              {shipping ? 'Shipping…' : 'Mark shipped'}
            </Button>
          ) : undefined
        }
      />
    </>
  );
}
