import type { ReactNode } from 'react';
import styled from 'styled-components';
import { BRAND, msg, plural, t, type OrderDetail, type OrderEvent, type OrderStatus } from '@storefront/shared';
import { Badge } from '@storefront/shared/ui';
import { STATUS_LABEL } from '../schemas/orderLifecycle';
import { type InvoiceStatus } from '../schemas/api/companies';
import { DetailFrame, DetailTitle } from './DetailLayout';
import { OrderFacts } from './OrderFacts';
import { OrderLines } from './OrderLines';
import { LocalTime, Timeline } from './OrderTimeline';

export { priceSourceText } from './OrderLines';
export { eventAuthor, eventTitle, paymentTitle } from './OrderTimeline';

/**
 * An order's page, one presentation for its customer (account: /dashboard/orders/<number>) and
 * for admins (admin: /dashboard/manageorders/<number>): number and status, the dates, PO
 * reference, buyer and delivery, every line with its part number, name and price as ordered, and
 * the total. Each remote adds its own actions (cancel, Order again, mark shipped).
 */

/** An order's parts in a list's cell: its first part, and how many more (`Bobbin Case and 2 more`). */
export function orderPartsSummary(order: { partName: string; lineCount: number }): string {
  return order.lineCount > 1 ? plural(order.lineCount - 1, { one: '{part} and # more', other: '{part} and # more' }, { part: order.partName }) : order.partName;
}

export const ORDER_STATUS_TONE: Record<OrderStatus, 'neutral' | 'warning' | 'success' | 'danger'> = {
  awaiting_approval: 'warning',
  on_hold: 'warning',
  pending: 'warning',
  confirmed: 'neutral',
  shipped: 'success',
  delivered: 'success',
  cancelled: 'danger',
};

/** The API's words for a status, as the badges have always shown them, in the page's language. */
const API_WORDS: Record<Exclude<OrderStatus, 'awaiting_approval' | 'on_hold'>, string> = {
  pending: msg('pending'),
  confirmed: msg('confirmed'),
  shipped: msg('shipped'),
  delivered: msg('delivered'),
  cancelled: msg('cancelled'),
};

/**
 * What an order's status badge says: a company's statuses by their names ("Awaiting approval",
 * "On hold (credit)"), the others in the API's words, as the lists have always shown them; in the
 * page's language.
 */
export function statusBadgeText(status: OrderStatus): string {
  return t(status === 'awaiting_approval' || status === 'on_hold' ? STATUS_LABEL[status] : (API_WORDS[status] ?? status));
}

/** An invoice's status badge's tone, on every page that shows one. */
export const INVOICE_STATUS_TONE: Record<InvoiceStatus, 'neutral' | 'success' | 'danger'> = { open: 'neutral', paid: 'success', overdue: 'danger' };

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  margin: ${({ theme }) => theme.space(5)} 0;
`;

const Standing = styled.p`
  margin: ${({ theme }) => theme.space(4)} 0 0;
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-left: 4px solid ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => theme.colors.surface};
`;

/** The approver's decision that made the order pending: the last move to pending by an approver, while it is pending. */
export function approvalOf(order: Pick<OrderDetail, 'status' | 'timeline'>): OrderEvent | null {
  if (order.status !== 'pending') return null;
  const last = [...(order.timeline ?? [])].reverse().find((event) => event.kind !== 'payment');
  return last && last.status === 'pending' && last.by?.role === 'approver' ? last : null;
}

/**
 * What an approved order waits for now, for its company's readers: "Approved by Nasrin Finance on
 * Dec 7, 2026, 4:10 PM GMT+6; waiting for Stitchline Parts to confirm it." ("Pending" alone does not say).
 */
function ApprovedStanding({ order }: { order: OrderDetail }) {
  const approval = approvalOf(order);
  if (!approval) return null;
  return (
    <Standing>
      {`${t('Approved by {name} on', { name: approval.by?.name ?? t('an approver') })} `}
      <LocalTime iso={approval.at} />
      {t('; waiting for {brand} to confirm it.', { brand: BRAND })}
    </Standing>
  );
}

export function OrderView({
  order,
  actions,
  customer = false,
  colleague = false,
}: {
  order: OrderDetail;
  actions?: ReactNode;
  customer?: boolean;
  /** The reader is a member of the order's company who did not place it: the buyer is named, not "you". */
  colleague?: boolean;
}) {
  return (
    <DetailFrame>
      <DetailTitle
        title={t('Order {number}', { number: order.number })}
        badge={<Badge $tone={ORDER_STATUS_TONE[order.status] ?? 'neutral'}>{statusBadgeText(order.status)}</Badge>}
      />
      {customer && <ApprovedStanding order={order} />}
      <OrderFacts order={order} customer={customer} colleague={colleague} />
      {actions && <Actions>{actions}</Actions>}
      <OrderLines order={order} customer={customer} />
      <Timeline events={order.timeline} customer={customer} colleague={colleague} />
    </DetailFrame>
  );
}
