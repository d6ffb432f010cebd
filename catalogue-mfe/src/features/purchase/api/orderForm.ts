import { FORM_ERROR } from 'final-form';
import { ApiError, type Part, type SessionUser, t } from '@storefront/shared';
import { zodValidator } from '@storefront/shared/forms';
import { buyingMessages, orderFormSchema, PO_REFERENCE_MAX, quantityRule as quantityProblemOf, rulesOf } from '@storefront/shared/schemas';
import { companyOrderErrors, type BuyerCompany } from '../../../buying/company';

export interface OrderFormValues {
  name: string;
  email: string;
  phone: string;
  address: string;
  orderQuantity: string;
  /** A company member's: one of its locations (empty for anyone else) and their PO reference. */
  locationId?: string;
  poReference?: string;
}

type Stock = Pick<Part, 'min_order_Quantity' | 'available_Quantity'> & Partial<Pick<Part, 'pack_Size' | 'max_order_Quantity'>>;

/**
 * Name and e-mail come from the account (read-only); the quantity starts at the minimum order. A
 * company's member ships to its first location, with that location's address and phone.
 */
export function initialOrderValues(part: Pick<Part, 'min_order_Quantity'>, user: SessionUser | null, company?: BuyerCompany | null): OrderFormValues {
  const location = company?.locations[0];
  return {
    name: user?.displayName ?? '',
    email: user?.email ?? '',
    phone: location?.phone ?? '',
    address: location?.address ?? '',
    orderQuantity: String(part.min_order_Quantity),
    ...(company ? { locationId: location?._id ?? '', poReference: '' } : {}),
  };
}

/**
 * DECISIONS.md: the quantity is a whole number between the part's minimum order and its
 * available quantity, in whole packs and at most the maximum per order. The rules and their
 * messages are the shared schemas' (`quantityRule`), the same the API runs.
 */
export function orderValidator(part: Stock, company?: BuyerCompany | null) {
  const fields = zodValidator<OrderFormValues>(orderFormSchema(part));
  return (values: OrderFormValues) => {
    const errors: Partial<Record<keyof OrderFormValues, string>> = { ...companyOrderErrors(values, company), ...fields(values) };
    if ((values.poReference ?? '').trim().length > PO_REFERENCE_MAX) errors.poReference = buyingMessages.poReferenceTooLong;
    const quantity = parseQuantity(values.orderQuantity);
    const problem = errors.orderQuantity || quantity === undefined ? undefined : quantityProblemOf(quantity, rulesOf(part));
    if (problem) errors.orderQuantity = problem;
    return Object.keys(errors).length > 0 ? errors : undefined;
  };
}

export { quantityRule } from './stock';

/** The typed quantity when it is a positive whole number (read as the schema reads it), else `undefined`. */
export function parseQuantity(text: string | undefined): number | undefined {
  const value = (text ?? '').trim();
  const quantity = Number(value);
  return value !== '' && Number.isInteger(quantity) && quantity > 0 ? quantity : undefined;
}

/** DECISIONS.md: the total is price × quantity, shown live; `undefined` until the quantity is a whole number. */
export function orderTotal(price: number, quantityText: string | undefined): number | undefined {
  const quantity = parseQuantity(quantityText);
  return quantity === undefined ? undefined : Math.round(price * quantity * 100) / 100;
}

/** What the API sends for POST /booking (name and e-mail are the account's; the server takes them from the token). */
export function orderBody(part: Pick<Part, '_id'>, values: OrderFormValues) {
  return {
    bookingId: part._id,
    name: values.name,
    email: values.email,
    address: values.address.trim(),
    phone: values.phone.trim(),
    orderQuantity: Number(values.orderQuantity.trim()),
    ...(values.poReference?.trim() ? { poReference: values.poReference.trim() } : {}),
    ...(values.locationId ? { locationId: values.locationId } : {}),
  };
}

const FIELDS: readonly (keyof OrderFormValues)[] = ['phone', 'address', 'orderQuantity', 'poReference', 'locationId'];

/**
 * Turns a failed order into final-form submit errors: the server's 409 (stock ran out meanwhile)
 * and its field messages go next to their field; anything else goes above the button.
 */
export function submitErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return { [FORM_ERROR]: t('The order could not be placed. Please try again.') };
  if (error.status === 409) return { orderQuantity: error.message };
  const fields = Object.fromEntries(Object.entries(error.fields ?? {}).filter(([field]) => (FIELDS as readonly string[]).includes(field)));
  if (Object.keys(fields).length > 0) return fields;
  if (error.status === 404) return { [FORM_ERROR]: t('This part is no longer sold.') };
  return { [FORM_ERROR]: error.message };
}
