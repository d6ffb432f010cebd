import type { Part } from '@storefront/shared';

/**
 * A part's schema.org Offer on its public page (docs/prices-and-quotes.md): the list price, the
 * minimum order, and one UnitPriceSpecification per quantity break of the part's own. A buyer's
 * price list is never in a public page. A part no longer sold (replaced by another) is
 * `Discontinued`, with no price: it cannot be bought at any.
 */
export function partOffer(
  item: Pick<Part, 'price' | 'min_order_Quantity' | 'available_Quantity'> & { breaks?: Part['breaks'] | undefined; replacement?: Part['replacement'] },
  offer: { url: string; currency: string; seller: string },
) {
  if (item.replacement) {
    return { '@type': 'Offer', url: offer.url, availability: 'https://schema.org/Discontinued', seller: { '@type': 'Organization', name: offer.seller } };
  }
  const breaks = [...(item.breaks ?? [])].sort((x, y) => x.minQuantity - y.minQuantity);
  return {
    '@type': 'Offer',
    url: offer.url,
    price: item.price.toFixed(2),
    priceCurrency: offer.currency,
    availability:
      item.available_Quantity >= item.min_order_Quantity && item.available_Quantity > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    eligibleQuantity: { '@type': 'QuantitativeValue', minValue: item.min_order_Quantity, unitCode: 'C62' },
    ...(breaks.length
      ? {
          priceSpecification: breaks.map((step) => ({
            '@type': 'UnitPriceSpecification',
            price: step.price.toFixed(2),
            priceCurrency: offer.currency,
            eligibleQuantity: { '@type': 'QuantitativeValue', minValue: step.minQuantity, unitCode: 'C62' },
          })),
        }
      : {}),
    seller: { '@type': 'Organization', name: offer.seller },
  };
}
