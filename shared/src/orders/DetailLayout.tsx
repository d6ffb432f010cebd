import type { ReactNode } from 'react';
import styled from 'styled-components';
import { PageTitle } from '@storefront/shared/ui';

// A record's page (an order's, a quote's): its frame, its title beside its status, its sections' titles.

/** A one-column grid whose track may shrink below a table's width (from 600 px the table scrolls in its frame). */
export const DetailFrame = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  h1 { margin: 0; }
`;

/** The page's title ("Order SO-2026-000001") with its status badge beside it, under it on a narrow screen. */
export function DetailTitle({ title, badge }: { title: ReactNode; badge: ReactNode }) {
  return (
    <Head>
      <PageTitle>{title}</PageTitle>
      {badge}
    </Head>
  );
}

export const SectionTitle = styled.h2`
  font-size: 1.2rem;
  color: ${({ theme }) => theme.colors.primary};
  margin: ${({ theme }) => theme.space(6)} 0 ${({ theme }) => theme.space(3)};
`;
