import type { Page, Part, PriceList, PriceListDetail } from '@storefront/shared/schemas';
import { apiForSuite, call, describeEachDb } from '../../test/harness';
import { DEMO_PRICES } from './demo-prices';

describeEachDb('the demo’s prices', (kind) => {
  const api = apiForSuite(kind);

  it('gives three parts breaks, one part packs of 10, and the demo company its list valid this year and next', async () => {
    const parts = (await call<Page<Part>>(api.server, 'GET', '/parts?limit=100')).body.items;
    const part = (name: string) => parts.find((p) => p.name === name)!;
    expect(part('Bobbin Case').breaks).toEqual([
      { minQuantity: 50, price: 430 },
      { minQuantity: 200, price: 410 },
    ]);
    for (const { part: name } of DEMO_PRICES.breaks) expect(part(name).breaks.length).toBe(2);
    expect(part('Needle Plate')).toMatchObject({ pack_Size: 10, min_order_Quantity: 10, max_order_Quantity: 500 });
    const found = await call<Page<PriceList>>(api.server, 'GET', `/price-lists?q=${encodeURIComponent('Dhaka Knitwear')}`, { token: api.cast.admin.token });
    const year = new Date().getUTCFullYear();
    expect(found.body.items).toEqual([
      expect.objectContaining({
        name: 'Dhaka Knitwear 2027',
        validFrom: `${year}-01-01`,
        validUntil: `${year + 1}-12-31`,
        validToday: true,
        companies: [expect.objectContaining({ name: 'Dhaka Knitwear Ltd.' })],
        entryCount: 4,
      }),
    ]);
    const list = await call<PriceListDetail>(api.server, 'GET', `/price-lists/${found.body.items[0]!.id}`, { token: api.cast.admin.token });
    expect(list.body.entries.map((e) => [e.partName, e.minQuantity, e.price])).toEqual(
      expect.arrayContaining(DEMO_PRICES.list.prices.map((p) => [p.part, p.minQuantity, p.price])),
    );
  });
});
