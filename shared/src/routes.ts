import type { FirstView } from './firstView';
import type { Access } from './schemas/api/answers';
import type { CompanyRole } from './schemas/api/companies';

/**
 * One page a remote contributes. Each remote keeps its list in `routes.json` (the single
 * source): its webpack build exposes every `module` and publishes the list beside
 * `remoteEntry.js`, so the shell learns paths, access and sidebar labels without downloading
 * the remote's code.
 */
export interface RouteDefinition {
  /** Absolute path pattern, e.g. `/parts/:id` or `/dashboard/orders`. */
  path: string;
  /** The exposed module (default export: the page component), e.g. `./PurchasePage`. */
  module: string;
  access: Access;
  /** Document title. */
  title: string;
  /** Dashboard pages: their entry in the sidebar. */
  sidebar?: { label: string; order: number };
  /**
   * A company's pages (docs/companies.md): only members with one of these company roles see the
   * page in the sidebar and may open it (the session's `companyRole`); the API enforces the same.
   */
  companyRoles?: CompanyRole[];
  /**
   * The API reads the page starts with, as its SWR keys: `/parts/:id` (`:id` from the URL),
   * `/booking?email={email}` (the signed-in user's e-mail). The shell starts them while the
   * page's code loads and hands them to SWR's `preload` (`preloadRead` in api/client.ts).
   */
  reads?: string[];
  /**
   * The image the page shows first (its LCP), which the shell asks for on a cold load before the
   * page's code has run. Either a field of one of its `reads`' answers, e.g.
   * `{ "read": "/parts/:id", "field": "img" }`, asked for as soon as that answer arrives; or a
   * picture shipped with the remote: `{ "file": "./src/…/hero.svg" }` in the remote's source,
   * published by the build as `{ "asset": "assets/hero.1a2b3c4d.svg" }` (relative to its entry).
   */
  image?: { read: string; field: string } | { asset: string };
  /**
   * The page's address for search engines when it is also shown at this path (`/home` is `/`):
   * its server page's canonical URL, and the sitemap lists the page at that address only.
   */
  canonical?: string;
  /**
   * Published by the build: a signed-in page's first view, rendered ahead of time (the server
   * cannot know who is signed in), which the shell shows, filled from the page's first read,
   * before any script has run (see firstView.ts). A remote declares them in its
   * `src/pages.server.tsx` (`firstViews`); public pages arrive with their content instead.
   */
  firstView?: FirstView;
  /** Published by the build: the page's script files, relative to the remote's entry. */
  assets?: string[];
}

/** What a remote build needs of the shell that loads it (routes.json, written by its build). */
export interface RemoteRequires {
  /** The federation runtime's `major.minor`: remotes run on the shell's. */
  federation: string;
  /** Each shared singleton's version range, by package. */
  shared: Record<string, string>;
  /** The singletons a version outside the range is an error for (`strictVersion`): a second copy would break. */
  strict?: string[];
}

export interface RemoteRoutes {
  remote: string;
  requires?: RemoteRequires;
  routes: RouteDefinition[];
}

/** Pages under this path render inside the dashboard layout. */
export const DASHBOARD_PATH = '/dashboard';

/** Whether a URL path is the dashboard or one of its pages. */
export function isDashboardPath(path: string): boolean {
  return path === DASHBOARD_PATH || path.startsWith(`${DASHBOARD_PATH}/`);
}
