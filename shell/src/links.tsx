import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { useHref, useLinkClickHandler, useLocation, useResolvedPath } from 'react-router-dom';

// The shell's links, on react-router's public hooks. Its own <Link> and <NavLink> carry the
// framework mode's prefetching (PrefetchPageLinks, about 2.8 KB of gzip on every page) that a
// storefront in declarative mode never uses; these do what the shell asks of them and no more.

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A path of the storefront. */
  to: string;
  replace?: boolean;
  state?: unknown;
}

/** A real `<a href>` (crawlable, opens in a new tab with a modifier key) that navigates in the app on a plain click. */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ to, replace, state, target, onClick, ...rest }, ref) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, { replace, state, target });
  return (
    <a
      {...rest}
      ref={ref}
      href={href}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) navigate(event);
      }}
    />
  );
});

/**
 * Whether a link to `to` is the current page, as react-router's NavLink says it (letter case
 * aside): the same path, or with `end` unset, a page below it ("/" only for itself).
 */
export function isCurrent(pathname: string, to: string, end: boolean): boolean {
  const here = pathname.toLowerCase();
  const path = to.toLowerCase();
  if (here === path) return true;
  const slashAt = path !== '/' && path.endsWith('/') ? path.length - 1 : path.length;
  return !end && here.startsWith(path) && here.charAt(slashAt) === '/';
}

export interface NavLinkProps extends LinkProps {
  /** Current only on its own path, not on the pages below it. */
  end?: boolean;
}

/** A link that says when it is the current page: class `active` and `aria-current="page"`. */
export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink({ end = false, className, ...rest }, ref) {
  const { pathname } = useLocation();
  const current = isCurrent(pathname, useResolvedPath(rest.to).pathname, end);
  return (
    <Link
      {...rest}
      ref={ref}
      className={[className, current ? 'active' : ''].filter(Boolean).join(' ') || undefined}
      aria-current={current ? 'page' : undefined}
    />
  );
});
