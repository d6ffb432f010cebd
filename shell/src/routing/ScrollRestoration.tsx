import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/** How long a restore or a jump to `#section` waits for a page that arrives late (code, then data). */
const WAIT_FOR_PAGE_MS = 5000;
const STORAGE_KEY = 'storefront.scroll';

type Positions = Record<string, number>;

function readPositions(): Positions {
  try {
    const stored = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as unknown;
    return stored && typeof stored === 'object' ? (stored as Positions) : {};
  } catch {
    return {};
  }
}

function savePositions(positions: Positions): void {
  try {
    // The newest 50 history entries are plenty; a long session must not grow the storage forever.
    const kept = Object.entries(positions).slice(-50);
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(Object.fromEntries(kept)));
  } catch {
    // Storage full or refused (private mode): back and forward then open at the top.
  }
}

/**
 * The history entry a position belongs to. An entry the browser loaded itself (the page the tab
 * opened on, a reload, a link from another site) has the key 'default' whatever its URL, so
 * such entries are told apart by their URL.
 */
function entryOf(location: { key: string; pathname: string; search: string }): string {
  return location.key === 'default' ? `default:${location.pathname}${location.search}` : location.key;
}

function hashTarget(hash: string): HTMLElement | null {
  if (hash.length < 2) return null;
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null;
  }
}

/**
 * Keeps trying `attempt` while the page grows (a remote's code, then its data) until it reports
 * success, the visitor scrolls, clicks or types themselves, or WAIT_FOR_PAGE_MS pass.
 */
function whenPageAllows(attempt: () => boolean): () => void {
  if (attempt()) return () => undefined;
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
    for (const type of VISITOR_INPUT) window.removeEventListener(type, stop, true);
  };
  const observer = new MutationObserver(() => {
    if (attempt()) stop();
  });
  observer.observe(document.body, { childList: true, subtree: true });
  const timer = setTimeout(stop, WAIT_FOR_PAGE_MS);
  for (const type of VISITOR_INPUT) window.addEventListener(type, stop, { capture: true, passive: true });
  return stop;
}

const VISITOR_INPUT = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;

/**
 * Where a page opens: a new page at the top, a `#section` link at its section, and Back or
 * Forward where the visitor left that page. The browser's own restoration is switched off
 * because it runs before a late page has grown tall enough to scroll back into.
 */
export function ScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    if (!('scrollRestoration' in window.history)) return;
    const before = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    return () => {
      window.history.scrollRestoration = before;
    };
  }, []);

  // Remember the position of the entry being shown, as the visitor scrolls. The entry is read when
  // the frame comes, so a scroll the new page causes is never written to the page left behind.
  const shown = useRef(entryOf(location));
  useEffect(() => {
    let frame = 0;
    const remember = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        // Written last, so that the newest entries are the ones kept.
        const positions = readPositions();
        delete positions[shown.current];
        positions[shown.current] = window.scrollY;
        savePositions(positions);
      });
    };
    window.addEventListener('scroll', remember, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', remember);
    };
  }, []);

  useLayoutEffect(() => {
    shown.current = entryOf(location);
    if (navigationType === 'POP') {
      const saved = readPositions()[shown.current];
      if (saved === undefined) {
        if (location.hash) return whenPageAllows(() => scrollToSection(location.hash));
        return undefined;
      }
      return whenPageAllows(() => {
        const reachable = document.documentElement.scrollHeight - window.innerHeight >= saved;
        window.scrollTo(0, saved);
        return reachable;
      });
    }
    // A list's new search, sort or next page keeps the visitor where they are.
    if ((location.state as { keepScroll?: boolean } | null)?.keepScroll) return undefined;
    if (location.hash) return whenPageAllows(() => scrollToSection(location.hash));
    window.scrollTo(0, 0);
    return undefined;
    // A new history entry (a new location), not a re-render, decides where the page opens.
  }, [location, navigationType]);

  return null;
}

function scrollToSection(hash: string): boolean {
  const target = hashTarget(hash);
  if (!target) return false;
  target.scrollIntoView({ block: 'start' });
  return true;
}
