import { callApi } from '@storefront/shared';
import { machineEndpoints } from '@storefront/shared/endpoints';
import type { MachineBody } from '@storefront/shared/schemas';

export { MACHINE_BRANDS_KEY, useMachineBrands } from '../../../components/fitmentApi';
export { machineHref } from '@storefront/shared/machines';

export const addMachine = (body: MachineBody) => callApi(machineEndpoints.addMachine, { body });
export const editMachine = (id: string, body: MachineBody) => callApi(machineEndpoints.editMachine, { params: { id }, body });
export const deleteMachine = (id: string) => callApi(machineEndpoints.deleteMachine, { params: { id } });

export const importFitment = (csv: string, addMachines: boolean) => callApi(machineEndpoints.importFitment, { body: { csv, addMachines } });
