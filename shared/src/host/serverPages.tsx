/**
 * Server pages: the HTML a public page arrives with (its content and its head), so that a
 * crawler, a link preview or a browser before any script has run sees the page.
 *
 * Each app that owns public pages builds a Node module beside its browser build (`pages.cjs`,
 * from its `src/pages.server.tsx`, see build/webpack/ServerPagesPlugin.js) whose `renderPage`
 * renders them with the app's own components. The shell's page server
 * (page-server/src/pageServer.ts) loads the module of the build each browser runs and puts the
 * answer into the shell's index.html: the head in `<head>`, the content as the page's first view
 * (shared/src/firstView.ts), which the app replaces once it has rendered the same page.
 *
 * Not part of `@storefront/shared/host`'s index: it pulls in react-dom/server.
 */
import type { ReactElement } from 'react';
import { SWRConfig } from 'swr';
import { BRAND, configureApi, ConfigContext, NavigationContext, routeParams, type StorefrontConfig } from '@storefront/shared';
import { escapeHtml } from '@storefront/shared/escape-html';
import {
  SERVER_PAGES_CONTRACT,
  type PageHead,
  type ServerPage,
  type ServerPageRequestOf,
  type ServerPagesModuleOf,
} from '@storefront/shared/server-pages-contract';
import { renderWithStyles } from './renderFirstViews';

export { SERVER_PAGES_CONTRACT, type PageHead, type RenderedPage, type ServerPage, type ServerRead } from '@storefront/shared/server-pages-contract';

/** What the page server asks a module for. */
export type ServerPageRequest = ServerPageRequestOf<StorefrontConfig>;

/** One page a module renders: the route's pattern (`/dashboard/*`: the path and all below it) and how. */
export interface ServerRoute {
  path: string;
  render(request: ServerPageRequest, params: Record<string, string>): Promise<ServerPage>;
}

/** What `pages.cjs` exports. */
export type ServerPagesModule = ServerPagesModuleOf<StorefrontConfig>;

/**
 * JSON safe inside `<script type="application/ld+json">`: no `<`, `>` or `&` (nothing can close
 * the script or open a comment), and the two line separators JavaScript once refused.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** The picture a link preview shows for a page without one of its own: the storefront's mark. */
export const DEFAULT_SHARE_IMAGE = '/favicon.svg';

/** The head's elements, each value escaped. */
export function headHtml(head: PageHead, publicUrl: string, siteName: string): string {
  const canonical = `${publicUrl}${head.canonicalPath}`;
  const image = head.image ?? `${publicUrl}${DEFAULT_SHARE_IMAGE}`;
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}" />`,
    `<link rel="canonical" href="${escapeHtml(canonical)}" />`,
    `<meta property="og:site_name" content="${escapeHtml(siteName)}" />`,
    `<meta property="og:type" content="${head.type ?? 'website'}" />`,
    `<meta property="og:title" content="${escapeHtml(head.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(head.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(canonical)}" />`,
    `<meta name="twitter:card" content="${head.image ? 'summary_large_image' : 'summary'}" />`,
    `<meta name="twitter:title" content="${escapeHtml(head.title)}" />`,
    `<meta name="twitter:description" content="${escapeHtml(head.description)}" />`,
    `<meta property="og:image" content="${escapeHtml(image)}" />`,
    `<meta name="twitter:image" content="${escapeHtml(image)}" />`,
  ];
  if (head.image && head.imageAlt) tags.push(`<meta property="og:image:alt" content="${escapeHtml(head.imageAlt)}" />`);
  if (head.prev) tags.push(`<link rel="prev" href="${escapeHtml(head.prev)}" />`);
  if (head.next) tags.push(`<link rel="next" href="${escapeHtml(head.next)}" />`);
  for (const data of head.jsonLd ?? []) tags.push(`<script type="application/ld+json">${jsonForScript(data)}</script>`);
  return tags.join('');
}

/** A short description from a longer text: whole words, at most `max` characters. */
export function summarize(text: string, max = 160): string {
  const plain = text.replace(/\s+/g, ' ').trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2))}…`;
}

/** The providers of a page rendered on the server: no session (a visitor), its reads' answers in SWR. */
export function renderPageHtml(
  element: ReactElement,
  context: { request: ServerPageRequest; params: Record<string, string>; reads: Record<string, unknown> },
): string {
  const { request, params, reads } = context;
  configureApi({ baseUrl: request.config.apiUrl });
  const { css, markup } = renderWithStyles(
    <ConfigContext.Provider value={request.config}>
      <NavigationContext.Provider value={{ navigate: () => undefined, pathname: request.path, search: request.search, state: null, params }}>
        <SWRConfig value={{ fallback: reads, revalidateOnMount: false, provider: () => new Map() }}>{element}</SWRConfig>
      </NavigationContext.Provider>
    </ConfigContext.Provider>,
  );
  return `<style>${css}</style>${markup}`;
}

/** Where the build's own pictures are in its markup: the page server's `assetBase` replaces it. */
// The marker is a control character on purpose (shared/src/firstView.ts): no text contains it.
// eslint-disable-next-line no-control-regex
const ASSET_BASE = /\u0001base\u0001/g;

/** The route's parameters when `path` is one of its pages. */
function matches(pattern: string, path: string): Record<string, string> | null {
  if (!pattern.endsWith('/*')) return routeParams(pattern, path);
  const base = pattern.slice(0, -2);
  return path === base || path.startsWith(`${base}/`) ? {} : null;
}

/** A module's `renderPage` from its routes: the first whose pattern matches the path. */
export function serverPages(routes: ServerRoute[]): ServerPagesModule {
  return {
    contract: SERVER_PAGES_CONTRACT,
    async renderPage(request) {
      for (const route of routes) {
        const params = matches(route.path, request.path);
        if (!params) continue;
        const page = await route.render(request, params);
        if (!('html' in page)) return page;
        const base = (text: string) => text.replace(ASSET_BASE, () => request.assetBase);
        const head = { ...page.head, image: page.head.image && base(page.head.image) };
        return { ...page, html: base(page.html), head, headHtml: headHtml(head, request.publicUrl, BRAND) };
      }
      return null;
    },
  };
}
