// The reads of find by machine that the catalogue, the account and the admin area all make (the
// brands, a brand's machines), exported by `@storefront/shared/machines` (machines.ts).
import { apiPath, publicApiFetcher, useApi, type Machine, type MachineBrand } from '@storefront/shared';
import { machineEndpoints } from '@storefront/shared/endpoints';

/** The SWR key of every brand with machines listed (the apps share the cache). */
export const machineBrandsKey = apiPath(machineEndpoints.machineBrands);
/** The SWR key of a brand's machines (`juki`). */
export const brandMachinesKey = (brand: string) => apiPath(machineEndpoints.brandMachines, { brand });

/** Every brand with machines listed, by name: the first choice of a machine. */
export const useMachineBrands = () => useApi<MachineBrand[]>(machineBrandsKey, { fetcher: publicApiFetcher<MachineBrand[]> });

/** A brand's machines, by model (nothing asked while no brand is chosen): the second choice. */
export const useBrandMachines = (brand: string | undefined) =>
  useApi<Machine[]>(brand ? brandMachinesKey(brand) : null, { fetcher: publicApiFetcher<Machine[]> });

/** The address of a machine's public page. */
export const machineHref = (machine: Pick<Machine, 'brandSlug' | 'modelSlug'>) => `/machines/${machine.brandSlug}/${machine.modelSlug}`;
