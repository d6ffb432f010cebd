import { useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import {
  endpoints,
  Link,
  partKey,
  plural,
  t,
  useApi,
  useNavigate,
  useNavigation,
  useParams,
  useRefreshLists,
  useSession,
  useToast,
  type OrderDetail,
} from '@storefront/shared';
import { companyEndpoints } from '@storefront/shared/endpoints';
import { Button, ConfirmDialog, DetailStates } from '@storefront/shared/ui';
import { InvoiceButton, OrderView } from '@storefront/shared/orders';
import type { CartAddMode } from '@storefront/shared/schemas';
import { apiFetcherSigningOut } from '../api/fetcher';
import { approveOrder, cancelOrder, CART_KEY, orderAgain, orderAgainMessage, orderKey, rejectOrder, type OrderAgainLine } from '../api/orders';
import { ApproveDialog, RejectDialog } from './DecisionDialogs';
import { OrderAgainDialog } from './OrderAgainDialog';

/** The statuses in which an order's own buyer may still cancel it. */
const CANCELLABLE = new Set(['pending', 'awaiting_approval', 'on_hold']);

/**
 * A customer's order (`/dashboard/orders/<number>`), or a colleague's in their company: its lines
 * and totals, cancel (its own buyer, before it is confirmed), Order again, its invoice once
 * confirmed, and Approve or Reject for an approver while it awaits approval.
 */
export default function OrderPage() {
  const { number } = useParams();
  const order = useApi<OrderDetail>(number ? orderKey(number) : null, { fetcher: apiFetcherSigningOut<OrderDetail> });
  // Back to where the reader came from: Approvals when they came from its list, or when the order
  // first showed them Approve and Reject (opened from the approval e-mail); My Orders otherwise.
  const { state } = useNavigation();
  const firstCouldDecide = useRef<boolean | null>(null);
  if (order.data && firstCouldDecide.current === null) firstCouldDecide.current = Boolean(order.data.canDecide);
  const backToApprovals = (state as { from?: string } | null)?.from === 'approvals' || firstCouldDecide.current === true;

  if (order.error || !order.data)
    return (
      <DetailStates
        read={order}
        what={t('order')}
        notFoundTitle={t('No such order')}
        errorTitle={t('The order could not be loaded')}
        loadingLabel={t('Loading the order')}
        notFound={
          <>
            {t('There is no order {number} among yours.', { number: number ?? '' })} <Link to="/dashboard/orders">{t('See your orders')}</Link>
          </>
        }
      />
    );
  return (
    <>
      <p>{backToApprovals ? <Link to="/dashboard/approvals">← {t('Approvals')}</Link> : <Link to="/dashboard/orders">← {t('My Orders')}</Link>}</p>
      <OrderActions data={order.data} reload={() => order.mutate()} />
    </>
  );
}

/** Cancelling the buyer's own order: asked first; the order, the lists and the parts' stock are read again. */
function useCancel(data: OrderDetail, reload: () => Promise<unknown>) {
  const toast = useToast();
  const { mutate } = useSWRConfig();
  const refreshLists = useRefreshLists();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState<'cancel' | null>(null);
  const cancel = async () => {
    setConfirming(false);
    setBusy('cancel');
    try {
      await cancelOrder(data._id);
      await reload();
      toast.success(t('Order {number} was cancelled', { number: data.number }));
      void refreshLists(endpoints.listOrders);
      void refreshLists(endpoints.listParts);
      for (const line of data.lines) void mutate(partKey(line.partId));
    } catch (cause) {
      toast.error(t('The order could not be cancelled: {reason}', { reason: (cause as Error).message }));
    } finally {
      setBusy(null);
    }
  };
  return { confirming, setConfirming, busy, cancel };
}

/** An approver's decision: the order is read again, and the lists that showed it too. */
function useDecision(data: OrderDetail, reload: () => Promise<unknown>) {
  const toast = useToast();
  const { mutate } = useSWRConfig();
  const refreshLists = useRefreshLists();
  const [deciding, setDeciding] = useState<'approve' | 'reject' | null>(null);
  const decided = async (what: 'approved' | 'rejected') => {
    setDeciding(null);
    await reload();
    toast.success(
      what === 'approved'
        ? t('Order {number} was approved. Its buyer is told by e-mail.', { number: data.number })
        : t('Order {number} was rejected. Its buyer is told by e-mail.', { number: data.number }),
    );
    void refreshLists(companyEndpoints.approvals);
    void refreshLists(companyEndpoints.companyOrders);
    void refreshLists(endpoints.listOrders);
    if (what === 'rejected') {
      void refreshLists(endpoints.listParts);
      for (const line of data.lines) void mutate(partKey(line.partId));
    }
  };
  // A refusal (another approver decided first, say) is shown in the dialog, and the page reads the order again.
  const refused = (error: unknown): never => {
    void reload();
    throw error;
  };
  const approve = async () => {
    await approveOrder(data.number).catch(refused);
    await decided('approved');
  };
  const reject = async (reason: string) => {
    await rejectOrder(data.number, reason).catch(refused);
    await decided('rejected');
  };
  return { deciding, setDeciding, approve, reject };
}

/** Order again asks first (OrderAgainDialog); the buyer's choice is sent, and the message names what changed. */
function useOrderAgain(data: OrderDetail) {
  const toast = useToast();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const [askingAgain, setAskingAgain] = useState(false);
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
      toast.error(t('The parts could not be put in your cart: {reason}', { reason: (cause as Error).message }));
    }
  };
  return { askingAgain, setAskingAgain, again };
}

/** The order with what its reader may do: decide (an approver), order again, its invoice, cancel (its own buyer). */
function OrderActions({ data, reload }: { data: OrderDetail; reload: () => Promise<unknown> }) {
  const { user } = useSession();
  const { confirming, setConfirming, busy, cancel } = useCancel(data, reload);
  const { deciding, setDeciding, approve, reject } = useDecision(data, reload);
  const { askingAgain, setAskingAgain, again } = useOrderAgain(data);
  const own = !data.company || data.email.toLowerCase() === (user?.email ?? '').toLowerCase();

  return (
    <>
      <OrderView
        order={data}
        customer
        colleague={!own}
        actions={
          <>
            {data.canDecide && (
              <>
                <Button onClick={() => setDeciding('approve')} aria-haspopup="dialog">
                  {t('Approve')}
                </Button>
                <Button $variant="danger" onClick={() => setDeciding('reject')} aria-haspopup="dialog">
                  {t('Reject')}
                </Button>
              </>
            )}
            <Button $variant={data.canDecide ? 'secondary' : undefined} onClick={() => setAskingAgain(true)} disabled={busy !== null} aria-haspopup="dialog">
              {t('Order again')}
            </Button>
            <InvoiceButton order={data} />
            {own && CANCELLABLE.has(data.status) && (
              <Button $variant="danger" onClick={() => setConfirming(true)} disabled={busy !== null}>
                {busy === 'cancel' ? t('Cancelling…') : t('Cancel order')}
              </Button>
            )}
          </>
        }
      />
      {deciding === 'approve' && <ApproveDialog order={data} onApprove={approve} onClose={() => setDeciding(null)} />}
      {deciding === 'reject' && <RejectDialog order={data} onReject={reject} onClose={() => setDeciding(null)} />}
      {askingAgain && <OrderAgainDialog order={data} onChoose={again} onClose={() => setAskingAgain(false)} />}
      {confirming && (
        <ConfirmDialog
          title={t('Cancel this order?')}
          message={plural(
            data.lineCount,
            {
              one: 'Are you sure you want to cancel order {number} (# line)? The quantities go back to stock.',
              other: 'Are you sure you want to cancel order {number} (# lines)? The quantities go back to stock.',
            },
            { number: data.number },
          )}
          confirmLabel={t('Cancel order')}
          cancelLabel={t('Keep order')}
          onConfirm={() => void cancel()}
          onCancel={() => setConfirming(false)}
        />
      )}
    </>
  );
}
