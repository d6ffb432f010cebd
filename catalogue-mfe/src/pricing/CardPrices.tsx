import { useEffect } from 'react';
import type { Part } from '@storefront/shared';
import { linePrice } from '@storefront/shared/schemas';
import { priceInputs, useMyPrices } from './myPrices';

/**
 * A page of cards' prices for a signed-in customer (loaded only for one: a visitor's home page
 * carries none of it): one read of their prices for the page's parts, and for each part their
 * list prices lower at its minimum order, that price (`onPrices`, by part id).
 */
export default function CardPrices({ parts, onPrices }: { parts: readonly Part[]; onPrices: (prices: Record<string, number>) => void }) {
  const mine = useMyPrices(parts.map((part) => part._id));
  useEffect(() => {
    if (!mine?.priceList) return;
    const yours: Record<string, number> = {};
    for (const part of parts) {
      const price = linePrice(priceInputs(part, mine), part.min_order_Quantity);
      if (price.source === 'contract') yours[part._id] = price.unitPrice;
    }
    onPrices(yours);
  }, [mine, parts, onPrices]);
  return null;
}
