import { callApi, endpoints, type Order } from '@storefront/shared';

/** Marks a pending order shipped. */
export function shipOrder(id: string): Promise<Order> {
  return callApi(endpoints.setOrderStatus, { params: { id }, body: { status: 'shipped' } });
}
