// `@storefront/shared/testing`: helpers for the apps' unit tests (never imported by app code).
import { act, screen, waitFor } from '@testing-library/react';
import { useMemo, useState, type ReactNode } from 'react';
import { unstable_IdlePriority, unstable_scheduleCallback } from 'scheduler';
import { routeReads } from '@storefront/shared/reads';
import {
  NavigationContext,
  registerBanglaMessages,
  setCurrentLanguage,
  type CompiledMessages,
  type Machine,
  type Navigation,
  type NavigateOptions,
  type Page,
} from '@storefront/shared';
import { startBangla } from '../i18n/bangla';

/** A list answer of the API holding `items`: the last page unless `nextCursor` is given. */
export function pageOf<T>(items: T[], over: Partial<Page<T>> = {}): Page<T> {
  return { items, nextCursor: null, total: items.length, totalExact: true, ...over };
}

/** A machine as the API answers it: its id from `id`, its name and slugs from its brand, model and subclass. */
export function machineOf(id: number, brand: string, model: string, subclass: string | null = null): Machine {
  const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const fullModel = `${model}${subclass ? `-${subclass}` : ''}`;
  return {
    _id: `00000000-0000-4000-9000-${String(id).padStart(12, '0')}`,
    brand,
    model,
    subclass,
    name: `${brand} ${fullModel}`,
    brandSlug: slug(brand),
    modelSlug: slug(fullModel),
    parts: 3,
  };
}

/**
 * The shell's navigation in memory: `navigate` changes the path and query the page sees (as the
 * router would), and every call is reported to `onNavigate` for the test to check.
 */
export function MemoryNavigation({
  initial = '/',
  params = {},
  onNavigate,
  children,
}: {
  initial?: string;
  params?: Record<string, string | undefined>;
  onNavigate?: (to: string, options?: NavigateOptions) => void;
  children: ReactNode;
}) {
  const [location, setLocation] = useState(() => new URL(initial, 'http://shop.test'));
  const navigation = useMemo<Navigation>(
    () => ({
      pathname: location.pathname,
      search: location.search,
      state: null,
      params,
      navigate: (to, options) => {
        onNavigate?.(to, options);
        setLocation(new URL(to, location));
      },
    }),
    [location, params, onNavigate],
  );
  return <NavigationContext.Provider value={navigation}>{children}</NavigationContext.Provider>;
}

/**
 * Lets react-final-form register the fields of a form that mounted after its data arrived
 * (outside act()): it registers them in effects, and a value typed before that is lost. Nothing on
 * screen changes when a field registers, so this waits for React's scheduler itself: an idle task
 * of its own runs only after every task queued before it (those effects, and what they render).
 */
export async function formFieldsRegistered(): Promise<void> {
  await act(() => new Promise<void>((resolve) => unstable_scheduleCallback(unstable_IdlePriority, () => resolve())));
}

/**
 * A remote's contract with the shell's start-up path, for a route rendered as the shell renders
 * it: the page asks the API first for exactly the reads its `routes.json` line declares (the
 * start-up script sends those before the page's code runs, and the page's hooks must take them),
 * and, when the route has a first view, shows the element its `ready` selector names (until then
 * the first view stays on screen). `gets()`: the GET paths (with their query) asked so far.
 */
export async function expectRouteContract({
  route,
  params = {},
  user,
  gets,
  firstView,
}: {
  route: { reads?: string[] };
  params?: Record<string, string>;
  user: { email: string };
  gets: () => string[];
  firstView?: { ready: string };
}): Promise<void> {
  const declared = routeReads(route, params, user).sort();
  const asked = () => [...new Set(gets())].sort();
  await waitFor(() => expect(asked()).toEqual(declared));
  if (firstView) await waitFor(() => expect(document.querySelector(firstView.ready)).not.toBeNull());
  // The page is whole (its data arrived), and asked for nothing else meanwhile.
  await screen.findAllByRole('heading', { level: 1 });
  expect(asked()).toEqual(declared);
}

/**
 * The tests of a describe block render in Bangla, as on a `/bn` page: the app's compiled
 * catalogues (its `src/i18n/bn.json`, as jest compiles it) registered, the Bangla runtime
 * started and the page's language set; English again after each test.
 */
export function inBangla(...catalogues: CompiledMessages[]): void {
  beforeAll(() => {
    for (const catalogue of catalogues) registerBanglaMessages(catalogue);
    startBangla();
  });
  beforeEach(() => setCurrentLanguage('bn'));
  afterEach(() => setCurrentLanguage('en'));
}
