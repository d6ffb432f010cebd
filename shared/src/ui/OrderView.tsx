import type { ReactNode } from 'react';
import styled from 'styled-components';
import { formatDate, formatNumber, useConfig, useFormatPrice, type OrderDetail, type OrderStatus } from '@storefront/shared';
import { PageTitle, VisuallyHidden } from './layout';
import { Badge } from './states';
import { Table, TableWrap } from './Table';

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

export const ORDER_STATUS_TONE: Record<OrderStatus, 'warning' | 'success' | 'danger'> = { pending: 'warning', shipped: 'success', cancelled: 'danger' };

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

/** A one-column grid whose track may shrink below the table's width (the table scrolls in its frame). */
const Frame = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
`;

const LinesTable = styled(Table)`
  min-width: 640px;
  tfoot th, tfoot td { font-weight: 700; border-bottom: none; border-top: 2px solid ${({ theme }) => theme.colors.border}; }
  td.nowrap { white-space: nowrap; }
`;

export function OrderView({ order, actions, customer = false }: { order: OrderDetail; actions?: ReactNode; customer?: boolean }) {
  const formatPrice = useFormatPrice();
  const { locale } = useConfig();
  return (
    <Frame>
      <Head>
        <PageTitle>Order {order.number}</PageTitle>
        <Badge $tone={ORDER_STATUS_TONE[order.status] ?? 'neutral'}>{order.status}</Badge>
      </Head>
      <Facts>
        <div>
          <dt>Placed</dt>
          <dd>
            <time dateTime={order.createdAt}>{formatDate(order.createdAt, locale)}</time>
          </dd>
        </div>
        <div>
          <dt>Last change</dt>
          <dd>
            <time dateTime={order.updatedAt}>{formatDate(order.updatedAt, locale)}</time>
          </dd>
        </div>
        <div>
          <dt>Total</dt>
          <dd>
            {formatPrice(order.totalPrice)} ({order.lineCount} {order.lineCount === 1 ? 'line' : 'lines'})
          </dd>
        </div>
        <div>
          <dt>Purchase-order reference</dt>
          <dd>{order.poReference ?? 'None given'}</dd>
        </div>
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
          <dd>{order.address}</dd>
        </div>
        <div>
          <dt>Phone</dt>
          <dd>{order.phone}</dd>
        </div>
      </Facts>
      {actions && <Actions>{actions}</Actions>}
      <TableWrap role="region" aria-label="The order’s lines (scrolls sideways)" tabIndex={0}>
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
                <td className="num">{index + 1}</td>
                <td className="nowrap">{line.partNumber ?? '–'}</td>
                <th scope="row" style={{ background: 'none', fontWeight: 600 }}>
                  {line.partName}
                </th>
                <td className="num nowrap">{formatPrice(line.unitPrice)}</td>
                <td className="num">{formatNumber(line.quantity, locale)}</td>
                <td className="num nowrap">{formatPrice(line.lineTotal)}</td>
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
    </Frame>
  );
}
