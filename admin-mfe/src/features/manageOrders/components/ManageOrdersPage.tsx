import { useState } from 'react';
import styled from 'styled-components';
import { endpoints, formatDate, formatNumber, formatTime, Link, msg, t, useFormatPrice, useToast, type Order, textLang } from '@storefront/shared';
import { ORDER_STATUS_TONE, orderPartsSummary, statusBadgeText } from '@storefront/shared/orders';
import { ORDER_STATUSES, STATUS_LABEL } from '@storefront/shared/schemas';
import { defaultSort } from '@storefront/shared/sorts';
import { Badge, Button, ChoiceField, DateField, PageTitle, SortableHeader, Table, VisuallyHidden, TableHead } from '@storefront/shared/ui';
import { OrdersOverviewPanel } from './OrdersOverviewPanel';
import { AdminPage } from '../../../components/AdminPage';
import { Nowrap, RowActions, ListSearch, ListTable, useAdminList } from '../../../components/ListPage';
import { translatedChoices, usePageLocale } from '../../../components/i18n';
import { OrderStatusActions } from './OrderStatusActions';
import { exportOrders } from '../api/orders';

// This page imports no form or validation library on purpose: it stays light.

/** The view's parameters in the URL, as the API names them. */
export const ORDER_LIST_KEYS = ['q', 'status', 'from', 'to', 'sort'] as const;

/** The status filter: every status, a company's order's awaiting approval and on credit hold first, as they come before pending. */
const STATUS_CHOICES = [{ value: '', label: msg('All') }, ...ORDER_STATUSES.map((status) => ({ value: status, label: STATUS_LABEL[status] }))];

const Heading = styled.h2`
  font-size: 1.2rem;
  color: ${({ theme }) => theme.colors.primary};
  margin: 0 0 ${({ theme }) => theme.space(3)};
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

const Compact = styled.div`
  table { font-size: 0.875rem; }
  th, td { padding: 8px 10px; }
`;

const Export = styled.div`
  align-self: flex-end;
`;

/** Every customer's orders (DECISIONS.md), paged from the server: searched, filtered, sorted, exported. */
export default function ManageOrdersPage() {
  const locale = usePageLocale();
  const formatPrice = useFormatPrice();
  const toast = useToast();
  const admin = useAdminList(endpoints.listOrders, ORDER_LIST_KEYS, { filters: ['q', 'status', 'from', 'to'] });
  const { view, list, filtered } = admin;
  const { status, from, to } = view.values;
  const sort = view.values.sort ?? defaultSort('orders');
  const [exporting, setExporting] = useState(false);

  /** After a change (or a refusal: changed meanwhile), the row shows the order as it is, and the view is read again (a status filter may drop it). */
  const changed = (updated: Order | null) => {
    if (updated) list.update((o) => (o._id === updated._id ? updated : o));
    void list.reload();
  };

  const exportCsv = async () => {
    setExporting(true);
    try {
      await exportOrders(view.values);
    } catch (cause) {
      toast.error(t('The orders could not be exported: {reason}', { reason: (cause as Error).message }));
    } finally {
      setExporting(false);
    }
  };

  return (
    <AdminPage>
      <PageTitle>{t('Manage All Orders')}</PageTitle>
      <OrdersOverviewPanel />

      <section aria-labelledby="all-orders-title">
        <Heading id="all-orders-title">{t('Orders')}</Heading>
        <ListSearch admin={admin} label={t('Search orders')} placeholder={t('Customer, e-mail, part or order number')}>
          <ChoiceField label={t('Status')} value={status} choices={translatedChoices(STATUS_CHOICES)} onChange={(next) => view.set({ status: next })} />
          <DateField label={t('From')} value={from} max={to} onChange={(next) => view.set({ from: next })} />
          <DateField label={t('To')} value={to} min={from} onChange={(next) => view.set({ to: next })} />
          <Export>
            <Button $variant="secondary" disabled={exporting} onClick={() => void exportCsv()}>
              {exporting ? t('Exporting…') : t('Export CSV')}
            </Button>
          </Export>
        </ListSearch>
        <Compact>
          <ListTable admin={admin} noun={['order', 'orders']} frameLabel={t('Orders (scrolls sideways)')} emptyTitle={t('No orders yet')}>
            <Table>
              <VisuallyHidden as="caption">{filtered ? t('Matching orders') : t('All orders')}</VisuallyHidden>
              <TableHead
                columns={[
                  t('Order'),
                  t('Customer'),
                  t('Part'),
                  { label: t('Lines'), num: true },
                  <SortableHeader
                    key="total"
                    label={t('Total')}
                    column="total"
                    sort={sort}
                    firstDescending
                    onSort={(next) => view.set({ sort: next })}
                    className="num"
                  />,
                  t('Status'),
                  <SortableHeader
                    key="date"
                    label={t('Date')}
                    column="date"
                    sort={sort}
                    firstDescending
                    onSort={(next) => view.set({ sort: next === defaultSort('orders') ? undefined : next })}
                  />,
                  t('Address'),
                  t('Phone'),
                  { label: t('Action'), actions: true },
                ]}
              />
              <tbody>
                {list.items.map((order) => (
                  <tr key={order._id}>
                    <td style={{ whiteSpace: 'nowrap' }}>
                      <Link to={`/dashboard/manageorders/${order.number}`}>{order.number}</Link>
                    </td>
                    <Customer>
                      <strong>{order.name}</strong>
                      <span>{order.email}</span>
                      {order.customerRemoved && (
                        <span>
                          <Badge $tone="neutral">{t('removed customer')}</Badge>
                        </span>
                      )}
                    </Customer>
                    <td>{orderPartsSummary(order)}</td>
                    <td className="num">{formatNumber(order.lineCount, locale)}</td>
                    <Nowrap className="num">{formatPrice(order.totalPrice)}</Nowrap>
                    <td>
                      <Badge $tone={ORDER_STATUS_TONE[order.status]}>{statusBadgeText(order.status)}</Badge>
                    </td>
                    <Nowrap>
                      <time dateTime={order.createdAt}>
                        {formatDate(order.createdAt)}
                        <Time>{formatTime(order.createdAt)}</Time>
                      </time>
                    </Nowrap>
                    <Address lang={textLang(order.address)}>{order.address}</Address>
                    <Nowrap>{order.phone}</Nowrap>
                    <td className="actions">
                      <RowActions>
                        <OrderStatusActions order={order} compact onChanged={changed} />
                      </RowActions>
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </ListTable>
        </Compact>
      </section>
    </AdminPage>
  );
}
