import { apiPath, useApi, useSession } from '@storefront/shared';
import { companyEndpoints } from '@storefront/shared/endpoints';
import { companyMessages, type Company } from '@storefront/shared/schemas';

/** The buyer's company (GET /company): null for a customer without one. */
export const myCompanyKey = apiPath(companyEndpoints.myCompany);

/**
 * What an order's form reads of the buyer's company (checkout, a part's Place Order): its
 * locations, terms, whether it asks for a PO reference, and the buyer's own limits and spending
 * this month (`me`), which say before placing whether the order will wait for approval.
 */
export type BuyerCompany = Pick<Company, '_id' | 'name' | 'paymentTerms' | 'poRequired' | 'locations'> & { me?: Company['me'] };

/**
 * The signed-in buyer's company: null for a customer without one (or whose company could not be
 * read: they order as anyone), undefined while it loads or for a visitor.
 */
export function useBuyerCompany(): BuyerCompany | null | undefined {
  const { user } = useSession();
  const read = useApi<Company | null>(user ? myCompanyKey : null);
  return read.error ? null : read.data;
}

/**
 * The company's own rules on an order's form, checkout's and a part's Place Order alike: a
 * location to ship to when it has any, and a PO reference when it asks for one with every order.
 */
export function companyOrderErrors(values: { locationId?: string; poReference?: string }, company: BuyerCompany | null | undefined) {
  const errors: { locationId?: string; poReference?: string } = {};
  if (company && company.locations.length > 0 && !values.locationId) errors.locationId = companyMessages.locationRequired;
  if (company?.poRequired && !(values.poReference ?? '').trim()) errors.poReference = companyMessages.poReferenceRequired;
  return errors;
}
