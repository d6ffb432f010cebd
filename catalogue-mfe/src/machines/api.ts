import type { Crumb } from '../components/Breadcrumbs';
import { machineHref } from '@storefront/shared/machines';
import { apiPath, publicApiFetcher, useApi, useSession, type Machine, type MyMachine, type PartFitment, t } from '@storefront/shared';
import { machineEndpoints, partsBookEndpoints } from '@storefront/shared/endpoints';
import type { Assembly, AssemblySummary, PartAssembly } from '@storefront/shared/schemas';
import { localName, nameLang } from '../i18n/localName';

// The brands, a brand's machines and a machine's address are the same for every app.
export { brandMachinesKey, machineBrandsKey, machineHref, useBrandMachines, useMachineBrands } from '@storefront/shared/machines';

/** The catalogue's own SWR keys of find by machine: paths from the API's table of calls. */
export const machineKey = (brand: string, model: string) => apiPath(machineEndpoints.getMachine, { brand, model });
export const partFitmentKey = (id: string) => apiPath(machineEndpoints.partFitment, { id });
const MY_MACHINES_KEY = apiPath(machineEndpoints.myMachines);

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

// The parts book (docs/parts-book.md): a machine's published assemblies, one assembly's page and
// the assemblies a part appears in, all public reads by address.
export const machineAssembliesKey = (brand: string, model: string) => apiPath(partsBookEndpoints.machineAssemblies, { brand, model });
export const assemblyKey = (brand: string, model: string, assembly: string) => apiPath(partsBookEndpoints.getAssembly, { brand, model, assembly });
export const partAssembliesKey = (id: string) => apiPath(partsBookEndpoints.partAssemblies, { id });

/** An assembly's page address, `#callout-12` added to open it with that callout chosen. */
export const assemblyHref = (machine: Pick<Machine, 'brandSlug' | 'modelSlug'>, slug: string, callout?: string) =>
  `/machines/${machine.brandSlug}/${machine.modelSlug}/${slug}${callout ? `#callout-${encodeURIComponent(callout)}` : ''}`;

/** The machine page's list of its published assemblies. */
export const useMachineAssemblies = (brand: string | undefined, model: string | undefined) =>
  useApi<AssemblySummary[]>(brand && model ? machineAssembliesKey(brand, model) : null, { fetcher: publicApiFetcher<AssemblySummary[]> });

/** An assembly's page: its drawing, hotspots and parts list. */
export const useAssembly = (brand: string | undefined, model: string | undefined, assembly: string | undefined) =>
  useApi<Assembly>(brand && model && assembly ? assemblyKey(brand, model, assembly) : null, { fetcher: publicApiFetcher<Assembly> });

/** The published assemblies a part appears in, with its callouts there. */
export const usePartAssemblies = (id: string | undefined) =>
  useApi<PartAssembly[]>(id ? partAssembliesKey(id) : null, { fetcher: publicApiFetcher<PartAssembly[]> });

/**
 * Where a machine's page, or one of its assemblies', sits: Home, the brand (all its parts), the
 * machine, then the assembly. The pages' breadcrumbs and their server pages' BreadcrumbList both
 * read it; while the machine loads, its brand's address and words that stand for it.
 */
export function machineCrumbs(brandSlug: string, machine: Machine | undefined, assembly?: { name: string; nameBn?: string; slug: string } | null): Crumb[] {
  const crumbs: Crumb[] = [
    { label: t('Home'), to: '/' },
    { label: machine?.brand ?? t('Machines'), to: `/parts?brand=${machine?.brandSlug ?? brandSlug}` },
    { label: machine ? localName(machine) : t('Machine'), to: machine ? machineHref(machine) : undefined, lang: machine && nameLang(machine) },
  ];
  if (assembly !== undefined)
    crumbs.push({
      label: assembly ? localName(assembly) : t('Assembly'),
      to: assembly && machine ? assemblyHref(machine, assembly.slug) : undefined,
      lang: assembly ? nameLang(assembly) : undefined,
    });
  return crumbs;
}
