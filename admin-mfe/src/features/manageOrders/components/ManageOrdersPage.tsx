import { useMemo, useState } from 'react';
import styled from 'styled-components';
import {
  ApiError,
  formatDate,
  formatNumber,
  useApi,
  useConfig,
  useFormatPrice,
  useToast,
  type Order,
  type OrderStatus,
  callApi,
  endpoints,
  apiPath,
} from '@storefront/shared';
import { Badge, Button, EmptyState, ErrorState, PageSpinner, PageTitle, Table, TableWrap, VisuallyHidden } from '@storefront/shared/ui';
import { OrdersOverviewPanel } from './OrdersOverviewPanel';
import { AdminPage } from '../../../components/AdminPage';

// This page imports no form or validation library on purpose: it stays light (issue 6).

export const allOrdersKey = apiPath(endpoints.listOrders);

type Filter = 'all' | OrderStatus;
const FILTERS: { value: Filter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'pending', label: 'Pending' },
  { value: 'shipped', label: 'Shipped' },
  { value: 'cancelled', label: 'Cancelled' },
];

const TONE = { pending: 'warning', shipped: 'success', cancelled: 'danger' } as const;

const Heading = styled.h2`
  font-size: 1.2rem;
  color: ${({ theme }) => theme.colors.primary};
  margin: 0 0 ${({ theme }) => theme.space(3)};
`;

const FilterGroup = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0 0 ${({ theme }) => theme.space(4)};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  legend {
    float: left;
    font-weight: 600;
    margin-right: ${({ theme }) => theme.space(2)};
  }
  input {
    position: absolute;
    opacity: 0;
    width: 1px;
    height: 1px;
  }
  label span {
    display: inline-block;
    padding: 6px 14px;
    border-radius: ${({ theme }) => theme.radius.pill};
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font-weight: 600;
    font-size: 0.9375rem;
    cursor: pointer;
  }
  input:checked + span {
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryText};
  }
  input:focus-visible + span {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Customer = styled.td`
  min-width: 16ch;
  strong { display: block; }
  span { color: ${({ theme }) => theme.colors.muted}; font-size: 0.875rem; word-break: break-all; }
`;

const Address = styled.td`
  min-width: 18ch;
  max-width: 28ch;
`;

const Time = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.8125rem;
`;

const Nowrap = styled.td`
  white-space: nowrap;
`;

/** Rows shown at first and added by "Show more": a busy shop has hundreds of orders. */
export const PAGE_SIZE = 25;

const Compact = styled.div`
  table { font-size: 0.875rem; }
  th, td { padding: 8px 10px; }
`;

const More = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.9375rem;
`;

const newestFirst = (a: Order, b: Order) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0);

/** Every customer's orders (DECISIONS.md), newest first, with a status filter and shipping. */
export default function ManageOrdersPage() {
  const { data, error, isLoading, mutate } = useApi<Order[]>(allOrdersKey);
  const { locale } = useConfig();
  const formatPrice = useFormatPrice();
  const toast = useToast();
  const [filter, setFilter] = useState<Filter>('all');
  const [shipping, setShipping] = useState<string | null>(null);
  const [limit, setLimit] = useState(PAGE_SIZE);
  const time = useMemo(() => new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' }), [locale]);

  const orders = useMemo(() => [...(data ?? [])].sort(newestFirst), [data]);
  const counts = useMemo(() => {
    const result: Record<Filter, number> = { all: orders.length, pending: 0, shipped: 0, cancelled: 0 };
    for (const order of orders) result[order.status] += 1;
    return result;
  }, [orders]);
  const matching = filter === 'all' ? orders : orders.filter((order) => order.status === filter);
  const shown = matching.slice(0, limit);

  const markShipped = async (order: Order) => {
    setShipping(order._id);
    try {
      const updated = await callApi(endpoints.setOrderStatus, { params: { id: order._id }, body: { status: 'shipped' } });
      await mutate((current) => current?.map((o) => (o._id === updated._id ? updated : o)), { revalidate: false });
      toast.success(`Order of ${order.partName} for ${order.name} marked shipped`);
    } catch (cause) {
      // 409: cancelled or shipped meanwhile; the server says which, and the list catches up.
      const reason = cause instanceof ApiError && cause.status === 409 ? ` ${cause.message}.` : '';
      toast.error(`Failed to mark the order shipped.${reason}`);
      void mutate();
    } finally {
      setShipping(null);
    }
  };

  return (
    <AdminPage>
      <PageTitle>Manage All Orders</PageTitle>
      <OrdersOverviewPanel />

      <section aria-labelledby="all-orders-title">
        <Heading id="all-orders-title">Orders</Heading>
        {isLoading && <PageSpinner label="Loading orders" />}
        {error && <ErrorState title="The orders could not be loaded" message={error.message} onRetry={() => void mutate()} />}
        {data && (
          <>
            <FilterGroup>
              <legend>Status</legend>
              {FILTERS.map(({ value, label }) => (
                <label key={value}>
                  <input
                    type="radio"
                    name="order-status"
                    value={value}
                    checked={filter === value}
                    onChange={() => {
                      setFilter(value);
                      setLimit(PAGE_SIZE);
                    }}
                  />
                  <span>
                    {label} ({counts[value]})
                  </span>
                </label>
              ))}
            </FilterGroup>
            {matching.length === 0 ? (
              <EmptyState title={filter === 'all' ? 'No orders yet' : `No ${filter} orders`} />
            ) : (
              <Compact>
                <TableWrap>
                  <Table>
                    <VisuallyHidden as="caption">
                      {filter === 'all' ? 'All orders' : `${FILTERS.find((f) => f.value === filter)?.label} orders`}, newest first
                    </VisuallyHidden>
                    <thead>
                      <tr>
                        <th>Customer</th>
                        <th>Part</th>
                        <th className="num">Quantity</th>
                        <th className="num">Unit price</th>
                        <th className="num">Total</th>
                        <th>Status</th>
                        <th>Date</th>
                        <th>Address</th>
                        <th>Phone</th>
                        <th>Action</th>
                      </tr>
                    </thead>
                    <tbody>
                      {shown.map((order) => (
                        <tr key={order._id}>
                          <Customer>
                            <strong>{order.name}</strong>
                            <span>{order.email}</span>
                            {order.customerRemoved && (
                              <span>
                                <Badge $tone="neutral">removed customer</Badge>
                              </span>
                            )}
                          </Customer>
                          <td>{order.partName}</td>
                          <td className="num">{formatNumber(order.orderQuantity, locale)}</td>
                          <Nowrap className="num">{formatPrice(order.unitPrice)}</Nowrap>
                          <Nowrap className="num">{formatPrice(order.totalPrice)}</Nowrap>
                          <td>
                            <Badge $tone={TONE[order.status]}>{order.status}</Badge>
                          </td>
                          <Nowrap>
                            {formatDate(order.createdAt, locale)}
                            <Time>{time.format(new Date(order.createdAt))}</Time>
                          </Nowrap>
                          <Address>{order.address}</Address>
                          <Nowrap>{order.phone}</Nowrap>
                          <td>
                            {order.status === 'pending' ? (
                              <Button $size="sm" disabled={shipping === order._id} onClick={() => void markShipped(order)} style={{ whiteSpace: 'nowrap' }}>
                                {shipping === order._id ? 'Shipping…' : 'Mark shipped'}
                                <VisuallyHidden>
                                  {' '}
                                  {order.partName} for {order.name}
                                </VisuallyHidden>
                              </Button>
                            ) : (
                              <VisuallyHidden>No action</VisuallyHidden>
                            )}
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </Table>
                </TableWrap>
                <More>
                  <span role="status">
                    Showing {shown.length} of {matching.length} {matching.length === 1 ? 'order' : 'orders'}
                  </span>
                  {shown.length < matching.length && (
                    <Button $variant="secondary" $size="sm" onClick={() => setLimit((n) => n + PAGE_SIZE)}>
                      Show {Math.min(PAGE_SIZE, matching.length - shown.length)} more
                    </Button>
                  )}
                </More>
              </Compact>
            )}
          </>
        )}
      </section>
    </AdminPage>
  );
}
