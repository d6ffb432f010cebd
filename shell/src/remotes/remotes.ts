import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { currentLanguage } from '@storefront/shared';
import { RemoteUnavailableError, withTimeout } from './routeLists';

/** Registers every remote of the deploy-time configuration with the federation runtime. */
export function registerConfiguredRemotes(remotes: Record<string, string>): void {
  registerRemotes(
    Object.entries(remotes).map(([name, entry]) => ({ name, entry })),
    { force: true },
  );
}

export type PageModule = { default: ComponentType };

const messagesOf = new Map<string, Promise<void>>();

/**
 * A remote's Bangla (its exposed `./messages`), once per page load and only on a Bangla page. A
 * remote build without it shows its pages in English rather than not at all.
 */
function remoteMessages(remote: string): Promise<void> {
  if (currentLanguage() !== 'bn') return Promise.resolve();
  let loading = messagesOf.get(remote);
  if (!loading) {
    loading = loadRemote<{ default: () => void }>(`${remote}/messages`).then(
      (module) => module?.default(),
      () => undefined,
    );
    messagesOf.set(remote, loading);
  }
  return loading;
}

/** Loads one exposed page of a remote, e.g. `catalogue` + `./HomePage`, with its words on a Bangla page. */
export async function loadRemotePage(remote: string, module: string): Promise<PageModule> {
  const id = `${remote}/${module.replace(/^\.\//, '')}`;
  const [loaded] = await withTimeout(
    Promise.all([loadRemote<PageModule>(id), remoteMessages(remote)]),
    120000,
    () => new RemoteUnavailableError(remote, 'it did not answer in time'),
  );
  if (!loaded || (typeof loaded.default !== 'function' && typeof loaded.default !== 'object')) {
    throw new RemoteUnavailableError(remote, `${module} is not a page`);
  }
  return loaded;
}
