import { partOffer } from './partOffer';

const offer = { url: 'https://shop.example/parts/p1', currency: 'BDT', seller: 'Sewing Lines' };
const part = { price: 653.25, min_order_Quantity: 5, available_Quantity: 400 };

describe('a part’s Offer in its page’s JSON-LD', () => {
  it('is Discontinued with no price for a part no longer sold', () => {
    const current = { _id: 'p2', sku: 'SL-NP-0012', name: 'Needle Plate' };
    const replacement = { steps: [], current, interchangeable: true, message: 'SL-NP-0009 is replaced by SL-NP-0012.' };
    expect(partOffer({ ...part, breaks: [{ minQuantity: 50, price: 610 }], replacement }, offer)).toEqual({
      '@type': 'Offer',
      url: offer.url,
      availability: 'https://schema.org/Discontinued',
      seller: { '@type': 'Organization', name: 'Sewing Lines' },
    });
  });

  it('keeps the list price and names each break with the quantity it applies from', () => {
    const breaks = [
      { minQuantity: 200, price: 575 },
      { minQuantity: 50, price: 610 },
    ];
    expect(partOffer({ ...part, breaks }, offer)).toEqual({
      '@type': 'Offer',
      url: offer.url,
      price: '653.25',
      priceCurrency: 'BDT',
      availability: 'https://schema.org/InStock',
      eligibleQuantity: { '@type': 'QuantitativeValue', minValue: 5, unitCode: 'C62' },
      priceSpecification: [
        {
          '@type': 'UnitPriceSpecification',
          price: '610.00',
          priceCurrency: 'BDT',
          eligibleQuantity: { '@type': 'QuantitativeValue', minValue: 50, unitCode: 'C62' },
        },
        {
          '@type': 'UnitPriceSpecification',
          price: '575.00',
          priceCurrency: 'BDT',
          eligibleQuantity: { '@type': 'QuantitativeValue', minValue: 200, unitCode: 'C62' },
        },
      ],
      seller: { '@type': 'Organization', name: 'Sewing Lines' },
    });
  });

  it('has no price specification for a part with one price, and says when it is out of stock', () => {
    const plain = partOffer({ ...part, available_Quantity: 4, breaks: [] }, offer);
    expect(plain).not.toHaveProperty('priceSpecification');
    expect(plain.availability).toBe('https://schema.org/OutOfStock');
  });
});
