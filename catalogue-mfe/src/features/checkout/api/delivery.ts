import { useMemo } from 'react';
import { useApi, useSession, type Order, type Page } from '@storefront/shared';
import { useBuyerCompany } from '../../../buying/company';
import { initialCheckoutValues, lastOrderKey } from './checkoutForm';

/**
 * What checkout's delivery form starts from: the buyer's company (null without one, undefined
 * while it loads), their last order, and the form's first values from them.
 */
export function useBuyerDelivery() {
  const { user } = useSession();
  const last = useApi<Page<Order>>(user ? lastOrderKey(user.email) : null);
  // A customer without a company (null), or whose company could not be read, checks out as anyone.
  const company = useBuyerCompany();
  const lastOrder = last.data?.items[0];
  const initialValues = useMemo(() => initialCheckoutValues(user, lastOrder, company), [user, lastOrder, company]);
  return { company, lastOrder, initialValues };
}
