import { endpoints, Link, t, useApi, useParams, useRefreshLists, type OrderDetail } from '@storefront/shared';
import { InvoiceButton, OrderView } from '@storefront/shared/orders';
import { nextStatuses } from '@storefront/shared/schemas';
import { DetailStates } from '@storefront/shared/ui';
import { orderKey } from '../api/orders';
import { OrderStatusActions } from './OrderStatusActions';
import { InvoicePanel } from './InvoicePanel';

/**
 * Any order, for an admin (`/dashboard/manageorders/<number>`): its customer, lines, totals and
 * timeline, its next steps (Confirm, Mark shipped, Mark delivered, Cancel; Release on credit hold)
 * as its status allows, and its invoice once confirmed, with its terms, payments and Record payment.
 */
export default function AdminOrderPage() {
  const { number } = useParams();
  const order = useApi<OrderDetail>(number ? orderKey(number) : null);
  const refreshLists = useRefreshLists();

  if (order.error || !order.data)
    return (
      <DetailStates
        read={order}
        what="order"
        notFound={
          <>
            {t('There is no order {number}.', { number: number ?? '' })} <Link to="/dashboard/manageorders">{t('See all orders')}</Link>
          </>
        }
      />
    );
  const data = order.data;

  return (
    <>
      <p>
        <Link to="/dashboard/manageorders">← {t('Manage All Orders')}</Link>
      </p>
      {data.company && (
        <p>
          {t('Placed for')} <Link to={`/dashboard/manageCompanies/${data.company._id}`}>{data.company.name}</Link>
          {data.locationName ? t(', shipping to {location}', { location: data.locationName }) : ''}.
          {data.status === 'on_hold' && t(' It takes the company above its credit limit: release it to go on, or cancel it.')}
        </p>
      )}
      <OrderView
        order={data}
        actions={
          <>
            {nextStatuses(data.status, 'admin').length > 0 && (
              <OrderStatusActions
                order={data}
                onChanged={() => {
                  // Changed, or changed meanwhile by someone else (409): read it again, with its timeline and invoice.
                  void order.mutate();
                  void refreshLists(endpoints.listOrders);
                }}
              />
            )}
            <InvoiceButton order={data} />
          </>
        }
      />
      {data.invoice && <InvoicePanel invoice={data.invoice} onPaid={() => void order.mutate()} />}
    </>
  );
}
