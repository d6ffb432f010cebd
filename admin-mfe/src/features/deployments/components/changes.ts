import type { RemoteBuild } from '@storefront/shared';
import type { LiveChange } from '../api/deployments';

/** What the page asks the admin to confirm: a change of what is live, or a preview link. */
export type Pending = LiveChange | { kind: 'preview'; remote: string; build: RemoteBuild };

const AREA_NAMES: Record<string, string> = { catalogue: 'Catalogue', account: 'Account', admin: 'Admin' };
export const areaName = (remote: string) => AREA_NAMES[remote] ?? remote;

type Confirmed = Exclude<LiveChange, { kind: 'canary' }>;

export function confirmTitle(change: Confirmed): string {
  if (change.kind === 'promote') return `Promote ${change.build.buildId}`;
  if (change.kind === 'rollback') return `Roll back to ${change.to}`;
  return `End the canary of ${change.canary}`;
}

export function confirmMessage(change: Confirmed): string {
  const area = areaName(change.remote);
  if (change.kind === 'promote') return `Every new page load gets ${change.build.buildId} for ${area} within a minute. A canary of this build ends.`;
  if (change.kind === 'rollback')
    return `Every new page load gets ${change.to} for ${area} again within a minute, in place of ${change.from}. A running canary ends.`;
  return `Every new page load gets ${change.live} for ${area} within a minute; the browsers in the canary leave ${change.canary}.`;
}

export function doneMessage(change: LiveChange, percent?: number): string {
  const area = areaName(change.remote);
  if (change.kind === 'promote') return `${change.build.buildId} is live for ${area}`;
  if (change.kind === 'rollback') return `${area} rolled back to ${change.to}`;
  if (change.kind === 'end-canary') return `The canary of ${change.canary} ended`;
  return `${percent} % of browsers get ${change.build.buildId} for ${area}`;
}
