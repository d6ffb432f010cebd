import { apiPath, publicApiFetcher, useApi, useSession, type Machine, type MyMachine, type PartFitment } from '@storefront/shared';
import { machineEndpoints } from '@storefront/shared/endpoints';

// The brands, a brand's machines and a machine's address are the same for every app.
export { brandMachinesKey, machineBrandsKey, machineHref, useBrandMachines, useMachineBrands } from '@storefront/shared/machines';

/** The catalogue's own SWR keys of find by machine: paths from the API's table of calls. */
export const machineKey = (brand: string, model: string) => apiPath(machineEndpoints.getMachine, { brand, model });
export const partFitmentKey = (id: string) => apiPath(machineEndpoints.partFitment, { id });
export const MY_MACHINES_KEY = apiPath(machineEndpoints.myMachines);

/** A machine's page: the machine at this address. */
export const useMachine = (brand: string | undefined, model: string | undefined) =>
  useApi<Machine>(brand && model ? machineKey(brand, model) : null, { fetcher: publicApiFetcher<Machine> });

/** The machines a part fits and the makers' numbers it replaces. */
export const usePartFitment = (id: string | undefined) => useApi<PartFitment>(id ? partFitmentKey(id) : null, { fetcher: publicApiFetcher<PartFitment> });

/** A signed-in customer's own machines, when `wanted`; none asked for a visitor. */
export function useMyMachines(wanted = true) {
  const session = useSession();
  return { session, ...useApi<MyMachine[]>(wanted && session.status === 'signed-in' ? MY_MACHINES_KEY : null) };
}
