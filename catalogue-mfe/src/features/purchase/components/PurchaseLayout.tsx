import styled from 'styled-components';
import { Breadcrumbs as Trail } from '../../../components/Breadcrumbs';
import { Card, Facts as FactList, media, Skeleton } from '@storefront/shared/ui';
import { t } from '@storefront/shared';

// The purchase page's layout: its columns, cards and the places its parts go while they load.

/**
 * The id of the part's name on its page: the page server's HTML of the part (its `ready` in
 * src/pages.server.tsx) stays on screen until an element with it shows, so both read it from here.
 */
export const PART_TITLE_ID = 'part-title';

/** A part number on one line: it is read and copied whole. */
export const PartNumber = styled.span`
  white-space: nowrap;
`;

export const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  grid-template-columns: minmax(0, 1fr);
  ${media.md} { grid-template-columns: minmax(0, 7fr) minmax(0, 5fr); align-items: start; gap: ${({ theme }) => theme.space(8)}; }
`;

export const Details = styled(Card)`
  img, .image { width: 100%; height: auto; aspect-ratio: 4 / 3; object-fit: contain; background: ${({ theme }) => theme.colors.surfaceAlt}; }
`;

export const About = styled.div`
  padding: ${({ theme }) => theme.space(6)};
  ${media.md} { padding: ${({ theme }) => theme.space(8)}; }
  h1 { margin-bottom: ${({ theme }) => theme.space(2)}; }
`;

export const Price = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(5)};
  font-size: 1.5rem;
  font-weight: 800;
  color: ${({ theme }) => theme.colors.accent};
  /* "per unit excl. VAT" wraps as one piece on a phone, under the price. */
  small { display: inline-block; font-size: 0.9375rem; font-weight: 500; color: ${({ theme }) => theme.colors.muted}; }
`;

// The shared facts, two to a row, each in a box of its own.
export const Facts = styled(FactList)`
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin: 0 0 ${({ theme }) => theme.space(5)};
  div { padding: ${({ theme }) => theme.space(3)}; border-radius: ${({ theme }) => theme.radius.md}; background: ${({ theme }) => theme.colors.surfaceAlt}; }
  dd { font-weight: 700; font-size: 1.125rem; }
`;

/** The part number's fact: a row of its own on a phone, where half the row would not hold a long number on one line. */
export const PartNumberFact = styled.div`
  grid-column: 1 / -1;
  ${media.sm} { grid-column: auto; }
`;

export const OrderCard = styled(Card)`
  padding: ${({ theme }) => theme.space(6)};
  ${media.md} { position: sticky; top: 80px; }
  h2 { color: ${({ theme }) => theme.colors.primary}; font-size: 1.35rem; }
`;

export const SoldOut = styled.div`
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.warningSoft};
  color: ${({ theme }) => theme.colors.warning};
  p { margin: 0 0 ${({ theme }) => theme.space(3)}; }
  a { font-weight: 600; }
`;

export const SoldOutActions = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(3)};
`;

/** Where a visitor finds the way to order: the sign-in, as the card's one action. */
export const SignInCard = styled.div`
  p { margin: 0 0 ${({ theme }) => theme.space(3)}; }
  a {
    display: inline-block;
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.colors.primary};
    color: #fff;
    font-weight: 600;
    text-decoration: none;
  }
  a:hover { text-decoration: underline; }
`;

/** Where a part's page sits: Home / All parts / the part, as the catalogue's other pages say it. */
export function Breadcrumbs({ name, lang }: { name: string; lang?: 'en' }) {
  return (
    <Trail
      crumbs={[
        { label: t('Home'), to: '/' },
        { label: t('All parts'), to: '/parts' },
        { label: name, lang },
      ]}
    />
  );
}

/** Where the price, the quantities and the description go while they load. */
export function BelowTitleSkeleton() {
  return (
    <>
      <Skeleton $height="1.8rem" $width="35%" style={{ margin: '12px 0 20px' }} />
      <Skeleton $height="4.5rem" />
      <Skeleton $height="5rem" style={{ marginTop: 20 }} />
    </>
  );
}

export const OrderFormSkeleton = () => <Skeleton $height="420px" aria-label={t('Loading the order form')} />;
