import type { ReactNode } from 'react';
import styled from 'styled-components';
import { trackingUrl } from './carriers';
import {
  BRAND,
  formatDate,
  formatDateTime,
  formatDay,
  formatNumber,
  Link,
  useConfig,
  useFormatPrice,
  type OrderDetail,
  type OrderEvent,
  type OrderEventEmail,
  type OrderLine,
  type OrderStatus,
} from '@storefront/shared';
import { Badge, cardRows, PageTitle, Table, TableWrap, VisuallyHidden } from '@storefront/shared/ui';
import { STATUS_LABEL } from '../schemas/orderLifecycle';
import { APPROVAL_DAYS, INVOICE_STATUS_LABEL, PAYMENT_TERMS_LABEL, type InvoiceStatus } from '../schemas/api/companies';
import { toCents } from '../schemas/pricing';
import { quotePagePath } from './quoteStatus';

/**
 * An order's page, one presentation for its customer (account: /dashboard/orders/<number>) and
 * for admins (admin: /dashboard/manageorders/<number>): number and status, the dates, PO
 * reference, buyer and delivery, every line with its part number, name and price as ordered, and
 * the total. Each remote adds its own actions (cancel, Order again, mark shipped).
 */

/** An order's parts in a list's cell: its first part, and how many more (`Bobbin Case and 2 more`). */
export function orderPartsSummary(order: { partName: string; lineCount: number }): string {
  return order.lineCount > 1 ? `${order.partName} and ${order.lineCount - 1} more` : order.partName;
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

/**
 * What an order's status badge says: a company's statuses by their names ("Awaiting approval",
 * "On hold (credit)"), the others in the API's words, as the lists have always shown them.
 */
export function statusBadgeText(status: OrderStatus): string {
  return status === 'awaiting_approval' || status === 'on_hold' ? STATUS_LABEL[status] : status;
}

/** An invoice's status badge's tone, on every page that shows one. */
export const INVOICE_STATUS_TONE: Record<InvoiceStatus, 'neutral' | 'success' | 'danger'> = { open: 'neutral', paid: 'success', overdue: 'danger' };

/**
 * Where a line's unit price came from, when not the part's own price: "50+ price", "Price list:
 * <name>", "Quote <number>"; none for a line at the list price (and every line ordered before
 * prices had sources).
 */
export function priceSourceText(line: Pick<OrderLine, 'priceSource' | 'priceMinQuantity' | 'priceListName' | 'quoteNumber'>): string | null {
  switch (line.priceSource) {
    case 'break':
      return line.priceMinQuantity ? `${line.priceMinQuantity}+ price` : 'Quantity price';
    case 'contract':
      return line.priceListName ? `Price list: ${line.priceListName}` : 'Price list';
    case 'quote':
      return line.quoteNumber ? `Quote ${line.quoteNumber}` : 'Quote';
    default:
      return null;
  }
}

const Note = styled.span`
  display: block;
  white-space: normal;
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.colors.muted};
`;

/** A line's unit price, with where it came from and the list price beside a lower one ("50+ price · List BDT 653.25"). */
function UnitPrice({ line, customer }: { line: OrderLine; customer: boolean }) {
  const formatPrice = useFormatPrice();
  const source = priceSourceText(line);
  const lower = line.listPrice !== undefined && toCents(line.listPrice) > toCents(line.unitPrice);
  if (!source && !lower) return <>{formatPrice(line.unitPrice)}</>;
  return (
    <span>
      {formatPrice(line.unitPrice)}
      <Note>
        {line.priceSource === 'quote' && line.quoteNumber ? (
          <>
            Quote <Link to={quotePagePath(line.quoteNumber, customer)}>{line.quoteNumber}</Link>
          </>
        ) : (
          source
        )}
        {source && lower && ' · '}
        {lower && `List ${formatPrice(line.listPrice!)}`}
      </Note>
    </span>
  );
}

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  h1 { margin: 0; }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(6)};
  margin: ${({ theme }) => theme.space(5)} 0;
  div { min-width: 0; }
  dt { color: ${({ theme }) => theme.colors.muted}; font-size: 0.875rem; }
  dd { margin: 0; font-weight: 600; overflow-wrap: anywhere; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  margin: ${({ theme }) => theme.space(5)} 0;
`;

/** A one-column grid whose track may shrink below the table's width (from 600 px the table scrolls in its frame). */
const Frame = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
`;

/**
 * The lines: a table from 600 px; on a phone each line is a card (the part's name, then each
 * figure beside its column's name, from the cell's data-label), so no price or total sits off
 * screen. The header row stays for screen readers, and the labels are hidden from them.
 */
const LinesTable = styled(Table)`
  tfoot th, tfoot td { font-weight: 700; border-bottom: none; border-top: 2px solid ${({ theme }) => theme.colors.border}; }
  td.nowrap { white-space: nowrap; }
  @media (min-width: ${({ theme }) => theme.breakpoints.sm}px) {
    min-width: 640px;
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.sm - 1}px) {
    ${cardRows}
    tfoot { display: block; }
    tbody tr {
      grid-template-areas: 'name line' 'sku sku' 'price price' 'quantity quantity' 'total total';
      gap: 4px 12px;
    }
    tbody th, tbody td { display: flex; justify-content: space-between; gap: 12px; padding: 0; border: none; text-align: right; }
    tbody th { grid-area: name; display: block; text-align: left; white-space: normal; }
    td.line { grid-area: line; justify-content: flex-end; gap: 0.25em; color: ${({ theme }) => theme.colors.muted}; font-size: 0.875rem; }
    td.sku { grid-area: sku; }
    td.price { grid-area: price; }
    td.quantity { grid-area: quantity; }
    td.total { grid-area: total; }
    td[data-label]::before {
      content: attr(data-label);
      content: attr(data-label) / '';
      font-weight: 400;
      text-align: left;
    }
    tfoot tr { display: flex; justify-content: space-between; gap: 12px; border-top: 2px solid ${({ theme }) => theme.colors.border}; }
    tfoot th, tfoot td { display: block; border-top: none; }
    tfoot th { text-align: left !important; }
  }
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
      Approved by {approval.by?.name ?? 'an approver'} on <LocalTime iso={approval.at} />; waiting for {BRAND} to confirm it.
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
  const formatPrice = useFormatPrice();
  const { locale } = useConfig();
  return (
    <Frame>
      <Head>
        <PageTitle>Order {order.number}</PageTitle>
        <Badge $tone={ORDER_STATUS_TONE[order.status] ?? 'neutral'}>{statusBadgeText(order.status)}</Badge>
      </Head>
      {customer && <ApprovedStanding order={order} />}
      <Facts>
        <div>
          <dt>Placed</dt>
          <dd>
            <time dateTime={order.createdAt}>{formatDate(order.createdAt)}</time>
          </dd>
        </div>
        <div>
          <dt>Last change</dt>
          <dd>
            <time dateTime={order.updatedAt}>{formatDate(order.updatedAt)}</time>
          </dd>
        </div>
        <div>
          <dt>Total</dt>
          <dd>
            {formatPrice(order.totalPrice)} ({order.lineCount} {order.lineCount === 1 ? 'line' : 'lines'})
          </dd>
        </div>
        <div>
          <dt>Invoice</dt>
          <dd id="invoice-number">
            {order.invoice ? (
              <>
                {order.invoice.number}, issued <time dateTime={order.invoice.issuedAt}>{formatDate(order.invoice.issuedAt)}</time>
                {order.invoice.dueDate && (
                  <>
                    , due <time dateTime={order.invoice.dueDate}>{formatDay(order.invoice.dueDate)}</time>
                    {order.invoice.terms && order.invoice.terms !== 'prepaid' && ` (${PAYMENT_TERMS_LABEL[order.invoice.terms]})`}
                  </>
                )}
                {order.invoice.status && ` · ${INVOICE_STATUS_LABEL[order.invoice.status]}`}
              </>
            ) : order.status === 'cancelled' ? (
              'None: cancelled before it was confirmed'
            ) : order.status === 'pending' || order.status === 'awaiting_approval' || order.status === 'on_hold' ? (
              'Issued when the order is confirmed'
            ) : (
              'Numbered at its first download'
            )}
          </dd>
        </div>
        <div>
          <dt>Purchase-order reference</dt>
          <dd>{order.poReference ?? 'None given'}</dd>
        </div>
        {order.status === 'awaiting_approval' && order.approvalDueAt && (
          <div>
            <dt>Decide by</dt>
            <dd>
              <time dateTime={order.approvalDueAt}>{formatDateTime(order.approvalDueAt)}</time>
            </dd>
          </div>
        )}
        {order.company && (
          <div>
            <dt>Company</dt>
            <dd>{order.company.name}</dd>
          </div>
        )}
        {customer && colleague && (
          <div>
            <dt>Placed by</dt>
            <dd>{order.name}</dd>
          </div>
        )}
        {!customer && (
          <div>
            <dt>Customer</dt>
            <dd>
              {order.name} ({order.email}){order.customerRemoved ? ', account removed' : ''}
            </dd>
          </div>
        )}
        <div>
          <dt>Deliver to</dt>
          <dd>{order.locationName ? `${order.locationName}: ${order.address}` : order.address}</dd>
        </div>
        <div>
          <dt>Phone</dt>
          <dd>{order.phone}</dd>
        </div>
      </Facts>
      {actions && <Actions>{actions}</Actions>}
      <TableWrap role="region" aria-label="The order’s lines" tabIndex={0}>
        <LinesTable>
          <VisuallyHidden as="caption">
            {order.lineCount} {order.lineCount === 1 ? 'line' : 'lines'}
          </VisuallyHidden>
          <thead>
            <tr>
              <th scope="col" className="num">
                Line
              </th>
              <th scope="col">Part number</th>
              <th scope="col">Part</th>
              <th scope="col" className="num">
                Unit price
              </th>
              <th scope="col" className="num">
                Quantity
              </th>
              <th scope="col" className="num">
                Line total
              </th>
            </tr>
          </thead>
          <tbody>
            {order.lines.map((line, index) => (
              <tr key={`${line.partId}-${index}`}>
                <td className="num line" data-label="Line">
                  {index + 1}
                </td>
                <td className="nowrap sku" data-label="Part number">
                  {line.partNumber ?? '–'}
                </td>
                <th scope="row" style={{ background: 'none', fontWeight: 600 }}>
                  {line.partName}
                </th>
                <td className="num nowrap price" data-label="Unit price">
                  <UnitPrice line={line} customer={customer} />
                </td>
                <td className="num quantity" data-label="Quantity">
                  {formatNumber(line.quantity, locale)}
                </td>
                <td className="num nowrap total" data-label="Line total">
                  {formatPrice(line.lineTotal)}
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={5} style={{ background: 'none', textAlign: 'right' }}>
                Order total
              </th>
              <td className="num nowrap">{formatPrice(order.totalPrice)}</td>
            </tr>
          </tfoot>
        </LinesTable>
      </TableWrap>
      <Timeline events={order.timeline} customer={customer} colleague={colleague} />
    </Frame>
  );
}

const TimelineList = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  border-left: 3px solid ${({ theme }) => theme.colors.border};
  li { position: relative; padding: 0 0 ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(5)}; }
  li::before {
    content: '';
    position: absolute;
    left: -9px;
    top: 0.35em;
    width: 15px;
    height: 15px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.surface};
    border: 3px solid ${({ theme }) => theme.colors.primary};
  }
  strong { display: block; }
  span { display: block; color: ${({ theme }) => theme.colors.muted}; font-size: 0.875rem; overflow-wrap: anywhere; }
`;

const SectionTitle = styled.h2`
  font-size: 1.2rem;
  color: ${({ theme }) => theme.colors.primary};
  margin: ${({ theme }) => theme.space(6)} 0 ${({ theme }) => theme.space(3)};
`;

const EVENT_TITLE: Record<OrderStatus, string> = {
  awaiting_approval: 'Placed, awaiting approval',
  on_hold: 'Placed, on hold (credit)',
  pending: 'Placed',
  confirmed: 'Confirmed',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

/**
 * What a change is called on the timeline: an approver's move to pending is "Approved" and to
 * cancelled "Rejected"; the admin's move to pending after a credit hold is "Released"; the
 * scheduled cancellation of an order nobody decided on names the expiry.
 */
export function eventTitle(event: OrderEvent, previous: OrderEvent | undefined): string {
  if (event.status === 'pending' && event.by?.role === 'approver') return 'Approved';
  if (event.status === 'pending' && event.by?.role === 'admin' && previous?.status === 'on_hold') return 'Released';
  if (event.status === 'cancelled' && event.by?.role === 'approver') return 'Rejected';
  if (event.status === 'cancelled' && event.by?.role === 'system') return `Cancelled: not decided within ${APPROVAL_DAYS} days`;
  return EVENT_TITLE[event.status];
}

/**
 * What the event adds: the carrier and tracking number of a shipment (the number a link to the
 * carrier's tracking page where the carrier is known), a cancellation's reason.
 */
function eventDetail(event: OrderEvent): ReactNode {
  if (event.status === 'shipped') {
    if (!event.carrier && !event.trackingNumber) return null;
    const tracking = trackingUrl(event.carrier, event.trackingNumber);
    return (
      <>
        {event.carrier && `Carrier: ${event.carrier}`}
        {event.carrier && event.trackingNumber && ' · '}
        {event.trackingNumber && (
          <>
            Tracking number:{' '}
            {tracking ? (
              <a href={tracking} target="_blank" rel="noopener noreferrer">
                {event.trackingNumber}
                <VisuallyHidden> (track it on the carrier’s site, opens in a new tab)</VisuallyHidden>
              </a>
            ) : (
              event.trackingNumber
            )}
          </>
        )}
      </>
    );
  }
  if (event.status === 'cancelled' && event.reason) return `Reason: ${event.reason}`;
  return null;
}

/** A moment in the store's time zone, the zone named. */
function LocalTime({ iso }: { iso: string }) {
  return <time dateTime={iso}>{formatDateTime(iso)}</time>;
}

/**
 * Who made the change, as its reader knows them: "you" for the customer's own (a colleague reads
 * the buyer's name), the approver by name, "automatically" for the store's scheduled jobs, the
 * admin's name for admins.
 */
export function eventAuthor(event: OrderEvent, customer: boolean, colleague = false): string {
  if (!event.by) return 'Recorded before the order’s timeline was kept';
  if (event.by.role === 'customer') {
    if (customer && !colleague) return 'By you';
    return customer ? `By ${event.by.name ?? 'a colleague'}` : `By the customer${event.by.name ? ` (${event.by.name})` : ''}`;
  }
  if (event.by.role === 'approver') return `By ${event.by.name ?? 'an approver'} (approver)`;
  if (event.by.role === 'system') return 'Automatically';
  return customer ? 'By our team' : `By ${event.by.name ?? 'an admin'} (admin)`;
}

/**
 * A payment on the timeline, in one sentence: how much, recorded by whom (the admin by name for
 * admins, "our team" for the customer), its reference, and "— invoice paid" when it made the
 * invoice Paid.
 */
export function paymentTitle(event: OrderEvent, customer: boolean, formatPrice: (amount: number) => string): string {
  const payment = event.payment ?? { amount: 0, reference: null, invoicePaid: false };
  const by = customer ? 'our team' : (event.by?.name ?? 'an admin');
  const reference = payment.reference ? ` (reference ${payment.reference})` : '';
  return `Payment of ${formatPrice(payment.amount)} recorded by ${by}${reference}${payment.invoicePaid ? ' — invoice paid' : ''}`;
}

/** Where the change's e-mail to the customer stands: sent when, or waiting and why. */
function emailStatus(email: OrderEventEmail): ReactNode {
  const at = (iso: string) => <LocalTime iso={iso} />;
  if (email.sentAt)
    return (
      <>
        E-mail sent to {email.to} · {at(email.sentAt)}
      </>
    );
  if (!email.problem) return <>E-mail to {email.to} is being sent</>;
  return (
    <>
      E-mail to {email.to} waiting: {email.problem}
      {email.nextAttemptAt && <> · next try {at(email.nextAttemptAt)}</>}
    </>
  );
}

/** Every change of the order, oldest first: what, who and when, and its e-mail to the customer. */
function Timeline({ events, customer, colleague }: { events: OrderEvent[]; customer: boolean; colleague: boolean }) {
  const formatPrice = useFormatPrice();
  return (
    <section aria-labelledby="order-timeline-title">
      <SectionTitle id="order-timeline-title">Timeline</SectionTitle>
      <TimelineList>
        {events.map((event, index) => {
          if (event.kind === 'payment')
            return (
              <li key={`payment-${index}`}>
                <strong>{paymentTitle(event, customer, formatPrice)}</strong>
                <span>
                  <LocalTime iso={event.at} />
                </span>
                {event.email && <span>{emailStatus(event.email)}</span>}
              </li>
            );
          const detail = eventDetail(event);
          // A payment is no change of status: the change before it is the one a title compares with.
          const previous = events
            .slice(0, index)
            .reverse()
            .find((e) => e.kind !== 'payment');
          return (
            <li key={`${event.status}-${index}`}>
              <strong>{eventTitle(event, previous)}</strong>
              <span>
                <LocalTime iso={event.at} /> · {eventAuthor(event, customer, colleague)}
              </span>
              {detail && <span>{detail}</span>}
              {event.email && <span>{emailStatus(event.email)}</span>}
            </li>
          );
        })}
      </TimelineList>
    </section>
  );
}
