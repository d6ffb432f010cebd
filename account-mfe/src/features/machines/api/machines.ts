import { apiPath, callApi, useApi, type MyMachine } from '@storefront/shared';
import { machineEndpoints } from '@storefront/shared/endpoints';

export { machineHref } from '@storefront/shared/machines';

/** The customer's machines: the same SWR key as the catalogue's "Fits my machines". */
export const MY_MACHINES_KEY = apiPath(machineEndpoints.myMachines);

export const useMyMachines = () => useApi<MyMachine[]>(MY_MACHINES_KEY);

/** Records how many of a machine the customer has (adds it, or changes the number); their machines now. */
export const setMyMachine = (id: string, quantity: number) => callApi(machineEndpoints.setMyMachine, { params: { id }, body: { quantity } });

/** Takes a machine off the customer's machines; their machines now. */
export const removeMyMachine = (id: string) => callApi(machineEndpoints.removeMyMachine, { params: { id } });
