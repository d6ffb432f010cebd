import type { ReactNode } from 'react';
import styled from 'styled-components';
import { formatDateTime, msg, t, useFormatPrice, type OrderEvent, type OrderEventEmail, type OrderStatus } from '@storefront/shared';
import { VisuallyHidden } from '@storefront/shared/ui';
import { APPROVAL_DAYS } from '../schemas/api/companies';
import { trackingUrl } from './carriers';
import { SectionTitle } from './DetailLayout';

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

const EVENT_TITLE: Record<OrderStatus, string> = {
  awaiting_approval: msg('Placed, awaiting approval'),
  on_hold: msg('Placed, on hold (credit)'),
  pending: msg('Placed'),
  confirmed: msg('Confirmed'),
  shipped: msg('Shipped'),
  delivered: msg('Delivered'),
  cancelled: msg('Cancelled'),
};

/**
 * What a change is called on the timeline: an approver's move to pending is "Approved" and to
 * cancelled "Rejected"; the admin's move to pending after a credit hold is "Released"; the
 * scheduled cancellation of an order nobody decided on names the expiry.
 */
export function eventTitle(event: OrderEvent, previous: OrderEvent | undefined): string {
  if (event.status === 'pending' && event.by?.role === 'approver') return t('Approved');
  if (event.status === 'pending' && event.by?.role === 'admin' && previous?.status === 'on_hold') return t('Released');
  if (event.status === 'cancelled' && event.by?.role === 'approver') return t('Rejected');
  if (event.status === 'cancelled' && event.by?.role === 'system') return t('Cancelled: not decided within {days} days', { days: APPROVAL_DAYS });
  return t(EVENT_TITLE[event.status]);
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
        {event.carrier && t('Carrier: {carrier}', { carrier: event.carrier })}
        {event.carrier && event.trackingNumber && ' · '}
        {event.trackingNumber && (
          <>
            {`${t('Tracking number:')} `}
            {tracking ? (
              <a href={tracking} target="_blank" rel="noopener noreferrer">
                {event.trackingNumber}
                <VisuallyHidden>{` ${t('(track it on the carrier’s site, opens in a new tab)')}`}</VisuallyHidden>
              </a>
            ) : (
              event.trackingNumber
            )}
          </>
        )}
      </>
    );
  }
  if (event.status === 'cancelled' && event.reason) return t('Reason: {reason}', { reason: event.reason });
  return null;
}

/** A moment in the store's time zone, the zone named. */
export function LocalTime({ iso }: { iso: string }) {
  return <time dateTime={iso}>{formatDateTime(iso)}</time>;
}

/**
 * Who made the change, as its reader knows them: "you" for the customer's own (a colleague reads
 * the buyer's name), the approver by name, "automatically" for the store's scheduled jobs, the
 * admin's name for admins.
 */
export function eventAuthor(event: OrderEvent, customer: boolean, colleague = false): string {
  if (!event.by) return t('Recorded before the order’s timeline was kept');
  if (event.by.role === 'customer') {
    if (customer && !colleague) return t('By you');
    if (customer) return t('By {name}', { name: event.by.name ?? t('a colleague') });
    return event.by.name ? t('By the customer ({name})', { name: event.by.name }) : t('By the customer');
  }
  if (event.by.role === 'approver') return t('By {name} (approver)', { name: event.by.name ?? t('an approver') });
  if (event.by.role === 'system') return t('Automatically');
  return customer ? t('By our team') : t('By {name} (admin)', { name: event.by.name ?? t('an admin') });
}

/**
 * A payment on the timeline, in one sentence: how much, recorded by whom (the admin by name for
 * admins, "our team" for the customer), its reference, and "— invoice paid" when it made the
 * invoice Paid.
 */
export function paymentTitle(event: OrderEvent, customer: boolean, formatPrice: (amount: number) => string): string {
  const payment = event.payment ?? { amount: 0, reference: null, invoicePaid: false };
  const by = customer ? t('our team') : (event.by?.name ?? t('an admin'));
  const reference = payment.reference ? ` ${t('(reference {reference})', { reference: payment.reference })}` : '';
  const paid = payment.invoicePaid ? ` — ${t('invoice paid')}` : '';
  return `${t('Payment of {amount} recorded by {by}', { amount: formatPrice(payment.amount), by })}${reference}${paid}`;
}

/** Where the change's e-mail to the customer stands: sent when, or waiting and why. */
function emailStatus(email: OrderEventEmail): ReactNode {
  const at = (iso: string) => <LocalTime iso={iso} />;
  if (email.sentAt)
    return (
      <>
        {`${t('E-mail sent to {to}', { to: email.to })} · `}
        {at(email.sentAt)}
      </>
    );
  if (!email.problem) return <>{t('E-mail to {to} is being sent', { to: email.to })}</>;
  return (
    <>
      {t('E-mail to {to} waiting: {problem}', { to: email.to, problem: t(email.problem) })}
      {email.nextAttemptAt && (
        <>
          {` · ${t('next try')} `}
          {at(email.nextAttemptAt)}
        </>
      )}
    </>
  );
}

/** Every change of the order, oldest first: what, who and when, and its e-mail to the customer. */
export function Timeline({ events, customer, colleague }: { events: OrderEvent[]; customer: boolean; colleague: boolean }) {
  const formatPrice = useFormatPrice();
  return (
    <section aria-labelledby="order-timeline-title">
      <SectionTitle id="order-timeline-title">{t('Timeline')}</SectionTitle>
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
