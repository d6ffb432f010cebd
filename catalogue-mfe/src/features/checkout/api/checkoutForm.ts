import * as z from 'zod/mini';
import { apiPath, endpoints, type Cart, type Order, type SessionUser, t } from '@storefront/shared';
import { checkoutBody, formErrors, ORDER_SUCCESS, PAYMENT_TERMS_LABEL, type CheckoutBody } from '@storefront/shared/schemas';
import { companyOrderErrors, type BuyerCompany } from '../../../buying/company';

/**
 * Checkout's form: name and e-mail shown read-only (they come from the account), address, phone,
 * PO reference; for a company's member also the location it ships to (docs/companies.md).
 */
export interface CheckoutValues {
  name: string;
  email: string;
  address: string;
  phone: string;
  poReference: string;
  /** One of the company's locations; empty for a customer without a company. */
  locationId: string;
}

export { myCompanyKey, type BuyerCompany } from '../../../buying/company';

const fields = z.pick(z.object(checkoutBody.shape), { address: true, phone: true, poReference: true });

/** The form's rules: the API's, and the company's own (a location, a PO reference when it asks for one). */
export function validateCheckout(values: CheckoutValues, company: BuyerCompany | null = null) {
  const errors: Partial<Record<keyof CheckoutValues, string>> = { ...companyOrderErrors(values, company), ...formErrors(fields, values) };
  return errors;
}

/** The customer's last order, whose address and phone checkout offers (the same read as My Orders' first row). */
export const lastOrderKey = (email: string) => apiPath(endpoints.listOrders, {}, { email, limit: '1' });

/**
 * The form's first values: a company's member ships to the location of their last order, or its
 * first, with that location's address and phone; anyone else to the last order's address.
 */
export function initialCheckoutValues(user: SessionUser | null, last: Order | undefined, company: BuyerCompany | null = null): CheckoutValues {
  const location = company?.locations.find((l) => l.name === last?.locationName) ?? company?.locations[0];
  return {
    name: user?.displayName || user?.email.split('@')[0] || '',
    email: user?.email ?? '',
    address: location?.address ?? last?.address ?? '',
    phone: location?.phone || last?.phone || '',
    poReference: '',
    locationId: location?._id ?? '',
  };
}

/** What an order's body says of its delivery, the cart's and an accepted quote's alike: address, phone, a PO reference and the location when given. */
export function deliveryRequest(values: CheckoutValues): Omit<CheckoutBody, 'lines'> {
  const poReference = values.poReference.trim();
  return {
    address: values.address.trim(),
    phone: values.phone.trim(),
    ...(poReference ? { poReference } : {}),
    ...(values.locationId ? { locationId: values.locationId } : {}),
  };
}

/** The order's body: every line of the cart that can be ordered, and the location for a company's member. */
export function checkoutRequest(values: CheckoutValues, cart: Cart): CheckoutBody {
  return { ...deliveryRequest(values), lines: cart.lines.map((l) => ({ partId: l.partId, quantity: l.quantity })) };
}

/** How a company pays, on checkout: "On account (NET 30)"; nothing for prepaid or a customer without a company. */
export function paymentText(company: BuyerCompany | null): string | null {
  if (!company || company.paymentTerms === 'prepaid') return null;
  return t('On account ({terms})', { terms: t(PAYMENT_TERMS_LABEL[company.paymentTerms]) });
}

/** What the confirmation says of an order just placed: placed, awaiting its approvers, or on credit hold. */
export function placedMessage(order: Pick<Order, 'number' | 'status'>): string {
  if (order.status === 'awaiting_approval') return t('Your order {number} awaits approval: your approvers have been told.', { number: order.number });
  if (order.status === 'on_hold') return t('Your order {number} is on hold until our team checks your credit.', { number: order.number });
  return t(ORDER_SUCCESS);
}
