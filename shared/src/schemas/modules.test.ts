// A page's code builds only the schemas it imports (index.ts): each form's module loads the API
// module of its own resource and no other, so a page with one form never builds the rest.
const RESOURCES = ['params', 'parts', 'orders', 'reviews', 'profile', 'users', 'deployments', 'queries'];
const FORMS: Record<string, string[]> = {
  signIn: [],
  product: ['parts'],
  review: ['reviews'],
  profile: ['profile'],
  order: ['orders'],
  canary: ['deployments'],
};

afterEach(() => jest.resetModules());

describe.each(Object.entries(FORMS))('forms/%s', (form, allowed) => {
  it(`loads ${allowed.length ? allowed.map((name) => `api/${name}`).join(', ') : 'no API module'} and no other resource's schemas`, () => {
    const loaded: string[] = [];
    for (const resource of RESOURCES) {
      jest.doMock(`./api/${resource}`, () => {
        loaded.push(resource);
        return jest.requireActual(`./api/${resource}`);
      });
    }
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- a fresh module graph per form
      require(`./forms/${form}`);
    });
    expect(loaded.sort()).toEqual([...allowed].sort());
  });
});

it('every API module and form module is in the index', () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const index = require('.') as Record<string, unknown>;
  for (const name of ['partBody', 'orderBody', 'reviewBody', 'profileBody', 'tokenExchangeBody', 'buildBody', 'partsQuery', 'idParams'])
    expect(index[name]).toBeDefined();
  for (const name of ['loginFormSchema', 'productFormSchema', 'reviewFormSchema', 'profileFormSchema', 'orderFormSchema', 'canaryFormSchema'])
    expect(index[name]).toBeDefined();
});
