import { Link } from '../links';
import styled from 'styled-components';
import { currentLanguage, msg, t } from '@storefront/shared';
import { Container, media } from '@storefront/shared/ui';
import { BRAND } from '../brand';

/** Spec section 9: the copyright year is fixed. */
const COPYRIGHT_YEAR = 2022;

/** The year in the page's digits, ungrouped (formatNumber would write 2,022); English needs no Intl. */
const yearText = (year: number) => (currentLanguage() === 'bn' ? new Intl.NumberFormat('bn-BD', { useGrouping: false }).format(year) : String(year));

const Foot = styled.footer`
  background: #0a2233;
  color: #dbe4ec;
  padding: ${({ theme }) => theme.space(10)} 0 ${({ theme }) => theme.space(6)};
  margin-top: auto;
`;

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  grid-template-columns: 1fr;
  ${media.sm} { grid-template-columns: repeat(3, 1fr); }
  h2 {
    font-size: 0.875rem;
    text-transform: uppercase;
    letter-spacing: 0.1em;
    color: #ffffff;
    margin-bottom: ${({ theme }) => theme.space(3)};
  }
  /* Spaced letters break Bangla's headline (মাত্রা) into pieces: Bangla headings keep theirs joined. */
  h2:lang(bn) { letter-spacing: normal; }
  ul { list-style: none; margin: 0; padding: 0; }
  li { margin: 6px 0; }
  a { color: #dbe4ec; text-decoration: none; }
  a:hover { color: #ffffff; text-decoration: underline; }
`;

const Copyright = styled.p`
  margin: ${({ theme }) => theme.space(8)} 0 0;
  padding-top: ${({ theme }) => theme.space(4)};
  border-top: 1px solid rgba(255, 255, 255, 0.15);
  text-align: center;
  font-size: 0.875rem;
`;

const columns: { title: string; links: { label: string; to: string }[] }[] = [
  {
    title: msg('Services'),
    links: [
      { label: msg('Parts catalogue'), to: '/parts' },
      { label: msg('Bulk orders'), to: '/quick-order' },
      { label: msg('Manufacturing process'), to: '/#process' },
    ],
  },
  {
    title: msg('Company'),
    links: [
      { label: msg('About us'), to: '/about' },
      { label: msg('Contact'), to: '/#contact' },
      { label: msg('Blogs'), to: '/blogs' },
    ],
  },
  {
    title: msg('Legal'),
    links: [
      { label: msg('Terms of use'), to: '/terms' },
      { label: msg('Privacy policy'), to: '/privacy' },
      { label: msg('Cookie policy'), to: '/privacy#cookies' },
    ],
  },
];

export function Footer() {
  return (
    <Foot>
      <Container>
        <Columns>
          {columns.map((column) => (
            <nav key={column.title} aria-label={t(column.title)}>
              <h2>{t(column.title)}</h2>
              <ul>
                {column.links.map((link) => (
                  <li key={link.label}>
                    <Link to={link.to}>{t(link.label)}</Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </Columns>
        <Copyright>{t('Copyright © {year} - All rights reserved by {brand}', { year: yearText(COPYRIGHT_YEAR), brand: BRAND })}</Copyright>
      </Container>
    </Foot>
  );
}
