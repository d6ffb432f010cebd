// The shell's page server: the HTML each page of the storefront arrives with.
//
// A public page (home, all parts, a part, the shell's pages of text, 'Page not found') arrives
// with its content and its head: the app that owns the page renders them with its own components,
// in the Node module its build publishes beside its browser code (`pages.cjs`, see
// shared/src/host/serverPages.tsx). This server only chooses the module and splices its answer into
// the shell's index.html:
//
// - which build: the one this browser runs. The deploy ledger (`GET /deployments/live`) names
//   each remote's live build and its canary, config.json the build to run without it; a browser's
//   canary bucket is in a cookie beside its local storage (shell/src/remotes/liveBuilds.ts), so a
//   deploy, a promotion, a canary or a rollback changes the HTML with the code, with no restart;
// - which app: the remote whose route list has the path, else the shell (its pages of text, its
//   sign-in and dashboard paths); a path nobody has is 'Page not found', with status 404;
// - briefly cached: an answer is fresh for 30 s, then served while a new one is made, and never
//   older than 60 s (a part's new price is in its HTML within a minute);
// - never in the way: everything a page needs (the ledger, the route lists, the module, the API
//   reads) must arrive within a second; otherwise, or on any error, the page is the shell's
//   index.html as it is, which runs the app as before.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

/** The cookie that carries a browser's canary bucket to this server (shell/src/remotes/liveBuilds.ts). */
export const BUCKET_COOKIE = 'storefront-bucket';
const BUCKETS = 10000;
/** How long a page's HTML is served as it is, then while a new one is made, at most. */
export const PAGE_FRESH_MS = 30_000;
export const PAGE_MAX_AGE_MS = 60_000;
/** Everything a page's HTML needs must arrive within this, or the shell's plain page goes. */
export const PAGE_DEADLINE_MS = 1000;
/** The path the shell's module answers 'Page not found' at. */
const NOT_FOUND_PATH = '/404';
/** The file of a build's server pages (build/webpack/ServerPagesPlugin.js). */
const MODULE_FILE = 'pages.cjs';
/** Builds' modules kept loaded at most (live and canary of each remote, the shell's, a rollback's). */
const MAX_MODULES = 8;
/** Pages kept at most (a query string makes a page of its own). */
const MAX_PAGES = 500;
/** How long the ledger's answer and a build's files are kept before they are asked for again. */
const LEDGER_TTL_MS = 5000;
const FILE_TTL_MS = 10_000;

const requireModule = createRequire(import.meta.url);
const escapeAttribute = (text) => String(text).replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

class Deadline extends Error {}

/** `promise`, or a Deadline error once `signal` aborts. */
function within(promise, signal) {
  if (signal.aborted) return Promise.reject(new Deadline('deadline'));
  return new Promise((resolve, reject) => {
    const stop = () => reject(new Deadline('deadline'));
    signal.addEventListener('abort', stop, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', stop);
        resolve(value);
      },
      (error) => {
        signal.removeEventListener('abort', stop);
        reject(error);
      },
    );
  });
}

/** A browser's canary bucket from its cookie, or null. */
export function bucketOf(cookieHeader) {
  const match = new RegExp(`(?:^|;\\s*)${BUCKET_COOKIE}=(\\d{1,5})(?:;|$)`).exec(cookieHeader ?? '');
  return match ? Number(match[1]) : null;
}

/** A new bucket and the cookie that keeps it a year (read by the shell's script too: not HttpOnly). */
export function newBucket() {
  const bucket = Math.floor(Math.random() * BUCKETS);
  return { bucket, cookie: `${BUCKET_COOKIE}=${bucket}; Path=/; Max-Age=31536000; SameSite=Lax` };
}

/**
 * The entry of each configured remote for a browser in `bucket`: the canary's when its share
 * takes the bucket, else the live build's, else config.json's (as chooseBuilds in
 * shell/src/remotes/liveBuilds.ts, which the browser runs).
 */
export function chooseEntries(configured, live, bucket) {
  const chosen = {};
  const ledger = live && typeof live === 'object' && live.remotes && typeof live.remotes === 'object' ? live.remotes : {};
  const isEntry = (value) => typeof value === 'string' && /^https?:\/\/[^/]/.test(value);
  for (const [name, entry] of Object.entries(configured ?? {})) {
    const current = Object.prototype.hasOwnProperty.call(ledger, name) ? ledger[name] : undefined;
    const canary = current?.canary;
    if (canary && isEntry(canary.entryUrl) && typeof canary.percent === 'number' && bucket < canary.percent * (BUCKETS / 100)) chosen[name] = canary.entryUrl;
    else if (current && isEntry(current.entryUrl)) chosen[name] = current.entryUrl;
    else chosen[name] = entry;
  }
  return chosen;
}

/** The parameters of `pattern` (`/parts/:id`) at `pathname`, or null (as shared/src/api/reads.ts). */
function matchesRoute(pattern, pathname) {
  const want = pattern.split('/').filter(Boolean);
  const have = pathname.split('/').filter(Boolean);
  if (want.length !== have.length) return false;
  return want.every((part, i) => part.startsWith(':') || part === have[i]);
}

/**
 * @param {object} options
 * @param {string} options.root        the shell's build (index.html, pages.cjs)
 * @param {object} options.config      the shell's config.json (apiUrl, remotes, currency, ...)
 * @param {string} options.publicUrl   the storefront's public address (PUBLIC_URL): canonical URLs
 * @param {number} [options.deadlineMs]
 * @param {(line: string) => void} [options.log]
 */
export function createPageRenderer({ root, config, publicUrl, deadlineMs = PAGE_DEADLINE_MS, log = () => undefined }) {
  const apiUrl = String(config.apiUrl ?? '').replace(/\/+$/, '');
  const origin = publicUrl.replace(/\/+$/, '');
  const files = new Map(); // url -> { at, answer: Promise<{ status, text } | null> }
  const modules = new Map(); // sha256 of the source -> { file, module }, least recently used first
  const pages = new Map(); // key -> { at, page }
  const making = new Map(); // key -> Promise<page>
  const moduleDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-pages-'));

  /** A file over HTTP, kept `ttl` ms (a failure for a second only); null when unreachable. */
  function fetchText(url, ttl) {
    const kept = files.get(url);
    if (kept && Date.now() - kept.at < kept.ttl) return kept.answer;
    const answer = fetch(url, { signal: AbortSignal.timeout(deadlineMs * 3) })
      .then(async (response) => ({ status: response.status, text: await response.text() }))
      .catch(() => null);
    files.set(url, { at: Date.now(), ttl, answer });
    void answer.then((got) => {
      if (!got || got.status >= 500) files.set(url, { at: Date.now(), ttl: 1000, answer });
    });
    return answer;
  }

  /** A module from its source, loaded once per distinct source; the least recently used go first. */
  function loadModule(source) {
    const sha = createHash('sha256').update(source).digest('hex');
    let loaded = modules.get(sha);
    if (loaded)
      modules.delete(sha); // to the end: used now
    else {
      const file = path.join(moduleDir, `${sha.slice(0, 32)}.cjs`);
      fs.writeFileSync(file, source);
      const exported = requireModule(file);
      loaded = { file, module: exported?.default ?? exported };
      if (!loaded.module || loaded.module.contract !== 1 || typeof loaded.module.renderPage !== 'function') {
        delete requireModule.cache[file];
        throw new Error(`${MODULE_FILE} does not keep the server pages' contract`);
      }
    }
    modules.set(sha, loaded);
    while (modules.size > MAX_MODULES) {
      const [oldest, { file }] = modules.entries().next().value;
      modules.delete(oldest);
      delete requireModule.cache[file];
    }
    return loaded.module;
  }

  /** A remote build's module, beside its entry; null when the build has none. */
  async function remoteModule(entry) {
    const got = await fetchText(new URL(MODULE_FILE, entry).href, FILE_TTL_MS);
    if (!got) throw new Error(`${new URL(MODULE_FILE, entry).href} did not answer`);
    if (got.status !== 200) return null;
    return loadModule(got.text);
  }

  /** The shell's own module and index.html, read again when the build changes. */
  let shellFiles = { mtime: 0, index: '', module: null };
  function shell() {
    const indexFile = path.join(root, 'index.html');
    const mtime = fs.statSync(indexFile).mtimeMs;
    if (mtime !== shellFiles.mtime) {
      const moduleFile = path.join(root, MODULE_FILE);
      shellFiles = {
        mtime,
        index: fs.readFileSync(indexFile, 'utf8'),
        module: fs.existsSync(moduleFile) ? loadModule(fs.readFileSync(moduleFile)) : null,
      };
    }
    return shellFiles;
  }

  /** The ledger's live builds; null when it cannot say (kept a few seconds). */
  async function liveBuilds() {
    if (!apiUrl) return null;
    const got = await fetchText(`${apiUrl}/deployments/live`, LEDGER_TTL_MS);
    if (!got || got.status !== 200) return null;
    try {
      return JSON.parse(got.text);
    } catch {
      return null;
    }
  }

  /** A remote build's route list; null when it cannot be read. */
  async function routeList(entry) {
    const got = await fetchText(new URL('routes.json', entry).href, FILE_TTL_MS);
    if (!got || got.status !== 200) return null;
    try {
      const list = JSON.parse(got.text);
      return Array.isArray(list?.routes) ? list.routes : null;
    } catch {
      return null;
    }
  }

  /**
   * The shell's page with a page's head and content (after #root: the app's ids come first, and a
   * rule of index.html hides the content once the app has rendered, where no script took it over).
   */
  function compose(page) {
    const { index } = shell();
    if (!page || !page.headHtml) return index;
    return index
      .replace(/<title>[\s\S]*?<\/title>/, () => page.headHtml)
      .replace(/<meta name="?description"?[^>]*>/, '')
      .replace(/<noscript>[\s\S]*?<\/noscript>/, '')
      .replace(/<div id="?root"?><\/div>/, (root) => `${root}<div id="first-view" data-ready="${escapeAttribute(page.ready)}">${page.html}</div>`);
  }

  /** Renders the page at `pathname`+`search` for the chosen builds, within the deadline. */
  async function make(pathname, search, entries, signal) {
    const request = (module, assetBase, pagePath = pathname) => ({
      path: pagePath,
      search,
      publicUrl: origin,
      assetBase,
      config,
      read: async (apiPath) => {
        const response = await fetch(`${apiUrl}${apiPath}`, { headers: { Accept: 'application/json' }, signal });
        return { status: response.status, body: response.status === 200 ? await response.json() : null };
      },
    });
    const notFound = async () => {
      const { module } = shell();
      const page = module ? await within(module.renderPage(request(module, '/', NOT_FOUND_PATH)), signal) : null;
      return { status: 404, page: page && 'headHtml' in page ? page : null, index: !page };
    };
    const lists = await within(Promise.all(Object.entries(entries).map(async ([name, entry]) => [name, entry, await routeList(entry)])), signal);
    for (const [, entry, routes] of lists) {
      const route = routes?.find((candidate) => typeof candidate?.path === 'string' && matchesRoute(candidate.path, pathname));
      if (!route) continue;
      if (route.access !== 'public') return { status: 200, page: null, noindex: true };
      const module = await within(remoteModule(entry), signal);
      const page = module ? await within(module.renderPage(request(module, new URL('./', entry).href)), signal) : null;
      if (!page) return { status: 200, page: null };
      if ('plain' in page) return { status: 200, page: null, noindex: true };
      if (!('headHtml' in page)) return notFound();
      return { status: page.status, page };
    }
    const { module } = shell();
    const page = module ? await within(module.renderPage(request(module, '/')), signal) : null;
    if (page && 'plain' in page) return { status: 200, page: null, noindex: true };
    if (page && 'headHtml' in page) return { status: page.status, page };
    // Nobody has the path, unless an app that did not answer has it: then the app decides.
    if (lists.some(([, , routes]) => !routes)) return { status: 200, page: null };
    return notFound();
  }

  /**
   * The answer for a page: `{ status, html, noindex }`. Never throws: on any failure, the shell's
   * page as it is (200), which runs the app.
   */
  async function render(pathname, search, bucket) {
    let entries = config.remotes ?? {};
    const signal = AbortSignal.timeout(deadlineMs);
    try {
      entries = chooseEntries(config.remotes, await within(liveBuilds(), signal), bucket);
    } catch {
      // The ledger is slow: config.json's builds.
    }
    const key = `${JSON.stringify(entries)} ${pathname}${search}`;
    const kept = pages.get(key);
    const age = kept ? Date.now() - kept.at : Infinity;
    const refresh = () => {
      let pending = making.get(key);
      if (!pending) {
        pending = make(pathname, search, entries, AbortSignal.timeout(deadlineMs)).then(
          (page) => {
            pages.delete(key);
            pages.set(key, { at: Date.now(), page });
            while (pages.size > MAX_PAGES) pages.delete(pages.keys().next().value);
            return page;
          },
          (error) => {
            log(`page server: ${pathname}: ${error instanceof Deadline ? `not ready within ${deadlineMs} ms` : error.message}; the shell's page went`);
            return null;
          },
        );
        pending.finally(() => making.delete(key));
        making.set(key, pending);
      }
      return pending;
    };
    let result;
    if (age < PAGE_FRESH_MS) result = kept.page;
    else if (age < PAGE_MAX_AGE_MS) {
      void refresh();
      result = kept.page;
    } else result = await within(refresh(), signal).catch(() => null);
    if (!result) return { status: 200, html: compose(null), noindex: false };
    return { status: result.status, html: result.index ? compose(null) : compose(result.page), noindex: Boolean(result.noindex) };
  }

  /**
   * Reads, ahead of the first visitor, what every page needs: the ledger, each configured and
   * live build's route list and module, the shell's own (the first page is then as quick as the
   * rest). Resolves when done or after `timeoutMs`; never rejects.
   */
  async function warm(timeoutMs = 15_000) {
    const work = (async () => {
      shell();
      const live = await liveBuilds();
      const entries = new Set([...Object.values(chooseEntries(config.remotes, live, BUCKETS)), ...Object.values(chooseEntries(config.remotes, live, 0))]);
      await Promise.all([...entries].map(async (entry) => Promise.all([routeList(entry), remoteModule(entry).catch(() => null)])));
    })().catch((error) => log(`page server: could not read ahead (${error.message}); pages will read as they go`));
    await Promise.race([work, new Promise((resolve) => setTimeout(resolve, timeoutMs).unref())]);
  }

  return {
    render,
    warm,
    close() {
      fs.rmSync(moduleDir, { recursive: true, force: true });
    },
  };
}
