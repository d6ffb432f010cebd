import { callApi, endpoints } from '@storefront/shared';
import type { OrderBody } from '@storefront/shared/schemas';

/** Places an order of one part; `idempotencyKey` is the same for each retry of the same order (OrderAttempt). */
export function placeOrder(body: OrderBody, idempotencyKey: string) {
  return callApi(endpoints.placeOrder, { body, headers: { 'Idempotency-Key': idempotencyKey } });
}
