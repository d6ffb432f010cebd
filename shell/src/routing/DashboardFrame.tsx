import { useId, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { t } from '@storefront/shared';
import { Container, media, VisuallyHidden } from '@storefront/shared/ui';

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

/** The sidebar links' and the phone menu button's vertical padding. */
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
    display: none;
    flex-direction: column;
    gap: 4px;
    &[data-open='true'] { display: flex; }
    ${media.md} { display: flex; }
  }
  a {
    display: block;
    padding: ${LINK_PADDING_Y}px 14px;
    border-radius: ${({ theme }) => theme.radius.md};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    font-weight: 500;
  }
  a:hover { background: ${({ theme }) => theme.colors.surfaceAlt}; }
  a.active { background: ${({ theme }) => theme.colors.primary}; color: ${({ theme }) => theme.colors.primaryText}; }
`;

/**
 * On a phone the links fold into a menu under this button, which names the page shown: one row,
 * the same before and after the links arrive with the remotes' route lists, so nothing moves.
 */
const MenuButton = styled.button`
  display: flex;
  width: 100%;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${LINK_PADDING_Y}px 14px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  &[aria-expanded='true'] { margin-bottom: ${({ theme }) => theme.space(2)}; }
  &[aria-expanded='true'] svg { transform: rotate(180deg); }
  svg { width: 18px; height: 18px; flex: none; fill: none; stroke: currentColor; stroke-width: 2; }
  ${media.md} { display: none; }
`;

const Content = styled.div`
  min-width: 0;
`;

const Heading = styled.h2`
  font-size: 0.8125rem;
  text-transform: uppercase;
  letter-spacing: 0.08em;
  /* Spaced letters break Bangla's headline (মাত্রা) into pieces. */
  &:lang(bn) { letter-spacing: normal; }
  color: ${({ theme }) => theme.colors.muted};
  margin: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
`;

/**
 * The dashboard's frame: the sidebar (its links are the pages the remotes published) and the
 * page beside it, or, on a phone, a menu above it. Also the frame of a dashboard page's first
 * view (`firstViews` in src/pages.server.tsx), before any link is known. `current` names the page shown.
 */
export function DashboardFrame({ links, current, children }: { links: ReactNode; current?: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const listId = useId();
  // A link chosen from the open menu closes it; Escape closes it and returns to its button.
  const onClick = (event: MouseEvent<HTMLUListElement>) => {
    if ((event.target as Element).closest('a')) setOpen(false);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    if (event.key !== 'Escape' || !open) return;
    setOpen(false);
    button.current?.focus();
  };
  return (
    <Shell>
      <Sidebar aria-label={t('Dashboard')}>
        <Heading>{t('Dashboard')}</Heading>
        <MenuButton ref={button} type="button" aria-expanded={open} aria-controls={listId} onClick={() => setOpen((value) => !value)}>
          <span>
            <VisuallyHidden>{t('Dashboard menu: ')}</VisuallyHidden>
            {current ?? t('Pages')}
          </span>
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M6 9l6 6 6-6" />
          </svg>
        </MenuButton>
        <ul id={listId} data-open={open} onClick={onClick} onKeyDown={onKeyDown}>
          {links}
        </ul>
      </Sidebar>
      <Content>{children}</Content>
    </Shell>
  );
}
