import { apiPath, callApi, type PreviewLink, type RemoteBuild } from '@storefront/shared';
// The deploy ledger's calls: their own table, bundled here only (no page of the shell needs it).
import { deployEndpoints } from '@storefront/shared/endpoints';

/** The ledger (what is live, canaries, builds, history) and the builds' health, as the page reads them (SWR keys). */
export const deploymentsKey = apiPath(deployEndpoints.deployments);
export const healthKey = apiPath(deployEndpoints.buildHealth);
/** The health figures are read again this often while the page is open (a canary is being watched). */
export const HEALTH_REFRESH_MS = 30_000;

/** A change of what is live for one area, as an admin confirms it. */
export type LiveChange =
  | { kind: 'promote'; remote: string; build: RemoteBuild }
  | { kind: 'rollback'; remote: string; from: string; to: string }
  | { kind: 'end-canary'; remote: string; canary: string; live: string }
  | { kind: 'canary'; remote: string; build: RemoteBuild; live: string; percent: number };

/** Sends the change to the API; `percent`: the canary's share of browsers as confirmed. */
export async function applyChange(change: LiveChange, percent?: number): Promise<void> {
  const params = { remote: change.remote };
  if (change.kind === 'promote') await callApi(deployEndpoints.promoteBuild, { params, body: { buildId: change.build.buildId } });
  if (change.kind === 'rollback') await callApi(deployEndpoints.rollbackBuild, { params });
  if (change.kind === 'end-canary') await callApi(deployEndpoints.endCanary, { params });
  if (change.kind === 'canary')
    await callApi(deployEndpoints.startCanary, { params, body: { buildId: change.build.buildId, percent: percent ?? change.percent } });
}

/** A signed link that opens the storefront on `buildId` for its area, in the tab that opens it. */
export function createPreview(remote: string, buildId: string): Promise<PreviewLink> {
  return callApi(deployEndpoints.createPreview, { params: { remote }, body: { buildId } });
}
