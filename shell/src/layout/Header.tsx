import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';
import { NavLink } from '../links';
import styled from 'styled-components';
import { t, useSession } from '@storefront/shared';
import { Container, media, visuallyHidden } from '@storefront/shared/ui';
import { BRAND } from '../brand';
import { SearchBox } from '../search/SearchBox';
import { LanguageSwitch } from './LanguageSwitch';

/** The search row's height with its margin: 44 + 12 px (the header is 64 px above it). */
const SEARCH_ROW_PX = 56;

/** Marks the header compact once the page has scrolled past its search row (the stylesheet uses it on a phone only). */
function useCompactOnScroll(bar: RefObject<HTMLElement | null>) {
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      bar.current?.toggleAttribute('data-compact', window.scrollY > SEARCH_ROW_PX);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, [bar]);
}

const Bar = styled.header`
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
  position: sticky;
  top: 0;
  z-index: 20;
  /* On a phone (or a phone turned sideways) the whole header would take a sixth of the screen,
     more with a form's keyboard open: scrolled down, only its first row (the brand, Cart and
     Menu) stays, the search row cut off without moving the page (its place kept), until the page
     is back at the top or the focus is in the header. */
  @media (max-width: ${({ theme }) => theme.breakpoints.sm - 0.02}px), (max-height: 500px) {
    &[data-compact]:not(:focus-within) { clip-path: inset(0 0 ${SEARCH_ROW_PX}px 0); }
  }
  /* The menu's links and Cart, folded or not. */
  nav a, nav button {
    display: block;
    color: inherit;
    text-decoration: none;
    padding: 10px 14px;
    border-radius: ${({ theme }) => theme.radius.md};
    font-weight: 600;
    background: none;
    border: none;
    cursor: pointer;
    text-align: left;
    width: 100%;
  }
  /* Signed in, with All parts and a long name, the links and Cart still fit one row at 1280 px;
     a label of two words (সব পার্টস, আমার পোর্টফোলিও) never breaks inside its link. */
  ${media.md} { nav a, nav button { padding: 10px; white-space: nowrap; } }
  nav a:hover, nav button:hover { background: rgba(255, 255, 255, 0.12); }
  nav a.active { background: rgba(255, 255, 255, 0.18); }
`;

const Inner = styled(Container)`
  display: flex;
  align-items: center;
  min-height: 64px;
  column-gap: ${({ theme }) => theme.space(2)};
  ${media.md} { column-gap: ${({ theme }) => theme.space(4)}; }
  flex-wrap: wrap;
`;

const Brand = styled(NavLink)`
  color: inherit;
  text-decoration: none;
  font-weight: 800;
  font-size: 1rem;
  ${media.sm} { font-size: 1.2rem; }
  letter-spacing: 0.01em;
  display: inline-flex;
  align-items: center;
  gap: 10px;
  /* The bar's first row is 64 px high whoever is signed in: HEADER_HEIGHT below. */
  min-height: 64px;
`;

/**
 * The brand's words: at the narrowest phones (and 400 % zoom, 320 px) only its mark shows, so the
 * mark, Cart and Menu keep one row; the link's name is still the brand's.
 */
const BrandWords = styled.span`
  @media (max-width: 359.98px) { ${visuallyHidden} }
`;

const Menu = styled.button`
  background: transparent;
  color: inherit;
  border: 2px solid rgba(255, 255, 255, 0.6);
  border-radius: ${({ theme }) => theme.radius.md};
  padding: 6px 12px;
  font-weight: 600;
  cursor: pointer;
  order: 2;
  ${media.md} { display: none; }
`;

const Links = styled.ul<{ $open: boolean }>`
  list-style: none;
  margin: 0;
  padding: 0 0 ${({ theme }) => theme.space(3)};
  width: 100%;
  display: ${({ $open }) => ($open ? 'flex' : 'none')};
  flex-direction: column;
  gap: 2px;
  order: 4;
  ${media.md} {
    display: flex;
    flex-direction: row;
    width: auto;
    padding: 0;
    align-items: center;
    order: 0;
    margin-left: auto;
  }
`;

// A long display name or e-mail ends in an ellipsis instead of widening the bar; the button's
// accessible name and its tooltip keep the whole name.
const Name = styled.span`
  display: inline-block;
  vertical-align: bottom;
  max-width: min(12em, 60vw);
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

// The Cart with its count stays in the bar when the menu folds: beside Menu, as a cart icon with
// the count (the word "Cart" stays, for screen readers: the start of its accessible name).
const Cart = styled.div`
  order: 1;
  margin-left: auto;
  @media (max-width: ${({ theme }) => theme.breakpoints.md - 0.02}px) {
    && a { display: flex; align-items: center; padding: 8px 6px; }
    a::before {
      content: '';
      width: 24px;
      height: 24px;
      background: currentColor;
      mask: url("data:image/svg+xml,%3Csvg xmlns='http:%2F%2Fwww.w3.org%2F2000%2Fsvg' viewBox='0 0 24 24' fill='none' stroke='%23000' stroke-width='2'%3E%3Cpath d='M2 3h3l2.5 12h11L21 7H6'/%3E%3Ccircle cx='9' cy='20' r='1.5'/%3E%3Ccircle cx='18' cy='20' r='1.5'/%3E%3C/svg%3E") center / contain no-repeat;
    }
    .cart-word { ${visuallyHidden} }
  }
  ${media.md} { order: 0; margin-left: 0; }
`;

// The search box: a row of its own under the bar's first row, at every width, so that the header
// is as high signed in as signed out (a long name needs the whole first row) and as high as the
// place index.html keeps for it before anything has rendered: 64 + 44 + 12 = 120 px.
const Search = styled(SearchBox)`
  order: 3;
  width: 100%;
  height: 44px;
  display: flex;
  position: relative;
  margin-bottom: 12px;
  input {
    flex: 1;
    min-width: 0;
    padding: 9px 12px;
    border: 0;
    border-radius: ${({ theme }) => theme.radius.md} 0 0 ${({ theme }) => theme.radius.md};
  }
  button {
    padding: 0 14px;
    border: 0;
    border-radius: 0 ${({ theme }) => theme.radius.md} ${({ theme }) => theme.radius.md} 0;
    background: ${({ theme }) => theme.colors.accent};
    color: #fff;
    font-weight: 600;
    cursor: pointer;
  }
  ${media.md} { order: 5; }
`;

const Placeholder = styled.span`
  display: inline-block;
  width: 72px;
`;

function Logo() {
  return (
    <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <circle cx="16" cy="16" r="14" fill="none" stroke="currentColor" strokeWidth="3" />
      <circle cx="16" cy="16" r="5" fill="currentColor" />
      <path d="M16 2v6M16 24v6M2 16h6M24 16h6" stroke="currentColor" strokeWidth="3" />
    </svg>
  );
}

/** The storefront's header; `cart` is its Cart link (the app's follows the cart, see CartSlot). */
export function Header({ cart }: { cart: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  useEffect(() => setOpen(false), [location.pathname]);
  const bar = useRef<HTMLElement>(null);
  useCompactOnScroll(bar);
  const name = session.user?.displayName || session.user?.email || '';

  return (
    <Bar ref={bar}>
      <Inner>
        <Brand to="/" end>
          <Logo />
          <BrandWords>{BRAND}</BrandWords>
        </Brand>
        <Menu aria-expanded={open} aria-controls="main-navigation" onClick={() => setOpen((v) => !v)}>
          {t('Menu')}
        </Menu>
        <nav aria-label={t('Main')} style={{ display: 'contents' }}>
          <Links id="main-navigation" $open={open}>
            <li>
              <NavLink to="/" end>
                {t('Home')}
              </NavLink>
            </li>
            <li>
              <NavLink to="/parts" end>
                {t('All parts')}
              </NavLink>
            </li>
            {session.status === 'signed-in' && (
              <li>
                <NavLink to="/dashboard">{t('Dashboard')}</NavLink>
              </li>
            )}
            <li>
              {session.status === 'signed-in' ? (
                <button type="button" title={name ? t('log Out {name}', { name }) : undefined} onClick={() => void session.signOut()}>
                  {`${t('log Out')} `}
                  <Name>{name}</Name>
                </button>
              ) : session.status === 'signed-out' ? (
                <NavLink to="/login">{t('Login')}</NavLink>
              ) : (
                <Placeholder aria-hidden="true" />
              )}
            </li>
            <li>
              <NavLink to="/blogs">{t('Blogs')}</NavLink>
            </li>
            <li>
              <NavLink to="/myportfolio">{t('My Portfolio')}</NavLink>
            </li>
            <li>
              <LanguageSwitch />
            </li>
          </Links>
          <Cart>{cart}</Cart>
        </nav>
        <Search />
      </Inner>
    </Bar>
  );
}
