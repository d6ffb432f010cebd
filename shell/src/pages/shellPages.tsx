import type { ReactNode } from 'react';
import { PageSpinner } from '@storefront/shared/ui';
import { loadable } from '../remotes/loadOnce';

// The shell's own pages, each at its path: the one list of them. The app routes them
// (routing/AppRoutes.tsx), the shell's server pages render them by the same paths
// (src/pages.server.tsx) and the sitemap lists those. Their code is not part of a shop page's
// first load; `loadable` rather than `lazy`: React holds a lazy component back for 300 ms after a
// fallback shows (see loadOnce).
const LoginPage = loadable(() => import(/* webpackChunkName: "login" */ './LoginPage').then((module) => module.default), <PageSpinner />);
const SignupPage = loadable(() => import(/* webpackChunkName: "signup" */ './SignupPage').then((module) => module.default), <PageSpinner />);
const BlogsPage = loadable(() => import(/* webpackChunkName: "blogs" */ './BlogsPage').then((module) => module.default), <PageSpinner />);
const CompanyPage = loadable(() => import(/* webpackChunkName: "company" */ './company/CompanyPage').then((module) => module.default), <PageSpinner />);
const PortfolioPage = loadable(() => import(/* webpackChunkName: "portfolio" */ './PortfolioPage').then((module) => module.default), <PageSpinner />);

/** The shell's pages by path, all public (the sign-in pages are a visitor's). */
export const shellPages: Record<string, ReactNode> = {
  '/login': <LoginPage />,
  '/signup': <SignupPage />,
  '/blogs': <BlogsPage />,
  '/myportfolio': <PortfolioPage />,
  '/about': <CompanyPage page="about" />,
  '/privacy': <CompanyPage page="privacy" />,
  '/terms': <CompanyPage page="terms" />,
};
