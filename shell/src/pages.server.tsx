// The shell's HTML rendered in Node (shared/src/host/serverPages.tsx): its public pages of text
// (the questions and answers, the portfolio, about, privacy, terms) and 'Page not found', rendered
// with the pages' own components at the paths of its one list of pages (pages/shellPages.tsx, which
// the app's routes read too); the storefront's chrome (header and footer) that the page server puts
// every app's page into; and the dashboard's frame, around a signed-in page's first view.
// Built into pages.cjs and run by the shell's page server (which asks for `/404` for any path no
// app has a page at), never in a browser. It speaks English and Bangla: a page the server asks for
// in Bangla (a /bn address) renders with the shell's and the shared kit's Bangla catalogues, its
// links under /bn.
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { pageTitle, registerBanglaMessages, t } from '@storefront/shared';
import { slot } from '@storefront/shared/first-view';
import {
  inPageLanguage,
  renderFirstView,
  renderPageHtml,
  plainPage,
  routerPlace,
  serverPages,
  type PageRender,
  type ServerPageRequest,
} from '@storefront/shared/host/server-pages';
import { startBangla } from '@storefront/shared/i18n-bangla';
import sharedMessages from '@storefront/shared/i18n/bn.json';
import messages from './i18n/bn.json';
import { LayoutFrame } from './layout/LayoutFrame';
import { PlainCartLink } from './layout/PlainCartLink';
import { shellPages } from './pages/shellPages';
import { DashboardFrame } from './routing/DashboardFrame';
import BlogsPage from './pages/BlogsPage';
import CompanyPage, { companyDocument, type CompanyPageName } from './pages/company/CompanyPage';
import { NotFoundPage } from './pages/NotFoundPage';
import PortfolioPage from './pages/PortfolioPage';
import { portfolio } from './pages/portfolio.data';

// The Bangla of the shell and of the shared kit, for the pages asked for in Bangla (English pages
// never look them up: t() answers English unless the render's language is Bangla).
registerBanglaMessages(sharedMessages);
registerBanglaMessages(messages);
startBangla();

/** Where the page server asks for the 'Page not found' page. */
export const NOT_FOUND_PATH = '/404';

/** `element` in a router at the request's page, in its language (a Bangla page's links under /bn). */
function inRouter(request: ServerPageRequest, element: ReactElement): ReactElement {
  const { basename, entry } = routerPlace(request);
  return (
    <MemoryRouter basename={basename} initialEntries={[entry]}>
      {element}
    </MemoryRouter>
  );
}

/**
 * A page of the shell without reads: its component in a router at its path, its route's path its
 * canonical address. Its head's words are messages, in the page's language when it renders.
 */
function textPage(element: ReactElement, head: () => { title: string; description: string }, status: 200 | 404 = 200): PageRender {
  return async (request, params, route) => {
    const { title, description } = head();
    return {
      status,
      ready: 'main h1',
      html: renderPageHtml(inRouter(request, element), { request, params, reads: {} }),
      head: { title: pageTitle(title), description, canonicalPath: route.path },
    };
  };
}

/** About, privacy and terms: one page, the document its path names. */
const company: PageRender = (request, params, route) => {
  const page = route.path.slice(1) as CompanyPageName;
  // The document in the page's language (its title and lead are the page's head).
  return textPage(<CompanyPage page={page} />, () => {
    const { title, lead } = companyDocument(page);
    return { title, description: lead };
  })(request, params, route);
};

/** The blogs' description (a message once the shell's catalogue has its Bangla). */
const BLOGS_DESCRIPTION =
  'Questions and answers on React and JavaScript: performance, managing state, prototypical inheritance, why state is never set directly, and more.';

/** The shell's list as the server pages read a route list: each page named by its path. */
const routes = Object.keys(shellPages).map((path) => ({ path, module: path, access: 'public' }));

const pages = serverPages(
  routes,
  {
    // The sign-in pages have nothing to show before their script.
    '/login': plainPage,
    '/signup': plainPage,
    '/blogs': textPage(<BlogsPage />, () => ({ title: t('Blogs'), description: t(BLOGS_DESCRIPTION) })),
    '/myportfolio': textPage(<PortfolioPage />, () => ({
      title: t('My Portfolio'),
      description: `${portfolio.name}, ${portfolio.role}: ${portfolio.summary}`.slice(0, 160),
    })),
    '/about': company,
    '/privacy': company,
    '/terms': company,
  },
  [
    // The dashboard's frame: the app's page, whose pages are the remotes' (signed in).
    { path: '/dashboard/*', render: async () => ({ status: 200, plain: true }) },
    {
      path: NOT_FOUND_PATH,
      render: (request, params) =>
        textPage(<NotFoundPage />, () => ({ title: t('Page not found'), description: t('The page you are looking for does not exist or has moved.') }), 404)(
          request,
          params,
          {
            path: NOT_FOUND_PATH,
            module: './NotFoundPage',
            access: 'public',
          },
        ),
    },
  ],
  { languages: ['en', 'bn'] },
);

/**
 * The storefront's chrome as the app shows it to a visitor at `request.path` (the header's links,
 * the current one marked; the footer), with the slot where the page server puts any app's page.
 */
function renderFrame(request: ServerPageRequest): string {
  return inPageLanguage(request, () =>
    renderPageHtml(inRouter(request, <LayoutFrame cart={<PlainCartLink />}>{slot('page')}</LayoutFrame>), { request, params: {}, reads: {} }),
  );
}

export default { ...pages, renderFrame };

/**
 * The shell's first-view frames (shared/src/firstView.ts): the dashboard's, around the first view
 * of a dashboard page, which the page's remote publishes. Rendered when the build loads this
 * module, into first-views.json, which the start-up script reads on a dashboard URL.
 */
export const firstViews = {
  dashboard: renderFirstView(() => <DashboardFrame links={null}>{slot('page')}</DashboardFrame>),
};
