import { apiPath, callApi, publicApiFetcher, useApi, type Machine, type OemNumber, type PartFitment } from '@storefront/shared';
import { machineEndpoints } from '@storefront/shared/endpoints';

export { machineBrandsKey as MACHINE_BRANDS_KEY, useMachineBrands } from '@storefront/shared/machines';

/**
 * What a part fits and replaces, and the machines to choose from: Add Product, Edit and Manage
 * Machines read them.
 */
export const partFitmentKey = (id: string) => apiPath(machineEndpoints.partFitment, { id });

/** What a part fits and replaces, read fresh (the admin is about to change it). */
export const usePartFitment = (id: string | undefined) =>
  useApi<PartFitment>(id ? partFitmentKey(id) : null, { fetcher: publicApiFetcher<PartFitment>, revalidateOnMount: true });

/** Sets every machine the part fits and every OEM number it replaces. */
export const setPartFitment = (id: string, fitment: { machines: Machine[]; oem: OemNumber[] }) =>
  callApi(machineEndpoints.setPartFitment, { params: { id }, body: { machines: fitment.machines.map((m) => m._id), oem: fitment.oem } });
