import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { ApiError, endpoints, Link, partKey, useApi, useNavigate, useParams, useRefreshLists, useToast, type OrderDetail } from '@storefront/shared';
import { Button, ConfirmDialog, EmptyState, ErrorState, Skeleton, VisuallyHidden } from '@storefront/shared/ui';
import { InvoiceButton, OrderView } from '@storefront/shared/orders';
import type { CartAddMode } from '@storefront/shared/schemas';
import { apiFetcherSigningOut } from '../api/fetcher';
import { cancelOrder, CART_KEY, orderAgain, orderAgainMessage, orderKey, type OrderAgainLine } from '../api/orders';
import { OrderAgainDialog } from './OrderAgainDialog';

/** A customer's order (`/dashboard/orders/<number>`): its lines and totals, cancel while pending, Order again, and its invoice once confirmed. */
export default function OrderPage() {
  const { number } = useParams();
  const order = useApi<OrderDetail>(number ? orderKey(number) : null, { fetcher: apiFetcherSigningOut<OrderDetail> });
  const toast = useToast();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const refreshLists = useRefreshLists();
  const [confirming, setConfirming] = useState(false);
  const [askingAgain, setAskingAgain] = useState(false);
  const [busy, setBusy] = useState<'cancel' | null>(null);

  if (order.error) {
    if (order.error instanceof ApiError && (order.error.status === 404 || order.error.status === 400)) {
      return (
        <EmptyState title="No such order">
          <p>
            There is no order {number} among yours. <Link to="/dashboard/orders">See your orders</Link>
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

  const cancel = async () => {
    setConfirming(false);
    setBusy('cancel');
    try {
      await cancelOrder(data._id);
      await order.mutate();
      toast.success(`Order ${data.number} was cancelled`);
      void refreshLists(endpoints.listOrders);
      void refreshLists(endpoints.listParts);
      for (const line of data.lines) void mutate(partKey(line.partId));
    } catch (cause) {
      toast.error(`The order could not be cancelled: ${(cause as Error).message}`);
    } finally {
      setBusy(null);
    }
  };

  // Order again asks first (OrderAgainDialog); the buyer's choice is sent, and the message names what changed.
  const again = async (mode: CartAddMode, lines: OrderAgainLine[]) => {
    try {
      const answer = await orderAgain(data, mode);
      await mutate(CART_KEY, answer.cart, { revalidate: false });
      const message = orderAgainMessage(lines, answer);
      if (answer.changes.length === 0) toast.success(message);
      else toast.info(message);
      setAskingAgain(false);
      navigate('/cart');
    } catch (cause) {
      toast.error(`The parts could not be put in your cart: ${(cause as Error).message}`);
    }
  };

  return (
    <>
      <p>
        <Link to="/dashboard/orders">← My Orders</Link>
      </p>
      <OrderView
        order={data}
        customer
        actions={
          <>
            <Button onClick={() => setAskingAgain(true)} disabled={busy !== null} aria-haspopup="dialog">
              Order again
            </Button>
            <InvoiceButton order={data} />
            {data.status === 'pending' && (
              <Button $variant="danger" onClick={() => setConfirming(true)} disabled={busy !== null}>
                {busy === 'cancel' ? 'Cancelling…' : 'Cancel order'}
              </Button>
            )}
          </>
        }
      />
      {askingAgain && <OrderAgainDialog order={data} onChoose={again} onClose={() => setAskingAgain(false)} />}
      {confirming && (
        <ConfirmDialog
          title="Cancel this order?"
          message={`Are you sure you want to cancel order ${data.number} (${data.lineCount} ${data.lineCount === 1 ? 'line' : 'lines'})? The quantities go back to stock.`}
          confirmLabel="Cancel order"
          cancelLabel="Keep order"
          onConfirm={() => void cancel()}
          onCancel={() => setConfirming(false)}
        />
      )}
    </>
  );
}
