import { useMemo, type ReactNode } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { NavigationContext, type Navigation } from '@storefront/shared';

/** Implements the remotes' navigation contract on the host's router. */
export function RouterBridge({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const location = useLocation();
  const params = useParams();
  const value = useMemo<Navigation>(
    () => ({
      navigate: (to, options) => void navigate(to, options),
      pathname: location.pathname,
      search: location.search,
      state: location.state,
      params,
    }),
    [navigate, location, params],
  );
  return <NavigationContext.Provider value={value}>{children}</NavigationContext.Provider>;
}
