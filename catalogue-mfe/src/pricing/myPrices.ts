import { apiPath, useApi, useSession } from '@storefront/shared';
import { priceEndpoints } from '@storefront/shared/endpoints';
import type { MyPrices, PriceBreak, PriceInputs } from '@storefront/shared/schemas';

/**
 * A signed-in customer's prices (docs/prices-and-quotes.md): their whole list, read once for every
 * page of the visit (`GET /prices`, asked again at most once a minute), or, for a list too long to
 * be sent whole, one read of `GET /prices?ids=` for the parts a page shows; combined with each
 * part's own price and breaks by `linePrice`. A visitor reads nothing: public pages show list prices.
 */

/** The SWR key of the caller's whole list. */
const wholePricesKey = apiPath(priceEndpoints.myPrices, {});
/** The SWR key of the caller's prices for these parts (their ids in the order given). */
const myPricesKey = (ids: readonly string[]) => apiPath(priceEndpoints.myPrices, {}, { ids: ids.join(',') });

/** A page mounted within this long of the last read of the whole list takes it as read. */
const WHOLE_LIST_KEPT_MS = 60_000;

/** The caller's prices for `ids` (at most 100), or undefined for a visitor, before they arrive, or with no ids. */
export function useMyPrices(ids: readonly string[]): MyPrices | undefined {
  const session = useSession();
  const asking = session.status === 'signed-in' && ids.length > 0;
  const whole = useApi<MyPrices>(asking ? wholePricesKey : null, { revalidateOnFocus: false, dedupingInterval: WHOLE_LIST_KEPT_MS }).data;
  const byIds = useApi<MyPrices>(asking && whole && !whole.whole ? myPricesKey(ids) : null, { revalidateOnFocus: false }).data;
  return whole?.whole ? whole : byIds;
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
