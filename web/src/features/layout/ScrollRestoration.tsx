import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

const STORAGE_KEY = 'shop.scrollPositions';
/** History entries whose position is kept (the oldest are forgotten). */
const KEPT = 50;
/** How long Back keeps scrolling towards the old position while the page (and its further pages) load. */
const RESTORE_MS = 15_000;

type Positions = Record<string, number>;

/**
 * Whether this document was opened afresh (a link, a typed address, a redirect such as the card
 * provider's), rather than by reload or Back/Forward: then its first entry starts at the top, whatever
 * an earlier page left under the same entry name.
 */
const OPENED_AFRESH =
  (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.type === 'navigate';

/**
 * The name a history entry's position is kept under. Entries the app pushed have their own key; every
 * entry a full page load opened shares react-router's 'default', so those are told apart by address.
 */
function entryOf({ key, pathname, search }: { key: string; pathname: string; search: string }): string {
  return key === 'default' ? `default ${pathname}${search}` : key;
}

function readPositions(): Positions {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Positions;
  } catch {
    return {};
  }
}

function writePositions(positions: Positions): void {
  const kept = Object.entries(positions).slice(-KEPT);
  sessionStorage.setItem(STORAGE_KEY, JSON.stringify(Object.fromEntries(kept)));
}

/**
 * A new page starts at its top; Back and Forward return to where the shopper was on that page. The
 * browser's own restoration cannot: it scrolls at once, while the page is still loading and short. Here
 * each history entry's position is remembered as the shopper scrolls (in sessionStorage, so it survives
 * a reload), and Back scrolls towards it frame by frame until the page is tall enough. On a listing
 * that scrolling itself loads the further pages (useInfiniteScroll), so the pages come back with the place.
 * The shopper's own wheel, touch or key stops it.
 */
export function ScrollRestoration() {
  const location = useLocation();
  const key = entryOf(location);
  const navigationType = useNavigationType();
  const entry = useRef(key);
  const positions = useRef<Positions>({});
  const afresh = useRef(OPENED_AFRESH);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    positions.current = readPositions();
    let frame = 0;
    const remember = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        // Re-inserted last, so the entries forgotten first are the oldest.
        const others = { ...positions.current };
        delete others[entry.current];
        positions.current = { ...others, [entry.current]: window.scrollY };
        writePositions(positions.current);
      });
    };
    window.addEventListener('scroll', remember, { passive: true });
    return () => {
      window.removeEventListener('scroll', remember);
      cancelAnimationFrame(frame);
    };
  }, []);

  useLayoutEffect(() => {
    entry.current = key;
    if (afresh.current) {
      // The first render of a page opened afresh (react-router calls it a POP): nothing to go back to.
      afresh.current = false;
      forget(key);
    }
    const target = navigationType === 'POP' ? (positions.current[key] ?? readPositions()[key]) : 0;
    if (!target) {
      window.scrollTo(0, 0);
      return;
    }
    return scrollTowards(target);
  }, [key, navigationType]);

  return null;
}

/** Drops an entry's kept position, here and in sessionStorage. */
function forget(entry: string): void {
  const positions = readPositions();
  delete positions[entry];
  writePositions(positions);
}

/** Scrolls to `target` every frame until there, out of time, or the shopper scrolls themselves. */
function scrollTowards(target: number): () => void {
  const deadline = performance.now() + RESTORE_MS;
  const interruptions = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
  let frame = 0;
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const type of interruptions) window.removeEventListener(type, stop);
  };
  const step = () => {
    window.scrollTo(0, target);
    if (Math.abs(window.scrollY - target) <= 1 || performance.now() > deadline) stop();
    else frame = requestAnimationFrame(step);
  };
  for (const type of interruptions) window.addEventListener(type, stop, { passive: true });
  step();
  return stop;
}
