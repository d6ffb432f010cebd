import { callApi, endpoints, type Order } from '@storefront/shared';

/** Cancels the customer's own pending order; its units go back to stock. */
export function cancelOrder(id: string): Promise<Order> {
  return callApi(endpoints.setOrderStatus, { params: { id }, body: { status: 'cancelled' } });
}
