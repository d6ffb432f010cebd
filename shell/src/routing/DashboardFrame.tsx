import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Container, media } from '@storefront/shared/ui';

const Shell = styled(Container)`
  display: grid;
  /* minmax(0, …): a wide table or the sidebar's link row must not widen the page on a phone. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(6)};
  padding-top: ${({ theme }) => theme.space(6)};
  padding-bottom: ${({ theme }) => theme.space(10)};
  ${media.md} {
    grid-template-columns: 240px minmax(0, 1fr);
    align-items: start;
  }
`;

/** The sidebar links' vertical padding: a row of links is this twice plus a line. */
const LINK_PADDING_Y = 10;

const Sidebar = styled.nav`
  min-width: 0;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  padding: ${({ theme }) => theme.space(2)};
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    gap: 4px;
    overflow-x: auto;
    /* The links come with the remotes' route lists, after the frame: on a phone, where they
       form one row above the page, that row's height is kept so the page does not jump down. */
    min-height: calc(${LINK_PADDING_Y * 2}px + 1lh);
    ${media.md} { flex-direction: column; }
  }
  a {
    display: block;
    white-space: nowrap;
    padding: ${LINK_PADDING_Y}px 14px;
    border-radius: ${({ theme }) => theme.radius.md};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    font-weight: 500;
  }
  a:hover { background: ${({ theme }) => theme.colors.surfaceAlt}; }
  a.active { background: ${({ theme }) => theme.colors.primary}; color: ${({ theme }) => theme.colors.primaryText}; }
`;

const Content = styled.div`
  min-width: 0;
`;

const Heading = styled.h2`
  font-size: 0.8125rem;
  text-transform: uppercase;
  letter-spacing: 0.08em;
  color: ${({ theme }) => theme.colors.muted};
  margin: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
`;

/**
 * The dashboard's frame: the sidebar (its links are the pages the remotes published) and the
 * page beside it, or above it on a phone. Also the frame of a dashboard page's first view
 * (src/firstViews.tsx), before any link is known.
 */
export function DashboardFrame({ links, children }: { links: ReactNode; children: ReactNode }) {
  return (
    <Shell>
      <Sidebar aria-label="Dashboard">
        <Heading>Dashboard</Heading>
        <ul>{links}</ul>
      </Sidebar>
      <Content>{children}</Content>
    </Shell>
  );
}
