import { useId, useState, type FormEvent } from 'react';
import { ApiError, msg, t, useToast, type Order, type OrderStatus } from '@storefront/shared';
import { CARRIERS } from '@storefront/shared/carriers';
import { LIFECYCLE_LIMITS, lifecycleMessages, nextStatuses, STATUS_ACTION } from '@storefront/shared/schemas';
import { Button, Dialog, DialogActions, ErrorText, FieldRow, Hint, Input, Label, TextArea, VisuallyHidden } from '@storefront/shared/ui';
import { changeOrderStatus, releaseOrder, type StatusDetails } from '../api/orders';

type Change = Exclude<OrderStatus, 'pending' | 'awaiting_approval' | 'on_hold'>;

/** What the toast says the order now is. */
const DONE: Record<Change, string> = {
  confirmed: msg('Order {number} for {name} confirmed'),
  shipped: msg('Order {number} for {name} marked shipped'),
  delivered: msg('Order {number} for {name} marked delivered'),
  cancelled: msg('Order {number} for {name} cancelled'),
};
/** What the failure toast says could not be done. */
const FAILED: Record<Change, string> = {
  confirmed: msg('Failed to confirm the order.'),
  shipped: msg('Failed to mark the order shipped.'),
  delivered: msg('Failed to mark the order delivered.'),
  cancelled: msg('Failed to cancel the order.'),
};

type Subject = Pick<Order, '_id' | 'number' | 'name' | 'status'>;

/**
 * An admin's next steps for an order (DECISIONS.md "After the order"): Confirm, Mark shipped,
 * Mark delivered and Cancel, as its status allows, and Release for an order on credit hold
 * (docs/companies.md). Each asks first in a dialog that names the
 * order: shipping takes an optional carrier and tracking number, cancelling a reason. A change
 * the server refuses (another admin got there first: 409) says why, and the caller reads the
 * order again.
 */
export function OrderStatusActions({ order, compact = false, onChanged }: { order: Subject; compact?: boolean; onChanged(updated: Order | null): void }) {
  const [asking, setAsking] = useState<Change | null>(null);
  const [releasing, setReleasing] = useState(false);
  const choices = nextStatuses(order.status, 'admin').filter((status): status is Change => status in STATUS_ACTION);
  const releasable = order.status === 'on_hold' && nextStatuses(order.status, 'admin').includes('pending');
  if (choices.length === 0 && !releasable) return <VisuallyHidden>{t('No action')}</VisuallyHidden>;
  // In a list's row each button names its order, for a screen reader's list of buttons.
  const whose = compact && <VisuallyHidden> {t('{number} for {name}', { number: order.number, name: order.name })}</VisuallyHidden>;
  return (
    <>
      {releasable && (
        <Button $size={compact ? 'sm' : 'md'} onClick={() => setReleasing(true)} style={{ whiteSpace: 'nowrap' }}>
          {t('Release')}
          {whose}
        </Button>
      )}
      {choices.map((status) => (
        <Button
          key={status}
          $size={compact ? 'sm' : 'md'}
          $variant={status === 'cancelled' ? 'secondary' : 'primary'}
          onClick={() => setAsking(status)}
          style={{ whiteSpace: 'nowrap' }}
        >
          {t(STATUS_ACTION[status])}
          {whose}
        </Button>
      ))}
      {releasing && (
        <ReleaseDialog
          order={order}
          onClose={() => setReleasing(false)}
          onDone={(updated) => {
            setReleasing(false);
            onChanged(updated);
          }}
        />
      )}
      {asking && (
        <ChangeDialog
          order={order}
          status={asking}
          onClose={() => setAsking(null)}
          onDone={(updated) => {
            setAsking(null);
            onChanged(updated);
          }}
        />
      )}
    </>
  );
}

const TITLE: Record<Change, string> = {
  confirmed: msg('Confirm order {number}?'),
  shipped: msg('Mark order {number} shipped?'),
  delivered: msg('Mark order {number} delivered?'),
  cancelled: msg('Cancel order {number}?'),
};

const QUESTION: Record<Change, string> = {
  confirmed: msg('The customer is told that the order is accepted.'),
  shipped: msg('The customer is told that the order is on its way, with the carrier and tracking number if you give them.'),
  delivered: msg('The order is recorded as delivered; it can no longer change.'),
  cancelled: msg('The stock goes back to its parts and the customer is told why.'),
};

function ChangeDialog({ order, status, onClose, onDone }: { order: Subject; status: Change; onClose(): void; onDone(updated: Order | null): void }) {
  const toast = useToast();
  const questionId = useId();
  const ids = { carrier: useId(), carriers: useId(), tracking: useId(), reason: useId(), reasonError: useId() };
  const [details, setDetails] = useState<StatusDetails>({});
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (status === 'cancelled' && !details.reason?.trim()) {
      setReasonError(lifecycleMessages.reasonRequired);
      document.getElementById(ids.reason)?.focus();
      return;
    }
    setBusy(true);
    try {
      const updated = await changeOrderStatus(order._id, status, details);
      toast.success(t(DONE[status], { number: order.number, name: order.name }));
      onDone(updated);
    } catch (cause) {
      // 409: changed meanwhile (another admin, another tab); the server says how, and the caller reads it again.
      const why = cause instanceof ApiError && cause.status === 409 ? ` ${cause.message}.` : ` ${(cause as Error).message}`;
      toast.error(`${t(FAILED[status])}${why}`);
      if (cause instanceof ApiError && cause.status === 400 && cause.fields?.reason) {
        setReasonError(cause.fields.reason);
        setBusy(false);
        return;
      }
      onDone(null);
    }
  };

  const set = (key: keyof StatusDetails) => (event: { target: { value: string } }) => setDetails((d) => ({ ...d, [key]: event.target.value }));
  return (
    <Dialog title={t(TITLE[status], { number: order.number })} role="alertdialog" describedBy={questionId} onClose={onClose}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <p id={questionId} style={{ marginTop: 0 }}>
          {t(QUESTION[status])}
        </p>
        {status === 'shipped' && (
          <>
            <FieldRow>
              <Label htmlFor={ids.carrier}>{t('Carrier')}</Label>
              <Input
                id={ids.carrier}
                value={details.carrier ?? ''}
                onChange={set('carrier')}
                maxLength={LIFECYCLE_LIMITS.carrier}
                autoComplete="off"
                list={ids.carriers}
              />
              {/* The carriers whose tracking pages the customer's e-mail and order page link to; any other name is kept as typed. */}
              <datalist id={ids.carriers}>
                {CARRIERS.map((carrier) => (
                  <option key={carrier.name} value={carrier.name} />
                ))}
              </datalist>
            </FieldRow>
            <FieldRow>
              <Label htmlFor={ids.tracking}>{t('Tracking number')}</Label>
              <Input
                id={ids.tracking}
                value={details.trackingNumber ?? ''}
                onChange={set('trackingNumber')}
                maxLength={LIFECYCLE_LIMITS.trackingNumber}
                autoComplete="off"
                spellCheck={false}
              />
              <Hint>{t('Both optional.')}</Hint>
            </FieldRow>
          </>
        )}
        {status === 'cancelled' && (
          <FieldRow>
            <Label htmlFor={ids.reason}>{t('Reason')}</Label>
            <TextArea
              id={ids.reason}
              rows={3}
              value={details.reason ?? ''}
              onChange={(event) => {
                set('reason')(event);
                setReasonError(null);
              }}
              maxLength={LIFECYCLE_LIMITS.reason}
              aria-invalid={reasonError ? true : undefined}
              aria-describedby={reasonError ? ids.reasonError : undefined}
              $invalid={Boolean(reasonError)}
              required
            />
            {reasonError && (
              <ErrorText id={ids.reasonError} role="alert">
                {reasonError}
              </ErrorText>
            )}
          </FieldRow>
        )}
        <DialogActions>
          <Button $variant="secondary" onClick={onClose} data-autofocus={status === 'confirmed' || status === 'delivered' ? true : undefined}>
            {t('Back')}
          </Button>
          <Button type="submit" $variant={status === 'cancelled' ? 'danger' : 'primary'} disabled={busy}>
            {busy ? t('Saving…') : status === 'cancelled' ? t('Cancel order') : t(STATUS_ACTION[status])}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** Releasing an order on credit hold: asked first, as every change is. */
function ReleaseDialog({ order, onClose, onDone }: { order: Subject; onClose(): void; onDone(updated: Order | null): void }) {
  const toast = useToast();
  const questionId = useId();
  const [busy, setBusy] = useState(false);
  const release = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const updated = await releaseOrder(order.number);
      toast.success(t('Order {number} for {name} released', { number: order.number, name: order.name }));
      onDone(updated);
    } catch (cause) {
      // 409: no longer on hold (released or cancelled meanwhile); the caller reads it again.
      toast.error(t('Failed to release the order. {reason}', { reason: (cause as Error).message }));
      onDone(null);
    }
  };
  return (
    <Dialog title={t('Release order {number}?', { number: order.number })} role="alertdialog" describedBy={questionId} onClose={onClose}>
      <form onSubmit={(event) => void release(event)} noValidate>
        <p id={questionId} style={{ marginTop: 0 }}>
          {t('The order goes on as pending, on account, although it takes its company above its credit limit.')}
        </p>
        <DialogActions>
          <Button $variant="secondary" onClick={onClose} data-autofocus>
            {t('Back')}
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? t('Saving…') : t('Release')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
