import { useEffect, useRef } from 'react';

/**
 * Calls `loadMore` when the shopper has scrolled through `threshold` of the page (spec 9: 0.8),
 * checking at most every `throttleMs` (150 ms), while `enabled` (there is a next page, none loading).
 */
export function useInfiniteScroll(loadMore: () => void, enabled: boolean, threshold = 0.8, throttleMs = 150) {
  const latest = useRef(loadMore);
  latest.current = loadMore;
  useEffect(() => {
    if (!enabled) return;
    let last = 0;
    let pending: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      last = Date.now();
      const scrolled = (window.scrollY + window.innerHeight) / document.documentElement.scrollHeight;
      if (scrolled >= threshold) latest.current();
    };
    const onScroll = () => {
      const wait = throttleMs - (Date.now() - last);
      if (wait <= 0) check();
      else if (!pending) pending = setTimeout(() => ((pending = undefined), check()), wait);
    };
    // A first page shorter than the screen never scrolls: check once now too.
    check();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      clearTimeout(pending);
    };
  }, [enabled, threshold, throttleMs]);
}
