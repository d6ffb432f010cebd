import type { ReactNode } from 'react';
import styled from 'styled-components';
import { formatDate, formatDateTime, formatDay, plural, t, textLang, useFormatPrice, type OrderDetail } from '@storefront/shared';
import { Facts } from '@storefront/shared/ui';
import { INVOICE_STATUS_LABEL, PAYMENT_TERMS_LABEL } from '../schemas/api/companies';

const OrderFactList = styled(Facts)`
  margin: ${({ theme }) => theme.space(5)} 0;
`;

/** One fact: its name, then its value. */
function Fact({ name, children, id }: { name: string; children: ReactNode; id?: string }) {
  return (
    <div>
      <dt>{name}</dt>
      <dd id={id}>{children}</dd>
    </div>
  );
}

/** The invoice's number, dates, terms and status; before there is one, when there will be (or why there is none). */
function InvoiceText({ order }: { order: OrderDetail }) {
  const { invoice } = order;
  if (!invoice) {
    if (order.status === 'cancelled') return <>{t('None: cancelled before it was confirmed')}</>;
    if (order.status === 'pending' || order.status === 'awaiting_approval' || order.status === 'on_hold') return <>{t('Issued when the order is confirmed')}</>;
    return <>{t('Numbered at its first download')}</>;
  }
  return (
    <>
      {`${invoice.number}, ${t('issued')} `}
      <time dateTime={invoice.issuedAt}>{formatDate(invoice.issuedAt)}</time>
      {invoice.dueDate && (
        <>
          {`, ${t('due')} `}
          <time dateTime={invoice.dueDate}>{formatDay(invoice.dueDate)}</time>
          {invoice.terms && invoice.terms !== 'prepaid' && ` (${t(PAYMENT_TERMS_LABEL[invoice.terms])})`}
        </>
      )}
      {invoice.status && ` · ${t(INVOICE_STATUS_LABEL[invoice.status])}`}
    </>
  );
}

/**
 * An order's facts: dates, total, invoice, PO reference, the approver's deadline, company, buyer
 * (for admins, and for a colleague of the buyer) and delivery.
 */
export function OrderFacts({ order, customer, colleague }: { order: OrderDetail; customer: boolean; colleague: boolean }) {
  const formatPrice = useFormatPrice();
  return (
    <OrderFactList>
      <Fact name={t('Placed')}>
        <time dateTime={order.createdAt}>{formatDate(order.createdAt)}</time>
      </Fact>
      <Fact name={t('Last change')}>
        <time dateTime={order.updatedAt}>{formatDate(order.updatedAt)}</time>
      </Fact>
      <Fact name={t('Total')}>{`${formatPrice(order.totalPrice)} (${plural(order.lineCount, { one: '# line', other: '# lines' })})`}</Fact>
      <Fact name={t('Invoice')} id="invoice-number">
        <InvoiceText order={order} />
      </Fact>
      <Fact name={t('Purchase-order reference')}>{order.poReference ?? t('None given')}</Fact>
      {order.status === 'awaiting_approval' && order.approvalDueAt && (
        <Fact name={t('Decide by')}>
          <time dateTime={order.approvalDueAt}>{formatDateTime(order.approvalDueAt)}</time>
        </Fact>
      )}
      {order.company && <Fact name={t('Company')}>{order.company.name}</Fact>}
      {customer && colleague && <Fact name={t('Placed by')}>{order.name}</Fact>}
      {!customer && <Fact name={t('Customer')}>{`${order.name} (${order.email})${order.customerRemoved ? `, ${t('account removed')}` : ''}`}</Fact>}
      <Fact name={t('Deliver to')}>
        <span lang={textLang(order.address)}>{order.locationName ? `${order.locationName}: ${order.address}` : order.address}</span>
      </Fact>
      <Fact name={t('Phone')}>{order.phone}</Fact>
    </OrderFactList>
  );
}
