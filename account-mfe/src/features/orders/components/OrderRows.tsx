import type { ReactNode } from 'react';
import styled from 'styled-components';
import { formatDate, formatNumber, Link, t, useFormatPrice, type Order } from '@storefront/shared';
import { ORDER_STATUS_TONE, orderPartsSummary, statusBadgeText } from '@storefront/shared/orders';
import { Badge, Table } from '@storefront/shared/ui';

// My Orders' two views, the member's own orders and their company's, show an order's same first columns.

/** A wide table: it scrolls sideways in its frame rather than squeezing the addresses. */
export const OrdersTable = styled(Table)`
  min-width: 960px;
  td.wrap { min-width: 180px; max-width: 260px; overflow-wrap: anywhere; }
  td.nowrap { white-space: nowrap; }
  tbody th { background: none; white-space: normal; min-width: 160px; }
  caption { text-align: left; padding: 10px 12px; color: ${({ theme }) => theme.colors.muted}; caption-side: bottom; }
`;

/** The headers of OrderCells' columns; `total` and `date` replace their plain headers (to sort by them). */
export function OrderHeaders({ placedBy = false, total, date }: { placedBy?: boolean; total?: ReactNode; date?: ReactNode }) {
  return (
    <>
      <th scope="col">{t('Order')}</th>
      {placedBy && <th scope="col">{t('Placed by')}</th>}
      <th scope="col">{t('Part')}</th>
      <th scope="col" className="num">
        {t('Lines')}
      </th>
      {total ?? (
        <th scope="col" className="num">
          {t('Total')}
        </th>
      )}
      <th scope="col">{t('Status')}</th>
      {date ?? <th scope="col">{t('Date')}</th>}
    </>
  );
}

/** An order's number (its link), who placed it (`placedBy`), its parts, lines, total, status and date. */
export function OrderCells({ order, placedBy = false }: { order: Order; placedBy?: boolean }) {
  const formatPrice = useFormatPrice();
  return (
    <>
      <td className="nowrap">
        <Link to={`/dashboard/orders/${order.number}`}>{order.number}</Link>
      </td>
      {placedBy && <td>{order.name}</td>}
      <th scope="row">{orderPartsSummary(order)}</th>
      <td className="num">{formatNumber(order.lineCount)}</td>
      <td className="num nowrap">{formatPrice(order.totalPrice)}</td>
      <td>
        <Badge $tone={ORDER_STATUS_TONE[order.status] ?? 'neutral'}>{t(statusBadgeText(order.status))}</Badge>
      </td>
      <td className="nowrap">
        <time dateTime={order.createdAt}>{formatDate(order.createdAt)}</time>
      </td>
    </>
  );
}
