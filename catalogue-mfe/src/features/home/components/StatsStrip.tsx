import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Container, media, VisuallyHidden } from '@storefront/shared/ui';
import { msg, t } from '@storefront/shared';

/** Spec section 9: the home statistics are fixed text, not computed (Bangla writes the figures in its own digits). */
const STATS = [
  { figure: msg('31+'), label: msg('countries'), icon: 'globe' },
  { figure: msg('420+'), label: msg('new users'), icon: 'users' },
  { figure: msg('50+'), label: msg('parts'), icon: 'gear' },
  { figure: msg('40M+'), label: msg('annual revenue'), icon: 'chart' },
  { figure: msg('300+'), label: msg('reviews'), icon: 'star' },
] as const;

type Icon = (typeof STATS)[number]['icon'];

const icons: Record<Icon, ReactNode> = {
  globe: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c3 3.5 3 14.5 0 18M12 3c-3 3.5-3 14.5 0 18" />
    </>
  ),
  users: (
    <>
      <circle cx="9" cy="8" r="3.5" />
      <path d="M2.5 20c.8-4 3.3-6 6.5-6s5.7 2 6.5 6M16 4.8a3.5 3.5 0 0 1 0 6.4M18 14.4c1.8.8 3 2.7 3.5 5.6" />
    </>
  ),
  gear: (
    <>
      <circle cx="12" cy="12" r="3.2" />
      <path d="M12 2.5v3M12 18.5v3M2.5 12h3M18.5 12h3M5.3 5.3l2.1 2.1M16.6 16.6l2.1 2.1M5.3 18.7l2.1-2.1M16.6 7.4l2.1-2.1" />
      <circle cx="12" cy="12" r="6.5" />
    </>
  ),
  chart: <path d="M3 20h18M6 16v-4M11 16V8M16 16v-6M4 9l5-4 4 3 7-5" />,
  star: <path d="M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1L3.2 9.5l6.1-.9z" />,
};

const Strip = styled.section`
  background: ${({ theme }) => theme.colors.primary};
  color: #fff;
  padding: ${({ theme }) => theme.space(10)} 0;
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  grid-template-columns: repeat(2, minmax(0, 1fr));
  ${media.sm} { grid-template-columns: repeat(3, minmax(0, 1fr)); }
  ${media.md} { grid-template-columns: repeat(5, minmax(0, 1fr)); }
  li {
    display: flex;
    flex-direction: column;
    align-items: center;
    text-align: center;
    gap: 4px;
  }
  li:last-child:nth-child(odd) { grid-column: 1 / -1; }
  ${media.sm} { li:last-child:nth-child(odd) { grid-column: auto; } }
  svg { width: 34px; height: 34px; stroke: #ffb38a; fill: none; stroke-width: 1.6; stroke-linecap: round; stroke-linejoin: round; margin-bottom: 4px; }
  strong { font-size: clamp(1.8rem, 1.4rem + 1.4vw, 2.5rem); line-height: 1.1; font-variant-numeric: tabular-nums; }
  span { color: #dbe7f1; font-size: 1.0625rem; }
`;

export function StatsStrip() {
  return (
    <Strip aria-labelledby="stats-title">
      <VisuallyHidden as="h2" id="stats-title">
        {t('Our company in numbers')}
      </VisuallyHidden>
      <Container>
        <List>
          {STATS.map((stat) => (
            <li key={stat.label}>
              <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                {icons[stat.icon]}
              </svg>
              <strong>{t(stat.figure)}</strong> <span>{t(stat.label)}</span>
            </li>
          ))}
        </List>
      </Container>
    </Strip>
  );
}
