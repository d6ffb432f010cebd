import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { RemoteUnavailableError, withTimeout } from './routeLists';

/** Registers every remote of the deploy-time configuration with the federation runtime. */
export function registerConfiguredRemotes(remotes: Record<string, string>): void {
  registerRemotes(
    Object.entries(remotes).map(([name, entry]) => ({ name, entry })),
    { force: true },
  );
}

export type PageModule = { default: ComponentType };

/** Loads one exposed page of a remote, e.g. `catalogue` + `./HomePage`. */
export async function loadRemotePage(remote: string, module: string): Promise<PageModule> {
  const id = `${remote}/${module.replace(/^\.\//, '')}`;
  const loaded = await withTimeout(loadRemote<PageModule>(id), 120000, () => new RemoteUnavailableError(remote, 'it did not answer in time'));
  if (!loaded || (typeof loaded.default !== 'function' && typeof loaded.default !== 'object')) {
    throw new RemoteUnavailableError(remote, `${module} is not a page`);
  }
  return loaded;
}
