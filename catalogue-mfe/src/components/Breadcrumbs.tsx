import styled from 'styled-components';
import { Link, t } from '@storefront/shared';

/** One step of where a page sits: a link, or the page itself (the last, without `to`). */
export interface Crumb {
  label: string;
  to?: string;
  /** `en` for a name shown in English on a Bangla page (a machine without a Bangla name). */
  lang?: 'en';
}

const Trail = styled.nav`
  font-size: 0.9375rem;
  margin: 0 0 ${({ theme }) => theme.space(4)};
  ol {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(2)};
    list-style: none;
    margin: 0;
    padding: 0;
  }
  li + li::before {
    content: '/';
    margin-right: ${({ theme }) => theme.space(2)};
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/**
 * Where a page sits (Home / JUKI / JUKI DDL-8700 / Feed mechanism), as its server page's
 * BreadcrumbList says it too (`breadcrumbList` in pages.server.tsx): the last step is the page.
 */
export function Breadcrumbs({ crumbs }: { crumbs: readonly Crumb[] }) {
  return (
    <Trail aria-label={t('Breadcrumb')}>
      <ol>
        {crumbs.map((crumb, index) =>
          index === crumbs.length - 1 ? (
            <li key={index} aria-current="page" lang={crumb.lang}>
              {crumb.label}
            </li>
          ) : (
            <li key={index} lang={crumb.lang}>
              {crumb.to ? <Link to={crumb.to}>{crumb.label}</Link> : crumb.label}
            </li>
          ),
        )}
      </ol>
    </Trail>
  );
}
