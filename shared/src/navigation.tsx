import { createContext, useContext, type AnchorHTMLAttributes, type MouseEvent, forwardRef } from 'react';
import { currentLanguage, pathInLanguage } from './i18n/language';

/**
 * Navigation as the remotes see it. The router lives in the shell only (so it is bundled and
 * tree-shaken once); the shell implements this contract on top of it.
 */
export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

export interface Navigation {
  navigate(to: string, options?: NavigateOptions): void;
  pathname: string;
  search: string;
  state: unknown;
  /** Path parameters of the matched route, e.g. `{ id }` for `/parts/:id`. */
  params: Record<string, string | undefined>;
}

export const NavigationContext = createContext<Navigation>({
  navigate: (to) => {
    window.location.assign(to);
  },
  pathname: '/',
  search: '',
  state: null,
  params: {},
});

export function useNavigation(): Navigation {
  return useContext(NavigationContext);
}

export function useNavigate(): Navigation['navigate'] {
  return useContext(NavigationContext).navigate;
}

export function useParams(): Navigation['params'] {
  return useContext(NavigationContext).params;
}

export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  to: string;
  replace?: boolean;
  state?: unknown;
}

function isPlainLeftClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;
}

/**
 * A path of the storefront as the address bar shows it in the page's language (`/parts` is
 * `/bn/parts` on a Bangla page, where the router's basename adds /bn to `navigate`'s paths).
 */
const hrefOf = (to: string) => (to.startsWith('/') && !to.startsWith('//') ? pathInLanguage(to, currentLanguage()) : to);

/** A real `<a href>` (crawlable, opens in a new tab, in the page's language) that navigates in-app on a plain click. */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ to, replace, state, onClick, target, ...rest }, ref) {
  const { navigate } = useNavigation();
  return (
    <a
      ref={ref}
      href={hrefOf(to)}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !isPlainLeftClick(event) || (target && target !== '_self')) return;
        event.preventDefault();
        navigate(to, { replace, state });
      }}
      {...rest}
    />
  );
});
