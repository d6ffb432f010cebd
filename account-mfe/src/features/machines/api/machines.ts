import { apiPath, callApi, publicApiFetcher, useApi, type Machine, type MachineBrand, type MyMachine } from '@storefront/shared';
import { machineEndpoints } from '@storefront/shared/endpoints';

/** The customer's machines: the same SWR key as the catalogue's "Fits my machines". */
export const MY_MACHINES_KEY = apiPath(machineEndpoints.myMachines);

export const useMyMachines = () => useApi<MyMachine[]>(MY_MACHINES_KEY);
export const useMachineBrands = () => useApi<MachineBrand[]>(apiPath(machineEndpoints.machineBrands), { fetcher: publicApiFetcher<MachineBrand[]> });
export const useBrandMachines = (brand: string | undefined) =>
  useApi<Machine[]>(brand ? apiPath(machineEndpoints.brandMachines, { brand }) : null, { fetcher: publicApiFetcher<Machine[]> });

/** Records how many of a machine the customer has (adds it, or changes the number); their machines now. */
export const setMyMachine = (id: string, quantity: number) => callApi(machineEndpoints.setMyMachine, { params: { id }, body: { quantity } });

/** Takes a machine off the customer's machines; their machines now. */
export const removeMyMachine = (id: string) => callApi(machineEndpoints.removeMyMachine, { params: { id } });
