// The shell's HTML rendered in Node (shared/src/host/serverPages.tsx): its public pages of text
// (the questions and answers, the portfolio, about, privacy, terms) and 'Page not found', rendered
// with the pages' own components at the paths of its one list of pages (pages/shellPages.tsx, which
// the app's routes read too); the storefront's chrome (header and footer) that the page server puts
// every app's page into; and the dashboard's frame, around a signed-in page's first view.
// Built into pages.cjs and run by the shell's page server (which asks for `/404` for any path no
// app has a page at), never in a browser.
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { pageTitle } from '@storefront/shared';
import { slot } from '@storefront/shared/first-view';
import { renderFirstView, renderPageHtml, plainPage, serverPages, type PageRender, type ServerPageRequest } from '@storefront/shared/host/server-pages';
import { LayoutFrame } from './layout/LayoutFrame';
import { PlainCartLink } from './layout/PlainCartLink';
import { shellPages } from './pages/shellPages';
import { DashboardFrame } from './routing/DashboardFrame';
import BlogsPage from './pages/BlogsPage';
import CompanyPage, { companyDocuments, type CompanyPageName } from './pages/company/CompanyPage';
import { NotFoundPage } from './pages/NotFoundPage';
import PortfolioPage from './pages/PortfolioPage';
import { portfolio } from './pages/portfolio.data';

/** Where the page server asks for the 'Page not found' page. */
export const NOT_FOUND_PATH = '/404';

/** A page of the shell without reads: its component in a router at its path, its route's path its canonical address. */
function textPage(element: ReactElement, head: { title: string; description: string }, status: 200 | 404 = 200): PageRender {
  return async (request, params, route) => ({
    status,
    ready: 'main h1',
    html: renderPageHtml(<MemoryRouter initialEntries={[request.path]}>{element}</MemoryRouter>, { request, params, reads: {} }),
    head: { ...head, title: pageTitle(head.title), canonicalPath: route.path },
  });
}

/** About, privacy and terms: one page, the document its path names. */
const company: PageRender = (request, params, route) => {
  const page = route.path.slice(1) as CompanyPageName;
  return textPage(<CompanyPage page={page} />, { title: companyDocuments[page].title, description: companyDocuments[page].lead })(request, params, route);
};

/** The shell's list as the server pages read a route list: each page named by its path. */
const routes = Object.keys(shellPages).map((path) => ({ path, module: path, access: 'public' }));

const pages = serverPages(
  routes,
  {
    // The sign-in pages have nothing to show before their script.
    '/login': plainPage,
    '/signup': plainPage,
    '/blogs': textPage(<BlogsPage />, {
      title: 'Blogs',
      description:
        'Questions and answers on React and JavaScript: performance, managing state, prototypical inheritance, why state is never set directly, and more.',
    }),
    '/myportfolio': textPage(<PortfolioPage />, {
      title: 'My Portfolio',
      description: `${portfolio.name}, ${portfolio.role}: ${portfolio.summary}`.slice(0, 160),
    }),
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
        textPage(<NotFoundPage />, { title: 'Page not found', description: 'The page you are looking for does not exist or has moved.' }, 404)(
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
);

/**
 * The storefront's chrome as the app shows it to a visitor at `request.path` (the header's links,
 * the current one marked; the footer), with the slot where the page server puts any app's page.
 */
function renderFrame(request: ServerPageRequest): string {
  return renderPageHtml(
    <MemoryRouter initialEntries={[request.path]}>
      <LayoutFrame cart={<PlainCartLink />}>{slot('page')}</LayoutFrame>
    </MemoryRouter>,
    { request, params: {}, reads: {} },
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
