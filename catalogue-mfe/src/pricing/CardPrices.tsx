import { useEffect, useMemo, type Dispatch, type SetStateAction } from 'react';
import type { Part } from '@storefront/shared';
import { linePrice } from '@storefront/shared/schemas';
import { priceInputs, useMyPrices } from './myPrices';

/** The most part ids one read of a buyer's prices takes (`PRICE_LIST_LIMITS.idsPerRead`). */
const IDS_PER_READ = 100;

/** What a card (or a parts book's row) is priced from: its own price and breaks, at its minimum order. */
export type PricedPart = Pick<Part, '_id' | 'price' | 'min_order_Quantity'> & { breaks?: Part['breaks'] | undefined };

/** Takes the prices of a page into the cards' (their state's setter). */
type OnPrices = Dispatch<SetStateAction<Record<string, number>>>;

/** The cards' prices with this page's added, or the same object when it adds nothing new (so React renders nothing again). */
function withPagePrices(all: Record<string, number>, page: Record<string, number>): Record<string, number> {
  return Object.entries(page).every(([id, price]) => all[id] === price) ? all : { ...all, ...page };
}

/** One page of cards: the buyer's prices for its parts (their whole list, or a read by the page's ids), and each part's price their list lowers at its minimum order. */
function PagePrices({ parts, onPrices }: { parts: readonly PricedPart[]; onPrices: OnPrices }) {
  const mine = useMyPrices(parts.map((part) => part._id));
  useEffect(() => {
    if (!mine?.priceList) return;
    const yours: Record<string, number> = {};
    for (const part of parts) {
      const price = linePrice(priceInputs(part, mine), part.min_order_Quantity);
      if (price.source === 'contract') yours[part._id] = price.unitPrice;
    }
    // Unchanged prices keep the grid's state as it is: a new object each time would render the
    // grid, this page and its effect again without end, and starve every navigation behind it.
    onPrices((all) => withPagePrices(all, yours));
  }, [mine, parts, onPrices]);
  return null;
}

/**
 * The cards' prices for a signed-in customer (loaded only for one: a visitor's pages carry none
 * of it): their whole list, read once for every page of cards, or, for a list too long to be sent
 * whole, a read per page of cards (`pageSize`, the list's page); for each part their list prices
 * lower, that price (`onPrices`, by part id).
 */
export default function CardPrices({ parts, pageSize = IDS_PER_READ, onPrices }: { parts: readonly PricedPart[]; pageSize?: number; onPrices: OnPrices }) {
  const size = Math.min(pageSize, IDS_PER_READ);
  // The same pages while the parts are the same, so each page's effect runs only when its parts or prices change.
  const pages = useMemo(() => {
    const sliced: (readonly PricedPart[])[] = [];
    for (let start = 0; start < parts.length; start += size) sliced.push(parts.slice(start, start + size));
    return sliced;
  }, [parts, size]);
  return (
    <>
      {pages.map((page) => (
        <PagePrices key={page[0]!._id} parts={page} onPrices={onPrices} />
      ))}
    </>
  );
}
