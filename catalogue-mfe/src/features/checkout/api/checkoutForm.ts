import * as z from 'zod/mini';
import { apiPath, endpoints, type Cart, type Order, type SessionUser } from '@storefront/shared';
import { checkoutBody, formErrors, type CheckoutBody } from '@storefront/shared/schemas';

/** Checkout's form: name and e-mail shown read-only (they come from the account), address, phone, PO reference. */
export interface CheckoutValues {
  name: string;
  email: string;
  address: string;
  phone: string;
  poReference: string;
}

const fields = z.pick(checkoutBody, { address: true, phone: true, poReference: true });

export const validateCheckout = (values: CheckoutValues) => formErrors(fields, values);

/** The customer's last order, whose address and phone checkout offers (the same read as My Orders' first row). */
export const lastOrderKey = (email: string) => apiPath(endpoints.listOrders, {}, { email, limit: '1' });

export function initialCheckoutValues(user: SessionUser | null, last: Order | undefined): CheckoutValues {
  return {
    name: user?.displayName || user?.email.split('@')[0] || '',
    email: user?.email ?? '',
    address: last?.address ?? '',
    phone: last?.phone ?? '',
    poReference: '',
  };
}

/** The order's body: every line of the cart that can be ordered. */
export function checkoutRequest(values: CheckoutValues, cart: Cart): CheckoutBody {
  const poReference = values.poReference.trim();
  return {
    address: values.address.trim(),
    phone: values.phone.trim(),
    ...(poReference ? { poReference } : {}),
    lines: cart.lines.map((l) => ({ partId: l.partId, quantity: l.quantity })),
  };
}
