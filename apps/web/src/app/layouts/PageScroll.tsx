import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** How many history entries' positions are kept (a long session must not grow the map for ever). */
const KEPT_POSITIONS = 200;

/** Where the visitor left each history entry of this tab, by the router's location key. */
const positions = new Map<string, number>();

function remember(key: string, y: number) {
  positions.delete(key);
  positions.set(key, y);
  if (positions.size > KEPT_POSITIONS) positions.delete(positions.keys().next().value as string);
}

/** The element an address's `#hash` names, if the page has it. */
function hashTarget(hash: string): HTMLElement | null {
  if (hash.length < 2) return null;
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null;
  }
}

/** While the app runs, the app places the page; when the tab leaves (a reload too), the browser does again. */
function placeScrollOurselves(ourselves: boolean) {
  if ('scrollRestoration' in window.history) window.history.scrollRestoration = ourselves ? 'manual' : 'auto';
}

/**
 * Puts each page where the visitor expects it, in place of react-router's `<ScrollRestoration />`: a page opened
 * anew starts at the top (or at its `#hash`), and a page gone back or forward to is where the visitor left it.
 *
 * `<ScrollRestoration />` scrolls in a layout effect of its own render. The browser build runs on Preact's React
 * layer, which commits a context's consumers one by one, so that effect ran while the previous page was still in
 * the DOM: the position restored on the way back was cut to what the page being left could scroll (523 px came
 * back as 18). Here the page is placed at the next frame, once every part of the new page has rendered and before
 * it is painted.
 *
 * The app's first render places nothing: a prerendered page keeps the scroll the visitor gave it before the app
 * took over (and the browser's own restoring on a reload), a dashboard shell the one given to its skeleton.
 */
export function PageScroll() {
  const { key, hash } = useLocation();
  // The entry on screen when the app started is not placed (StrictMode's second run of the effects included).
  const placed = useRef(key);

  useLayoutEffect(() => {
    placeScrollOurselves(true);
    const leave = () => placeScrollOurselves(false);
    const back = () => placeScrollOurselves(true);
    window.addEventListener('pagehide', leave);
    window.addEventListener('pageshow', back);
    return () => {
      window.removeEventListener('pagehide', leave);
      window.removeEventListener('pageshow', back);
      placeScrollOurselves(false);
    };
  }, []);

  useLayoutEffect(() => {
    const keep = () => remember(key, window.scrollY);
    const keepFromNowOn = () => {
      keep();
      window.addEventListener('scroll', keep, { passive: true });
    };
    let frame = 0;
    if (placed.current === key) {
      // The first page may have been scrolled before the app ran.
      keepFromNowOn();
    } else {
      placed.current = key;
      // Read now: until the page is placed, the scroll events are the browser cutting the previous page's position
      // to the new page's height, which is nobody's position.
      const saved = positions.get(key);
      frame = requestAnimationFrame(() => {
        const target = saved === undefined ? hashTarget(hash) : null;
        if (saved !== undefined) window.scrollTo(0, saved);
        else if (target) target.scrollIntoView();
        else window.scrollTo(0, 0);
        keepFromNowOn();
      });
    }
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', keep);
    };
  }, [key, hash]);

  return null;
}
