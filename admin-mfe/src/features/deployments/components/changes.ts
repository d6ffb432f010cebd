import { formatNumber, msg, t, type RemoteBuild } from '@storefront/shared';
import type { LiveChange } from '../api/deployments';

/** What the page asks the admin to confirm: a change of what is live, or a preview link. */
export type Pending = LiveChange | { kind: 'preview'; remote: string; build: RemoteBuild };

const AREA_NAMES: Record<string, string> = { catalogue: msg('Catalogue'), account: msg('Account'), admin: msg('Admin') };
export const areaName = (remote: string) => {
  const name = AREA_NAMES[remote];
  return name ? t(name) : remote;
};

type Confirmed = Exclude<LiveChange, { kind: 'canary' }>;

export function confirmTitle(change: Confirmed): string {
  if (change.kind === 'promote') return t('Promote {build}', { build: change.build.buildId });
  if (change.kind === 'rollback') return t('Roll back to {build}', { build: change.to });
  return t('End the canary of {build}', { build: change.canary });
}

export function confirmMessage(change: Confirmed): string {
  const area = areaName(change.remote);
  if (change.kind === 'promote')
    return t('Every new page load gets {build} for {area} within a minute. A canary of this build ends.', { build: change.build.buildId, area });
  if (change.kind === 'rollback')
    return t('Every new page load gets {build} for {area} again within a minute, in place of {from}. A running canary ends.', {
      build: change.to,
      area,
      from: change.from,
    });
  return t('Every new page load gets {build} for {area} within a minute; the browsers in the canary leave {canary}.', {
    build: change.live,
    area,
    canary: change.canary,
  });
}

export function doneMessage(change: LiveChange, percent?: number): string {
  const area = areaName(change.remote);
  if (change.kind === 'promote') return t('{build} is live for {area}', { build: change.build.buildId, area });
  if (change.kind === 'rollback') return t('{area} rolled back to {build}', { area, build: change.to });
  if (change.kind === 'end-canary') return t('The canary of {build} ended', { build: change.canary });
  return t('{percent} % of browsers get {build} for {area}', {
    percent: percent === undefined ? '' : formatNumber(percent),
    build: change.build.buildId,
    area,
  });
}
