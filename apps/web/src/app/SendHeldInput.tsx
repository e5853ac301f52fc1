import { useEffect } from 'react';
import { setHydrating } from '../lib/hydration';

declare global {
  interface Window {
    /** Set once the app runs: public/before-app.js lets forms and buttons through from then on. */
    __devlearnAppReady?: boolean;
    /** What the visitor sent or pressed on the prerendered page before the app ran, if anything. */
    __devlearnHeldInput?:
      { kind: 'submit'; target: HTMLFormElement } | { kind: 'click'; target: HTMLButtonElement };
  }
}

/**
 * Renders nothing; once the page is the app's, sends the form or presses the button a visitor used before that
 * (public/before-app.js holds them). It is part of the prerendered tree too, so that the server's and the
 * browser's trees match (React's `useId` counts places).
 */
export function SendHeldInput() {
  useEffect(() => {
    // The last effect of the first render (this is the root's last child): the page is the app's now.
    setHydrating(false);
    window.__devlearnAppReady = true;
    const held = window.__devlearnHeldInput;
    window.__devlearnHeldInput = undefined;
    if (!held?.target.isConnected) return;
    if (held.kind === 'submit') {
      held.target.requestSubmit();
      return;
    }
    // A button is pressed once the effects of the first render have run and rendered again (the carousel's engine
    // starts in an effect, and its arrows act through it).
    const button = held.target;
    requestAnimationFrame(() => setTimeout(() => button.isConnected && button.click()));
  }, []);
  return null;
}
