import { useEffect } from 'react';

declare global {
  interface Window {
    /** Set once the app runs: public/hold-early-submit.js lets forms through from then on. */
    __devlearnAppReady?: boolean;
    /** A form the visitor sent on the prerendered page before the app ran. */
    __devlearnHeldSubmit?: HTMLFormElement;
  }
}

/**
 * Renders nothing; once the page is the app's, sends the form a visitor sent before that (if any). It is part of
 * the prerendered tree too, so that the server's and the browser's trees match (React's `useId` counts places).
 */
export function SendHeldSubmit() {
  useEffect(() => {
    window.__devlearnAppReady = true;
    const held = window.__devlearnHeldSubmit;
    window.__devlearnHeldSubmit = undefined;
    if (held?.isConnected) held.requestSubmit();
  }, []);
  return null;
}
