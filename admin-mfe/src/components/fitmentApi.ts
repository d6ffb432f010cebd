import { apiPath, callApi, publicApiFetcher, useApi, type Machine, type MachineBrand, type OemNumber, type PartFitment } from '@storefront/shared';
import { machineEndpoints } from '@storefront/shared/endpoints';

/**
 * What a part fits and replaces, and the machines to choose from: Add Product, Edit and Manage
 * Machines read them.
 */
export const MACHINE_BRANDS_KEY = apiPath(machineEndpoints.machineBrands);
export const partFitmentKey = (id: string) => apiPath(machineEndpoints.partFitment, { id });

export const useMachineBrands = () => useApi<MachineBrand[]>(MACHINE_BRANDS_KEY, { fetcher: publicApiFetcher<MachineBrand[]> });
export const useBrandMachines = (brand: string | undefined) =>
  useApi<Machine[]>(brand ? apiPath(machineEndpoints.brandMachines, { brand }) : null, { fetcher: publicApiFetcher<Machine[]> });
/** What a part fits and replaces, read fresh (the admin is about to change it). */
export const usePartFitment = (id: string | undefined) =>
  useApi<PartFitment>(id ? partFitmentKey(id) : null, { fetcher: publicApiFetcher<PartFitment>, revalidateOnMount: true });

/** Sets every machine the part fits and every OEM number it replaces. */
export const setPartFitment = (id: string, fitment: { machines: Machine[]; oem: OemNumber[] }) =>
  callApi(machineEndpoints.setPartFitment, { params: { id }, body: { machines: fitment.machines.map((m) => m._id), oem: fitment.oem } });
