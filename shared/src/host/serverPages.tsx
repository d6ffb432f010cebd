/**
 * Server pages: the HTML a page arrives with, rendered in Node with the app's own components.
 *
 * Each app that owns pages builds one Node module beside its browser build (`pages.cjs`, from its
 * `src/pages.server.tsx`, see build/webpack/ServerPagesPlugin.js). It is the one place an app
 * says what HTML its pages have before any script has run:
 *
 * - its public pages (`renderPage`): rendered for each request by the shell's page server
 *   (page-server/src/pageServer.ts), with their content and head. The public routes and the page
 *   that renders each come from the app's one route list (`serverPages(routes, renderers)`);
 * - its signed-in pages' first views (`firstViews`, optional): the server cannot know who is
 *   signed in (the session lives in the browser), so these are rendered once, when the build
 *   runs the module, with slots (../firstView.ts) that the shell's start-up script fills from
 *   the page's first read.
 *
 * Not part of `@storefront/shared/host`'s index: it pulls in react-dom/server.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ServerStyleSheet, ThemeProvider } from 'styled-components';
import { SWRConfig } from 'swr';
import {
  BRAND,
  configureApi,
  ConfigContext,
  NavigationContext,
  pathInLanguage,
  routeParams,
  scopeLanguage,
  type Language,
  type StorefrontConfig,
} from '@storefront/shared';
import { SERVER_PAGES_CONTRACT, type ServerPage, type ServerPageRequestOf, type ServerPagesModuleOf } from '@storefront/shared/server-pages-contract';
import type { FirstView } from '../firstView';
import { headHtml } from './pageHead';
import { GlobalStyle, theme } from '../ui';

export {
  SERVER_PAGES_CONTRACT,
  type PageHead,
  type PageHtml,
  type RenderedPage,
  type ServerPage,
  type ServerRead,
} from '@storefront/shared/server-pages-contract';

/**
 * An element's static markup and the CSS of its styled components (global styles included), the
 * CSS without styled-components' bookkeeping for rehydration: styled-components adopts (and
 * moves) any `style[data-styled]` it finds when the app starts, so the CSS goes in a `<style>` of
 * our own. React's preloads of eager pictures are left out (the page's start-up asks for them).
 */
export function renderWithStyles(element: ReactElement): { css: string; markup: string } {
  const sheet = new ServerStyleSheet();
  try {
    const markup = renderToStaticMarkup(
      sheet.collectStyles(
        <ThemeProvider theme={theme}>
          <GlobalStyle />
          {element}
        </ThemeProvider>,
      ),
    );
    const css = sheet
      .getStyleTags()
      .replace(/<\/?style[^>]*>/g, '')
      .replace(/data-styled\.g\d+\[id="[^"]*"\]\{content:"[^"]*"\}/g, '')
      .replace(/\/\*!sc\*\//g, '')
      .replace(/\n+/g, '')
      .trim();
    return { css, markup: markup.replace(/<link rel="preload"[^>]*>/g, '') };
  } finally {
    sheet.seal();
  }
}

/** A signed-in page's first view, as the module declares it (see `firstViews`). */
export interface FirstViewSource {
  /** The route's path pattern, as in the app's routes.json. */
  path: string;
  /** See FirstView.ready. */
  ready: string;
  /** See FirstView.read. */
  read?: string;
  /** The view: the page's own components, with `slot(…)` where a value of the read goes. */
  render: () => ReactElement;
}

/**
 * Attributes that would repeat the page's own ids (the view sits beside the page until the page
 * has rendered) or point at them.
 */
const ID_ATTRIBUTES = /\s(?:id|for|aria-labelledby|aria-describedby|aria-controls)="[^"]*"/g;

/** `render()`'s markup as a first view: its styles in a `<style>` first, without ids. */
export function renderFirstView(render: () => ReactElement): string {
  const { css, markup } = renderWithStyles(render());
  return `<style>${css}</style>${markup.replace(ID_ATTRIBUTES, '')}`;
}

/** The first view of each source, by path: what a module exports as `firstViews`. */
export function renderFirstViews(sources: FirstViewSource[]): Record<string, FirstView> {
  const views: Record<string, FirstView> = {};
  for (const { path, ready, read, render } of sources) views[path] = { html: renderFirstView(render), ready, ...(read ? { read } : {}) };
  return views;
}

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
 * The language of the render in progress: a module renders pages of both languages at once, each
 * waiting on its reads, so `t()` asks this rather than one setting the last render changed.
 */
const pageLanguage = new AsyncLocalStorage<Language>();
scopeLanguage(() => pageLanguage.getStore());

/** The request's language, as the module renders it: Bangla where the module speaks it, else English. */
const languageOf = (request: { language?: Language }, languages: readonly Language[] = ['en', 'bn']): Language =>
  request.language === 'bn' && languages.includes('bn') ? 'bn' : 'en';

/**
 * Runs `render` in the request's language (`t()`, `plural()` and the formats inside it answer in
 * it), whatever other pages render meanwhile: a page's render, the shell's frame.
 */
export function inPageLanguage<T>(request: { language?: Language }, render: () => T): T {
  return pageLanguage.run(languageOf(request), render);
}

/** Where a page renders: the router's basename and the path under it (`/bn` and `/bn/parts` for a Bangla `/parts`). */
export function routerPlace(request: { path: string; language?: Language }): { basename?: string; entry: string } {
  return languageOf(request) === 'bn' ? { basename: pathInLanguage('/', 'bn'), entry: pathInLanguage(request.path, 'bn') } : { entry: request.path };
}

export { DEFAULT_SHARE_IMAGE, PAGE_HEAD, headHtml, jsonForScript, type HeadOptions } from './pageHead';

/** A short description from a longer text: whole words, at most `max` characters. */
export function summarize(text: string, max = 160): string {
  const plain = text.replace(/\s+/g, ' ').trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2))}…`;
}

/**
 * `renderPageHtml` to run later, when the page server has sent the page's head: for a page whose
 * render takes long (a parts book's assembly of hundreds of rows and hotspots).
 */
export function deferredPageHtml(element: ReactElement, context: Parameters<typeof renderPageHtml>[1]): () => string {
  return () => renderPageHtml(element, context);
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

/** A route of the app's one list of pages (its routes.json), as the server pages read it. */
export interface ListedRoute {
  path: string;
  /** The page's module: what names its renderer. */
  module: string;
  access: string;
  title?: string;
  /** The page's address for search engines when it is shown at another too (`/home` is `/`). */
  canonical?: string;
}

/** How one page of the list is rendered on the server. */
export type PageRender = (request: ServerPageRequest, params: Record<string, string>, route: ListedRoute) => Promise<ServerPage>;

/** A page of the app with nothing to show before its script (sign-in, the dashboard): sent as the shell's page, kept out of search engines. */
export const plainPage: PageRender = async () => ({ status: 200, plain: true });

/**
 * A module's pages from the app's one route list: each route whose module has a renderer here is
 * rendered at its path (the first route whose pattern matches wins), then `extra`'s (pages that
 * are no route of the list: the shell's 'Page not found'). A renderer for a module the list does
 * not have is an error, so a page cannot be rendered at a path the app does not route.
 *
 * `paths` are what the sitemap lists of the module: its public pages without parameters that
 * have a page of their own (not plain, not shown under another canonical address).
 *
 * `languages`: what the module renders its pages in (English only, unless the app has registered
 * its Bangla catalogue and started the Bangla runtime, see shell/src/pages.server.tsx). A page is
 * rendered in the request's language, and its head says so: its canonical address in that
 * language and, a page found, its alternates in both (`hreflang`).
 */
export function serverPages(
  routes: readonly ListedRoute[],
  renderers: Record<string, PageRender>,
  extra: ServerRoute[] = [],
  { languages = ['en'] }: { languages?: readonly Language[] } = {},
): ServerPagesModule & { paths: string[]; languages: readonly Language[] } {
  const modules = new Set(routes.map((route) => route.module));
  for (const module of Object.keys(renderers)) {
    if (!modules.has(module)) throw new Error(`serverPages: no route of the list has the module ${module}`);
  }
  const rendered: ServerRoute[] = [
    ...routes.flatMap((route) => {
      const render = renderers[route.module];
      return render ? [{ path: route.path, render: (request: ServerPageRequest, params: Record<string, string>) => render(request, params, route) }] : [];
    }),
    ...extra,
  ];
  const paths = routes
    .filter((route) => route.access === 'public' && !route.path.includes(':') && !route.canonical)
    .filter((route) => renderers[route.module] && renderers[route.module] !== plainPage)
    .map((route) => route.path);
  return {
    contract: SERVER_PAGES_CONTRACT,
    paths,
    languages,
    async renderPage(request) {
      const language = languageOf(request, languages);
      const spoken = { ...request, language };
      for (const route of rendered) {
        const params = matches(route.path, request.path);
        if (!params) continue;
        const page = await pageLanguage.run(language, () => route.render(spoken, params));
        if (!('html' in page)) return page;
        const base = (text: string) => text.replace(ASSET_BASE, () => request.assetBase);
        const head = { ...page.head, image: page.head.image && base(page.head.image) };
        const { html } = page;
        // A render still to run runs later, in its page's language too.
        const content = typeof html === 'string' ? base(html) : () => pageLanguage.run(language, () => base(html()));
        const written = headHtml(head, request.publicUrl, BRAND, { language, alternates: page.status === 200 });
        return { ...page, html: content, head, headHtml: written };
      }
      return null;
    },
  };
}
