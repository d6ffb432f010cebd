import type { MyMachine } from '@storefront/shared';
import { machineOf } from '@storefront/shared/testing';
import { mockApi } from './renderWithShop';
import { makeParts, partsAnswer } from './parts';

// Machines and the parts that fit them, as the API answers them: for the find-by-machine tests.

export const machine = machineOf;
export const ddl = machine(1, 'JUKI', 'DDL-8700', '7');
export const mo = machine(2, 'JUKI', 'MO-6714S');
export const pegasus = machine(3, 'Pegasus', 'M952', '52');
export const parts = makeParts(8);
/** Which parts fit which machine, by index. */
const fits: Record<string, number[]> = { [ddl._id]: [0, 1, 4], [mo._id]: [7], [pegasus._id]: [7] };

export function serveShop(mine: MyMachine[] | 'none' = 'none') {
  return mockApi({
    'GET /parts': (_init, url) => {
      const brand = url.searchParams.get('brand');
      const model = url.searchParams.get('model');
      const machines = brand
        ? [ddl, mo, pegasus].filter((m) => m.brandSlug === brand && (!model || m.modelSlug === model)).map((m) => m._id)
        : url.searchParams.get('machine')?.split(',');
      const fitting = machines ? parts.filter((_, i) => machines.some((id) => fits[id]?.includes(i))) : parts;
      return { body: partsAnswer(fitting, url) };
    },
    'GET /machines/brands': () => ({
      body: [
        { brand: 'JUKI', slug: 'juki', machines: 2 },
        { brand: 'Pegasus', slug: 'pegasus', machines: 1 },
      ],
    }),
    'GET /machines/brands/juki': () => ({ body: [ddl, mo] }),
    'GET /machines/juki/ddl-8700-7': () => ({ body: ddl }),
    'GET /profile/machines': () => (mine === 'none' ? { status: 404, body: { error: { code: 'NOT_FOUND', message: 'Not found' } } } : { body: mine }),
  });
}
