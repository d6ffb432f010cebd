import { apiPath, buyingEndpoints, callApi, endpoints, type Order } from '@storefront/shared';

/** Marks a pending order shipped. */
export function shipOrder(id: string): Promise<Order> {
  return callApi(endpoints.setOrderStatus, { params: { id }, body: { status: 'shipped' } });
}

/** An order's page reads the order with its lines by its number. */
export const orderKey = (number: string) => apiPath(buyingEndpoints.getOrder, { number });
