import { apiPath, callApi, endpoints, type Order, type OrderStatus } from '@storefront/shared';
import { buyingEndpoints } from '@storefront/shared/endpoints';

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

/** An order's page reads the order with its lines by its number. */
export const orderKey = (number: string) => apiPath(buyingEndpoints.getOrder, { number });
