import { apiPath, callApi, endpoints, type Order, type OrderStatus } from '@storefront/shared';
import { buyingEndpoints, companyEndpoints } from '@storefront/shared/endpoints';
import type { PaymentBody } from '@storefront/shared/schemas';
import { apiDownload } from '@storefront/shared/lists';

/** What a change of status may carry: a cancellation's reason, a shipment's carrier and tracking number. */
export interface StatusDetails {
  reason?: string;
  carrier?: string;
  trackingNumber?: string;
}

/** Moves an order along its life (confirm, ship, deliver, cancel); the server refuses a change off the arrows (409). */
export function changeOrderStatus(id: string, status: Exclude<OrderStatus, 'pending'>, details: StatusDetails = {}): Promise<Order> {
  return callApi(endpoints.setOrderStatus, { params: { id }, body: { status, ...details } });
}

/** Releases an order on credit hold: it goes on as pending, on account (409 when it is no longer on hold). */
export const releaseOrder = (number: string) => callApi(companyEndpoints.releaseOrder, { params: { number } });

/** Records a payment against an invoice; the invoice is Paid when its payments reach its total. */
export const recordPayment = (invoiceNumber: string, body: PaymentBody) => callApi(companyEndpoints.recordPayment, { params: { number: invoiceNumber }, body });

/** An order's page reads the order with its lines by its number. */
export const orderKey = (number: string) => apiPath(buyingEndpoints.getOrder, { number });

/** The view of Manage All Orders that an export repeats: its search, filters and sort, as the URL has them. */
export interface OrdersView {
  q?: string;
  status?: string;
  from?: string;
  to?: string;
  sort?: string;
}

/** Downloads the view's orders, every page of them, as `orders-<today>.csv` (the API's CSV export, with the admin's token). */
export function exportOrders(view: OrdersView, today = new Date()): Promise<void> {
  const { q, status, from, to, sort } = view;
  return apiDownload(apiPath(endpoints.exportOrders, {}, { q, status, from, to, sort }), `orders-${today.toISOString().slice(0, 10)}.csv`);
}
