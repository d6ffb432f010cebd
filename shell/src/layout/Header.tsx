import { useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { NavLink } from '../links';
import styled from 'styled-components';
import { useSession } from '@storefront/shared';
import { Container, media } from '@storefront/shared/ui';
import { BRAND } from '../brand';

const Bar = styled.header`
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
  position: sticky;
  top: 0;
  z-index: 20;
`;

const Inner = styled(Container)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  min-height: 64px;
  gap: ${({ theme }) => theme.space(4)};
  flex-wrap: wrap;
`;

const Brand = styled(NavLink)`
  color: inherit;
  text-decoration: none;
  font-weight: 800;
  font-size: 1.2rem;
  letter-spacing: 0.01em;
  display: inline-flex;
  align-items: center;
  gap: 10px;
`;

const Menu = styled.button`
  background: transparent;
  color: inherit;
  border: 2px solid rgba(255, 255, 255, 0.6);
  border-radius: ${({ theme }) => theme.radius.md};
  padding: 6px 12px;
  font-weight: 600;
  cursor: pointer;
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
  ${media.md} {
    display: flex;
    flex-direction: row;
    width: auto;
    padding: 0;
    align-items: center;
  }
  a, button {
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
  a:hover, button:hover { background: rgba(255, 255, 255, 0.12); }
  a.active { background: rgba(255, 255, 255, 0.18); }
`;

// A long display name or e-mail ends in an ellipsis instead of widening the bar; the button's
// accessible name and its tooltip keep the whole name.
const Name = styled.span`
  display: inline-block;
  vertical-align: bottom;
  max-width: min(16em, 60vw);
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
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
  const name = session.user?.displayName || session.user?.email || '';

  return (
    <Bar>
      <Inner>
        <Brand to="/" end>
          <Logo />
          {BRAND}
        </Brand>
        <Menu aria-expanded={open} aria-controls="main-navigation" onClick={() => setOpen((v) => !v)}>
          Menu
        </Menu>
        <nav aria-label="Main" style={{ display: 'contents' }}>
          <Links id="main-navigation" $open={open}>
            <li>
              <NavLink to="/" end>
                Home
              </NavLink>
            </li>
            {session.status === 'signed-in' && (
              <li>
                <NavLink to="/dashboard">Dashboard</NavLink>
              </li>
            )}
            <li>
              {session.status === 'signed-in' ? (
                <button type="button" title={name ? `log Out ${name}` : undefined} onClick={() => void session.signOut()}>
                  log Out <Name>{name}</Name>
                </button>
              ) : session.status === 'signed-out' ? (
                <NavLink to="/login">Login</NavLink>
              ) : (
                <Placeholder aria-hidden="true" />
              )}
            </li>
            <li>
              <NavLink to="/blogs">Blogs</NavLink>
            </li>
            <li>
              <NavLink to="/myportfolio">My Portfolio</NavLink>
            </li>
            <li>{cart}</li>
          </Links>
        </nav>
      </Inner>
    </Bar>
  );
}
