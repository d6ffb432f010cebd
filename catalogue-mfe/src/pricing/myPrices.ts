import { apiPath, useApi, useSession } from '@storefront/shared';
import { priceEndpoints } from '@storefront/shared/endpoints';
import type { MyPrices, PriceBreak, PriceInputs } from '@storefront/shared/schemas';

/**
 * A signed-in customer's prices (docs/prices-and-quotes.md): one read of `GET /prices?ids=` for
 * the parts a page shows, combined with each part's own price and breaks by `linePrice`. A
 * visitor reads nothing: public pages show list prices.
 */

/** The SWR key of the caller's prices for these parts (their ids in the order given). */
export const myPricesKey = (ids: readonly string[]) => apiPath(priceEndpoints.myPrices, {}, { ids: ids.join(',') });

/** The caller's prices for `ids` (at most 100), or undefined for a visitor, before they arrive, or with no ids. */
export function useMyPrices(ids: readonly string[]): MyPrices | undefined {
  const session = useSession();
  const key = session.status === 'signed-in' && ids.length > 0 ? myPricesKey(ids) : null;
  return useApi<MyPrices>(key, { revalidateOnFocus: false }).data;
}

/** What `linePrice` reads of a part for this buyer: its price and breaks, and their list's prices for it when they have one. */
export function priceInputs(part: { _id: string; price: number; breaks?: readonly PriceBreak[] | undefined }, mine?: MyPrices): PriceInputs {
  const prices = mine?.priceList ? mine.prices[part._id] : undefined;
  return {
    price: part.price,
    breaks: part.breaks ?? [],
    contract: mine?.priceList && prices && prices.length > 0 ? { name: mine.priceList.name, prices } : undefined,
  };
}
