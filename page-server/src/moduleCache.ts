// The builds' server pages modules (`pages.cjs`), evaluated from their source and kept loaded in
// an LRU bounded by entries and bytes: nothing else holds them, so one the LRU lets go is freed.
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import { LRUCache } from 'lru-cache';
import { SERVER_PAGES_CONTRACTS, type ServerPagesModuleOf } from '@storefront/shared/server-pages-contract';
import type { PageServerConfig } from './pageTypes';

/** The file of a build's server pages (build/webpack/ServerPagesPlugin.js). */
export const MODULE_FILE = 'pages.cjs';

export type PagesModule = ServerPagesModuleOf<PageServerConfig>;

interface LoadedModule {
  module: PagesModule;
  bytes: number;
}

/**
 * A CommonJS module's exports from its source, evaluated as Node's `require` would, but kept out
 * of `require`'s cache and of any parent's children: the module lives as long as the caller keeps
 * its exports (a `require` of a file would keep every build's module in memory for good).
 */
export function evaluate(source: string, filename: string): PagesModule | null {
  const wrapper = vm.compileFunction(source, ['exports', 'require', 'module', '__filename', '__dirname'], { filename });
  const module = { exports: {} as unknown };
  wrapper.call(module.exports, module.exports, createRequire(filename), module, filename, path.dirname(filename));
  const exported = module.exports as { default?: unknown } | null;
  return ((exported && typeof exported === 'object' && 'default' in exported ? exported.default : exported) ?? null) as PagesModule | null;
}

/** Whether a module keeps a contract this server knows (and can render a page). */
export const keepsContract = (module: PagesModule | null): module is PagesModule =>
  Boolean(module && SERVER_PAGES_CONTRACTS.includes(module.contract) && typeof module.renderPage === 'function');

/** Loaded modules by the sha256 of their source. */
export class ModuleCache {
  private readonly modules: LRUCache<string, LoadedModule>;

  constructor({ max, maxBytes }: { max: number; maxBytes: number }) {
    this.modules = new LRUCache<string, LoadedModule>({
      max,
      maxSize: maxBytes,
      sizeCalculation: (loaded) => Math.max(1, loaded.bytes),
    });
  }

  /** A module from its source, loaded once per distinct source; the least recently used go first. */
  load(source: string): PagesModule {
    const sha = createHash('sha256').update(source).digest('hex');
    const kept = this.modules.get(sha);
    if (kept) return kept.module;
    const module = evaluate(source, path.join(os.tmpdir(), `storefront-pages-${sha.slice(0, 16)}.cjs`));
    if (!keepsContract(module)) {
      throw new Error(`${MODULE_FILE} does not keep the server pages' contract`);
    }
    this.modules.set(sha, { module, bytes: source.length });
    return module;
  }

  stats() {
    return { count: this.modules.size, bytes: this.modules.calculatedSize };
  }

  clear() {
    this.modules.clear();
  }
}
