// A cold load of one page: its script bytes by the app that served them, and its React copies.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { APPS, ROOT } from '../lib/stack.mjs';
import { withTab } from './chromium.mjs';

/**
 * Counts React at run time, installed before any page script runs.
 *
 * react.production.js creates its internals once per copy and publishes them with
 * `exports.__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE = …` (react-dom does the
 * same with `__DOM_INTERNALS_…`). Those export names survive minification. A setter for those
 * names on Object.prototype is therefore called once for every copy of React that is actually
 * *executed*, whatever chunk, remote or bundle it came from; it records the internals object and
 * then stores the value as an ordinary own property, so React works as usual. Copies are the
 * distinct internals objects (code that copies React's exports elsewhere passes the same one). A copy that is
 * downloaded but never run (a remote's fallback chunk) does not count, a copy bundled into a
 * remote outside federation does. A stub React DevTools hook also counts the renderers that
 * register (one per react-dom client copy). As a cross-check the script also counts loaded chunks
 * that define that export (the static way).
 */
const REACT_PROBE = `(() => {
  const found = { react: [], reactDom: [], renderers: [] };
  Object.defineProperty(window, '__benchReact', { value: found });
  for (const [key, list] of [
    ['__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE', found.react],
    ['__SECRET_INTERNALS_DO_NOT_USE_OR_YOU_WILL_BE_FIRED', found.react], // React 18 and older
    ['__DOM_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE', found.reactDom],
  ]) {
    Object.defineProperty(Object.prototype, key, {
      configurable: true,
      get() { return undefined; },
      set(value) {
        Object.defineProperty(this, key, { value, writable: true, enumerable: true, configurable: true });
        // Only the internals object itself: webpack's interop helper also assigns getter
        // functions under the same names when it wraps React's exports in a namespace.
        if (typeof value !== 'object' || value === null) return;
        const where = (new Error().stack || '').split('\\n').slice(2, 4).map((l) => l.trim()).join(' < ');
        list.push({ exports: this, internals: value, where });
      },
    });
  }
  let id = 0;
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject(renderer) { found.renderers.push(renderer); this.renderers.set(++id, renderer); return id; },
    checkDCE() {},
    onScheduleFiberRoot() {},
    onCommitFiberRoot() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
  };
})();`;
const DEFINES_REACT = /\.__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE\s*=[^=]/;

/**
 * A cold load: HTTP cache cleared and disabled, `Accept-Encoding: gzip` only, so every script
 * arrives as the server's precompressed .gz (or plain when too small to have one). Counts the
 * body bytes on the wire of every script response (Content-Length, else encoded length minus
 * headers), by origin port, plus the scripts written into the page itself (the shell's start-up
 * script), as their gzip (level 9) would weigh on their own.
 */
export async function measureLoad(profile, url, spec, appByPort) {
  return withTab(profile, async (page, cdp) => {
    await page.setViewportSize({ width: 412, height: 823 }); // Lighthouse's mobile viewport
    await page.addInitScript(REACT_PROBE);
    await cdp.send('Network.enable');
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.setExtraHTTPHeaders', { headers: { 'Accept-Encoding': 'gzip' } });
    const responses = new Map();
    const failures = [];
    cdp.on('Network.responseReceived', (event) => {
      if (event.type !== 'Script') return;
      const headers = Object.fromEntries(Object.entries(event.response.headers).map(([k, v]) => [k.toLowerCase(), v]));
      responses.set(event.requestId, {
        url: event.response.url,
        status: event.response.status,
        encoding: headers['content-encoding'] ?? 'identity',
        contentLength: headers['content-length'] === undefined ? undefined : Number(headers['content-length']),
        headerBytes: event.response.encodedDataLength ?? 0,
      });
    });
    cdp.on('Network.loadingFinished', (event) => {
      const response = responses.get(event.requestId);
      if (response) response.encoded = event.encodedDataLength;
    });
    cdp.on('Network.loadingFailed', (event) => {
      if (event.type === 'Script' || responses.has(event.requestId))
        failures.push(`${event.errorText} (${responses.get(event.requestId)?.url ?? event.requestId})`);
    });
    const pageErrors = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));

    const response = await page.goto(url, { waitUntil: 'load', timeout: 60000 });
    if (!response || response.status() >= 400) throw new Error(`the document answered ${response?.status() ?? 'nothing'}`);
    try {
      await spec.ready(page);
    } catch (error) {
      throw new Error(
        `the page did not show its content (at ${page.url()}): ${error.message.split('\n')[0]}${pageErrors.length ? `; page errors: ${pageErrors.join('; ')}` : ''}`,
        { cause: error },
      );
    }
    if (new URL(page.url()).pathname !== spec.path) throw new Error(`ended at ${page.url()} instead of ${spec.path}`);
    await page.waitForLoadState('networkidle', { timeout: 30000 }).catch(() => {});
    await page.waitForTimeout(1000); // late chunks (idle-time prefetches) would show up here

    const react = await page.evaluate(() => {
      const found = window.__benchReact;
      // Distinct internals objects, not distinct exports objects: code that copies React's
      // exports onto another object with plain assignment (an interop namespace) also calls the
      // setter, with the same internals.
      const distinct = (list) => [...new Map(list.map((e) => [e.internals, e])).values()];
      const reacts = distinct(found.react);
      return {
        copies: reacts.length,
        versions: reacts.map((e) => e.exports.version ?? '?'),
        where: reacts.map((e) => e.where),
        assignments: found.react.length,
        allWhere: found.react.map((e) => e.where),
        reactDomCopies: distinct(found.reactDom).length,
        renderers: found.renderers.map((r) => `${r.rendererPackageName}@${r.version}`),
        // distinct React internals the renderers are bound to
        rendererReacts: new Set(found.renderers.map((r) => r.currentDispatcherRef)).size,
        renderersOnKnownReact: found.renderers.every((r) => reacts.some((e) => e.internals === r.currentDispatcherRef)),
      };
    });
    const inline = await page.evaluate(() =>
      // JavaScript only: a page's JSON-LD (`application/ld+json`) is data, never run.
      [...document.querySelectorAll('script:not([src])')]
        .filter((script) => !script.type || /^(text|application)\/(java|ecma)script$|^module$/i.test(script.type))
        .map((script) => script.textContent ?? '')
        .filter((code) => code.trim() !== ''),
    );
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });

    const inPage = inline.map((source, index) => ({
      url: `${url} (inline script ${index + 1})`,
      app: 'shell',
      file: `index.html (inline script ${index + 1})`,
      status: 200,
      encoding: 'gzip',
      bytes: zlib.gzipSync(source, { level: 9 }).length,
      source,
    }));
    const fetched = [...responses.values()].map((r) => {
      const u = new URL(r.url);
      const app = appByPort.get(u.port) ?? 'other';
      const bytes = r.contentLength ?? Math.max(0, (r.encoded ?? 0) - r.headerBytes);
      const appDir = APPS.find((a) => a.name === app)?.dir;
      const file = appDir ? path.join(ROOT, appDir, 'dist', decodeURIComponent(u.pathname)) : undefined;
      const source = file && fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined;
      return { url: r.url, app, file: u.pathname.slice(1), status: r.status, encoding: r.encoding, bytes, source };
    });
    const scripts = [...inPage, ...fetched];
    const byApp = {};
    for (const s of scripts) byApp[s.app] = (byApp[s.app] ?? 0) + s.bytes;
    // Static cross-check: loaded chunks that contain React's own module (the definition above).
    react.chunksWithReact = scripts.filter((s) => s.source && DEFINES_REACT.test(s.source)).map((s) => `${s.app}/${s.file}`);
    return {
      total: scripts.reduce((sum, s) => sum + s.bytes, 0),
      byApp,
      scripts,
      react,
      failures,
      pageErrors,
      notGzip: scripts.filter((s) => s.encoding !== 'gzip').map((s) => `${s.app}/${s.file} (${s.encoding}, ${s.bytes} B)`),
      badStatus: scripts.filter((s) => s.status >= 400).map((s) => `${s.url} ${s.status}`),
    };
  });
}
