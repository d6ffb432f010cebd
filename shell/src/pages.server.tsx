// The shell's server pages (shared/src/host/serverPages.tsx): its public pages of text (the
// questions and answers, the portfolio, about, privacy, terms) and 'Page not found', rendered
// with the pages' own components. Built into pages.cjs and run by the shell's page server (which
// asks for `/404` for any path no app has a page at), never in a browser.
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { pageTitle } from '@storefront/shared';
import { renderPageHtml, serverPages, type ServerRoute } from '@storefront/shared/host/server-pages';
import BlogsPage from './pages/BlogsPage';
import CompanyPage, { companyDocuments, type CompanyPageName } from './pages/company/CompanyPage';
import { NotFoundPage } from './pages/NotFoundPage';
import PortfolioPage from './pages/PortfolioPage';
import { portfolio } from './pages/portfolio.data';

/** Where the page server asks for the 'Page not found' page. */
export const NOT_FOUND_PATH = '/404';

/** A page of the shell without reads: its component in a router at its path. */
function textPage(element: ReactElement, head: { title: string; description: string; canonicalPath: string }, status: 200 | 404 = 200): ServerRoute['render'] {
  return async (request, params) => ({
    status,
    ready: 'main h1',
    html: renderPageHtml(<MemoryRouter initialEntries={[request.path]}>{element}</MemoryRouter>, { request, params, reads: {} }),
    head: { ...head, title: pageTitle(head.title) },
  });
}

const company = (page: CompanyPageName): ServerRoute => ({
  path: `/${page}`,
  render: textPage(<CompanyPage page={page} />, {
    title: companyDocuments[page].title,
    description: companyDocuments[page].lead,
    canonicalPath: `/${page}`,
  }),
});

// The pages of the app with nothing to show before its script: the sign-in pages and the dashboard.
const plain: ServerRoute['render'] = async () => ({ status: 200, plain: true });

export default serverPages([
  { path: '/login', render: plain },
  { path: '/signup', render: plain },
  { path: '/dashboard/*', render: plain },
  {
    path: '/blogs',
    render: textPage(<BlogsPage />, {
      title: 'Blogs',
      description:
        'Questions and answers on React and JavaScript: performance, managing state, prototypical inheritance, why state is never set directly, and more.',
      canonicalPath: '/blogs',
    }),
  },
  {
    path: '/myportfolio',
    render: textPage(<PortfolioPage />, {
      title: 'My Portfolio',
      description: `${portfolio.name}, ${portfolio.role}: ${portfolio.summary}`.slice(0, 160),
      canonicalPath: '/myportfolio',
    }),
  },
  company('about'),
  company('privacy'),
  company('terms'),
  {
    path: NOT_FOUND_PATH,
    render: textPage(
      <NotFoundPage />,
      { title: 'Page not found', description: 'The page you are looking for does not exist or has moved.', canonicalPath: '/404' },
      404,
    ),
  },
]);
