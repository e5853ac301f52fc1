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

/** How a held element is told apart from others of its kind: its tag, its name for assistive technology, its text. */
function sameKind(a: Element, b: Element): boolean {
  return (
    a.tagName === b.tagName &&
    a.getAttribute('aria-label') === b.getAttribute('aria-label') &&
    a.getAttribute('role') === b.getAttribute('role') &&
    a.textContent?.trim() === b.textContent?.trim()
  );
}

/**
 * The element now standing where `held` stood. A hydrated page keeps its nodes, so that is `held` itself (or
 * nothing, when React replaced it); a dashboard shell is rendered over (its nodes are replaced), so it is the
 * element of the same kind at the same place among its kind: the n-th 'Open menu' button of the shell is the
 * n-th of the page.
 */
export function standIn<E extends Element>(held: E): E | undefined {
  if (held.isConnected) return held;
  // Only a dashboard shell is rendered over; on a hydrated page a node React replaced has been dealt with.
  if (!held.closest('[data-slot="dashboard-layout"]')) return undefined;
  let oldRoot: Element = held;
  while (oldRoot.parentElement) oldRoot = oldRoot.parentElement;
  const before = [...oldRoot.querySelectorAll(held.tagName)].filter((element) => sameKind(element, held));
  const now = [...document.querySelectorAll(held.tagName)].filter((element) => sameKind(element, held));
  return now[before.indexOf(held)] as E | undefined;
}

/** The text typed into a form the app has replaced, typed again into its stand-in (which React then reads). */
function copyTypedText(from: HTMLFormElement, to: HTMLFormElement): void {
  const typed = [...from.querySelectorAll('input')];
  const fields = [...to.querySelectorAll('input')];
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  typed.forEach((input, index) => {
    const field = fields[index];
    if (!field || !setValue || input.type !== field.type || input.value === field.value) return;
    setValue.call(field, input.value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  });
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
    const target = held && standIn(held.target);
    if (!held || !target) return;
    if (held.kind === 'submit') {
      const form = target as HTMLFormElement;
      if (form !== held.target) copyTypedText(held.target, form);
      // After React has seen the copied text.
      if (form === held.target) form.requestSubmit();
      else requestAnimationFrame(() => setTimeout(() => form.isConnected && form.requestSubmit()));
      return;
    }
    // A button is pressed once the effects of the first render have run and rendered again (the carousel's engine
    // starts in an effect, and its arrows act through it).
    const button = target as HTMLButtonElement;
    requestAnimationFrame(() => setTimeout(() => button.isConnected && button.click()));
  }, []);
  return null;
}
