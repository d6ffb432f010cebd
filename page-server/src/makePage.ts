// A page made for a request: which app has the path (the remote whose route list has it, else the
// shell; nobody: 'Page not found'), its module's render within the deadline, in the shell's frame.
// A Bangla page (/bn/…) is the same page: the path without /bn finds the app, whose module renders
// it in Bangla where it speaks Bangla (its `languages`); else the shell's page goes, in Bangla.
import { routeParams } from '@storefront/shared/reads';
import type { RenderedPage, ServerRead } from '@storefront/shared/server-pages-contract';
import type { BuildReader } from './buildReader';
import { within } from './deadline';
import type { PageJob } from './pageCache';
import type { PagesModule } from './moduleCache';
import type { MadePage, PageLanguage, PageRequest, PageServerConfig, RenderedWithHead } from './pageTypes';
import type { ShellBuild } from './shellBuild';

/** The path the shell's module answers 'Page not found' at. */
const NOT_FOUND_PATH = '/404';

const hasHead = (page: RenderedPage | null): page is RenderedWithHead => Boolean(page && 'headHtml' in page);
const isPlain = (page: RenderedPage | null): boolean => Boolean(page && 'plain' in page);
/** Whether a module renders its pages in `language` (every module English; Bangla those that say so). */
const speaks = (module: PagesModule | null, language: PageLanguage): boolean =>
  language === 'en' || Boolean(Array.isArray(module?.languages) && module.languages.includes(language));

/** A page made, before it knows its language. */
type AppPage = Omit<MadePage, 'language'>;

/** What pages are made with: the builds, the API, the shell's config and public address. */
export interface PageMakerContext {
  shell: ShellBuild;
  builds: BuildReader;
  config: PageServerConfig;
  /** The API's address and the storefront's public one, without a trailing slash. */
  apiUrl: string;
  origin: string;
}

/** Renders the page of `job` for its builds, within the deadline, in the shell's frame. */
export async function makePage(context: PageMakerContext, job: PageJob, signal: AbortSignal): Promise<MadePage> {
  const { pathname, search, language = 'en' } = job;
  const made = { ...(await appPage(context, job, signal)), language };
  if (!made.page) return made;
  // The shell's English frame around a Bangla page would not do: the page alone then.
  if (!speaks(context.shell.files().module, language)) return made;
  const request = {
    path: pathname,
    search,
    language,
    publicUrl: context.origin,
    assetBase: '/',
    config: context.config,
    read: async () => ({ status: 404, body: null }),
  };
  return inFrame(context.shell, { ...made, page: made.page }, request);
}

/** The page in the frame: at once, or (a page still to render) with it when it renders. */
function inFrame(shell: ShellBuild, made: MadePage & { page: RenderedWithHead }, request: PageRequest): MadePage {
  const { page } = made;
  const { html } = page;
  if (typeof html !== 'string') return { ...made, frame: () => shell.framing(request) };
  const frame = shell.framing(request);
  return frame ? { ...made, page: { ...page, html: frame(html) } } : made;
}

/** The page as the app that has the path renders it (or 'Page not found', or the shell's page as it is). */
async function appPage(context: PageMakerContext, { pathname, search, entries, language = 'en' }: PageJob, signal: AbortSignal): Promise<AppPage> {
  const { shell, builds, config, apiUrl, origin } = context;
  const request = (assetBase: string, pagePath = pathname): PageRequest => ({
    path: pagePath,
    search,
    language,
    publicUrl: origin,
    assetBase,
    config,
    read: async (apiPath: string): Promise<ServerRead> => {
      const response = await fetch(`${apiUrl}${apiPath}`, { headers: { Accept: 'application/json' }, signal });
      return { status: response.status, body: response.status === 200 ? await response.json() : null };
    },
  });
  const notFound = async (): Promise<AppPage> => {
    const module = shell.files().module;
    const page = module && speaks(module, language) ? await within(module.renderPage(request('/', NOT_FOUND_PATH)), signal) : null;
    return { status: 404, page: hasHead(page) ? page : null, index: !page };
  };
  const lists = await within(Promise.all(Object.entries(entries).map(async ([name, entry]) => [name, entry, await builds.routeList(entry)] as const)), signal);
  for (const [, entry, routes] of lists) {
    const route = routes?.find((candidate) => typeof candidate?.path === 'string' && routeParams(candidate.path, pathname) !== null);
    if (!route) continue;
    if (route.access !== 'public') return { status: 200, page: null, noindex: true };
    const module = await within(builds.remoteModule(entry), signal);
    const page = module && speaks(module, language) ? await within(module.renderPage(request(new URL('./', entry).href)), signal) : null;
    if (!page) return { status: 200, page: null };
    if (isPlain(page)) return { status: 200, page: null, noindex: true };
    if (!hasHead(page)) return notFound();
    return { status: page.status, page };
  }
  const module = shell.files().module;
  if (module && !speaks(module, language)) return { status: 200, page: null };
  const page = module ? await within(module.renderPage(request('/')), signal) : null;
  if (isPlain(page)) return { status: 200, page: null, noindex: true };
  if (hasHead(page)) return { status: page.status, page };
  // Nobody has the path, unless an app that did not answer has it: then the app decides.
  if (lists.some(([, , routes]) => !routes)) return { status: 200, page: null };
  return notFound();
}
