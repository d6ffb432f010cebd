/**
 * The contract between a build's server pages (`pages.cjs`, written with host/serverPages.tsx) and
 * the page server that runs them (page-server/): what the page server asks and what a module
 * answers. Types and one constant, without dependencies (`@storefront/shared/server-pages-contract`),
 * so that the page server takes them without React.
 */

/**
 * The version of the contract between a page module and the page server. 2: a page's `html` may be
 * a render still to run (`() => string`), which the page server runs once it has sent the page's
 * head. A page server takes modules of every version it lists in `SERVER_PAGES_CONTRACTS`; one of
 * an older version refuses a newer module (it sends the shell's page, which runs the app).
 */
export const SERVER_PAGES_CONTRACT = 2;

/** The versions a page server of this code takes: 1's pages are all rendered before they are sent. */
export const SERVER_PAGES_CONTRACTS: readonly number[] = [1, 2];

/**
 * A page's content: its HTML, or a render of it still to run. A large page (a parts book's
 * assembly of 200 rows) gives a render, so that the page server sends the page's head first and
 * the browser asks for the page's scripts while the server writes its content.
 */
export type PageHtml = string | (() => string);

/** An API read's answer, as the page server got it. */
export interface ServerRead {
  status: number;
  body: unknown;
}

/** The languages of the storefront's pages: English, and Bangla under `/bn` (DECISIONS.md). */
export type PageLanguage = 'en' | 'bn';

/** What the page server asks a module for; `Config` is the shell's config.json (StorefrontConfig). */
export interface ServerPageRequestOf<Config> {
  /** The page's path, decoded as the browser sent it, without its language's prefix (`/parts/…` for `/bn/parts/…` too). */
  path: string;
  /**
   * The page's language (absent: English). The page server asks for 'bn' only of a module whose
   * `languages` has it; the module renders the page's content and head in it, with its
   * addresses (canonical, alternates, links) in that language.
   */
  language?: PageLanguage;
  /** Its query string, with `?` (or ''). */
  search: string;
  /** The storefront's public address (`PUBLIC_URL`), without a trailing slash: canonical URLs and sitemaps. */
  publicUrl: string;
  /** The folder of the module's build as the browser reaches it (ends in `/`): pictures shipped with the build. */
  assetBase: string;
  /** The shell's config.json: the API's address, currency, locale, contact. */
  config: Config;
  /** Reads an API path (`/parts?limit=6`); the page server bounds the time every read may take. */
  read(path: string): Promise<ServerRead>;
}

/** The head of a page: every value is text, escaped when written. */
export interface PageHead {
  title: string;
  description: string;
  /** The canonical path (`/parts/…`), made absolute with the public URL. */
  canonicalPath: string;
  /** An absolute URL of the picture a link preview shows. */
  image?: string;
  imageAlt?: string;
  /** Open Graph's type: `website`, or `product` for a part. */
  type?: 'website' | 'product';
  /** JSON-LD objects (schema.org), each written in a `<script type="application/ld+json">`. */
  jsonLd?: object[];
  /** Absolute URLs of the list's neighbours (`rel=prev/next`). */
  next?: string;
  prev?: string;
}

/**
 * A module's answer: a page with its content and head; 404 (the page server shows 'Page not
 * found'); or `plain`, a page of the app with nothing to show before its script (sign-in, the
 * dashboard), sent as the shell's page and kept out of search engines.
 */
export type ServerPage = { status: 200 | 404; head: PageHead; html: PageHtml; ready: string } | { status: 404 } | { status: 200; plain: true };

/** A page as the page server receives it: its head already written. */
export type RenderedPage = Exclude<ServerPage, { head: PageHead }> | (Extract<ServerPage, { head: PageHead }> & { headHtml: string });

/** What `pages.cjs` exports. */
export interface ServerPagesModuleOf<Config> {
  contract: number;
  /** The page at `request.path`, or null when the module has no server page there. */
  renderPage(request: ServerPageRequestOf<Config>): Promise<RenderedPage | null>;
  /**
   * The module's public pages without parameters, from the app's route list: what the sitemap
   * lists of the app (a module without it, of an older build, adds nothing to the sitemap).
   */
  paths?: string[];
  /**
   * The languages the module renders its pages in; a module without it (an older build) renders
   * English only, and the page server sends a Bangla page of it as the shell's page, which the
   * app renders in Bangla in the browser.
   */
  languages?: readonly PageLanguage[];
  /**
   * The shell's: the storefront's chrome (its header and footer, as the shell renders them for a
   * visitor at `request.path`) with the slot `\u0001page\u0001` where a page's content goes. The
   * page server puts every app's page into it, so a crawler sees the site's navigation and a
   * visitor the header before any script has run.
   */
  renderFrame?(request: ServerPageRequestOf<Config>): string;
}

/** Where a page's content goes in the shell's frame (`renderFrame`). */
export const FRAME_SLOT = '\u0001page\u0001';
