// The types the page server's modules share: the shell's config, a request of a build's module,
// and a page as made for a request before it is sent.
import type { PageLanguage, RenderedPage, ServerPagesModuleOf } from '@storefront/shared/server-pages-contract';

export type { PageLanguage };

/** What the shell's config.json says that the page server needs; the rest goes to the modules as it is. */
export interface PageServerConfig {
  apiUrl?: string;
  remotes?: Record<string, string>;
  [setting: string]: unknown;
}

export type RenderedWithHead = Extract<RenderedPage, { headHtml: string }>;

/** What a build's module is asked to render a page with. */
export type PageRequest = Parameters<ServerPagesModuleOf<PageServerConfig>['renderPage']>[0];

/**
 * A page still to render, as it is sent: the shell's page up to the content, then the rest once
 * `rest` has rendered it (once: every request that shares the page waits for the same render).
 */
export interface PageStream {
  before: string;
  rest(): Promise<string>;
}

/** A page as made for a request, before it is put into the shell's page. */
export interface MadePage {
  status: number;
  /** The page's language (`<html lang>`): Bangla for a path under /bn; absent, English. */
  language?: PageLanguage;
  /** The page; its `html` a render still to run where the module gave one (it runs when first sent). */
  page: RenderedWithHead | null;
  /** Puts a page still to render into the shell's frame, once it is rendered (rendering the frame then too). */
  frame?: () => ((content: string) => string) | null;
  /** The render of a page still to render, once started: its HTML (a failed render: null). */
  rendering?: Promise<string | null>;
  /** Send the shell's page as it is (a 404 whose 'Page not found' could not be rendered). */
  index?: boolean;
  noindex?: boolean;
  /** The page in the shell's index.html it was last sent in, and that HTML's compressed copies. */
  sent?: { index: string; html: string; encodings: Map<string, Buffer> };
}
