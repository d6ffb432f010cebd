import { useEffect, useRef } from 'react';
import { useNavigation } from '@storefront/shared';

/**
 * Links such as `/#contact` (the footer's) land before the section exists, and the sections
 * above it grow when their data arrives; scroll to the target when the page shows and once more
 * when `settled` turns true, unless the visitor has scrolled in between.
 */
export function useScrollToHash(settled: boolean): void {
  const { pathname, search } = useNavigation();
  const hash = typeof window === 'undefined' ? '' : window.location.hash;
  const scrolledByUs = useRef<number | null>(null);

  useEffect(() => {
    if (!hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!target) return;
    // After data landed, only correct our own earlier jump; never fight the visitor's scrolling.
    if (settled && scrolledByUs.current !== null && Math.abs(window.scrollY - scrolledByUs.current) > 2) return;
    target.scrollIntoView({ block: 'start' });
    scrolledByUs.current = window.scrollY;
  }, [hash, pathname, search, settled]);
}
