import { useEffect, useState, useSyncExternalStore } from 'react';

/** True while startApp hydrates a prerendered page, until the hydrated tree's first effects have run. */
let hydrating = false;

export function setHydrating(value: boolean): void {
  hydrating = value;
}

/**
 * `useSyncExternalStore` for what the browser knows and the prerendered HTML did not (the session, the tab's
 * storage, the address's query): a component hydrated from that HTML renders `inHtml()` first, as the HTML did,
 * and the store's value one render later; a component mounted afterwards renders the store's value at once.
 * React does the first part itself with a server snapshot; Preact's React layer (which runs the browser build)
 * does not, and keeps the HTML's attributes wherever the first render differs from it, so it is done here.
 */
export function useStoreAfterHydration<T>(
  subscribe: (onChange: () => void) => () => void,
  getSnapshot: () => T,
  inHtml: () => T,
): T {
  const [showHtml, setShowHtml] = useState(hydrating);
  useEffect(() => {
    if (showHtml) setShowHtml(false);
  }, [showHtml]);
  const value = useSyncExternalStore(subscribe, getSnapshot, inHtml);
  return showHtml ? inHtml() : value;
}
