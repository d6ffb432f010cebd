// What the page server reads of the remotes' builds and the deploy ledger, over HTTP through the
// files' cache: the live builds, a build's route list, a build's server pages module.
import type { LiveBuilds } from '@storefront/shared/builds';
import { FILE_TTL_MS, type FileCache } from './fileCache';
import { MODULE_FILE, type ModuleCache, type PagesModule } from './moduleCache';

/** How long the ledger's answer is kept before it is asked for again. */
const LEDGER_TTL_MS = 5000;

/** A route of a remote's route list (routes.json), as read: checked where it is used. */
export type ListedRoute = { path?: unknown; access?: unknown };

export class BuildReader {
  constructor(
    private readonly files: FileCache,
    private readonly modules: ModuleCache,
    /** The API's address, without a trailing slash ('' when none is configured). */
    private readonly apiUrl: string,
  ) {}

  /** The ledger's live builds; null when it cannot say (kept a few seconds). */
  async liveBuilds(): Promise<LiveBuilds | null> {
    if (!this.apiUrl) return null;
    const got = await this.files.fetchText(`${this.apiUrl}/deployments/live`, LEDGER_TTL_MS);
    if (!got || got.status !== 200) return null;
    try {
      return JSON.parse(got.text) as LiveBuilds;
    } catch {
      return null;
    }
  }

  /** A remote build's route list; null when it cannot be read. */
  async routeList(entry: string): Promise<ListedRoute[] | null> {
    const got = await this.files.fetchText(new URL('routes.json', entry).href, FILE_TTL_MS);
    if (!got || got.status !== 200) return null;
    try {
      const list = JSON.parse(got.text) as { routes?: unknown };
      return Array.isArray(list?.routes) ? (list.routes as ListedRoute[]) : null;
    } catch {
      return null;
    }
  }

  /** A remote build's module, beside its entry; null when the build has none. */
  async remoteModule(entry: string): Promise<PagesModule | null> {
    const url = new URL(MODULE_FILE, entry).href;
    const got = await this.files.fetchText(url, FILE_TTL_MS);
    if (!got) throw new Error(`${url} did not answer`);
    if (got.status !== 200) return null;
    return this.modules.load(got.text);
  }
}
