import type { Page, Part, PriceList, PriceListDetail } from '@storefront/shared/schemas';
import { call, describeEachDb, signInCast, startServer, type Cast, type TestServer } from '../../test/harness';
import { DEMO_PRICES } from './demo-prices';

describeEachDb('the demo’s prices', (kind) => {
  let server: TestServer;
  let cast: Cast;
  beforeAll(async () => {
    server = await startServer(kind);
    cast = await signInCast(server);
  });
  afterAll(() => server?.close());

  it('gives three parts breaks, one part packs of 10, and the demo company its list valid this year and next', async () => {
    const parts = (await call<Page<Part>>(server, 'GET', '/parts?limit=100')).body.items;
    const part = (name: string) => parts.find((p) => p.name === name)!;
    expect(part('Bobbin Case').breaks).toEqual([
      { minQuantity: 50, price: 430 },
      { minQuantity: 200, price: 410 },
    ]);
    for (const { part: name } of DEMO_PRICES.breaks) expect(part(name).breaks.length).toBe(2);
    expect(part('Needle Plate')).toMatchObject({ pack_Size: 10, min_order_Quantity: 10, max_order_Quantity: 500 });
    const found = await call<Page<PriceList>>(server, 'GET', `/price-lists?q=${encodeURIComponent('Dhaka Knitwear')}`, { token: cast.admin.token });
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
    const list = await call<PriceListDetail>(server, 'GET', `/price-lists/${found.body.items[0]!.id}`, { token: cast.admin.token });
    expect(list.body.entries.map((e) => [e.partName, e.minQuantity, e.price])).toEqual(
      expect.arrayContaining(DEMO_PRICES.list.prices.map((p) => [p.part, p.minQuantity, p.price])),
    );
  });
});
