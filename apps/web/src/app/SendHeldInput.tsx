import { useEffect, useLayoutEffect } from 'react';

declare global {
  interface Window {
    /** Set once the app runs: public/before-app.js lets forms and buttons through from then on. */
    __devlearnAppReady?: boolean;
    /** What the visitor sent or pressed on the prerendered page before the app ran, if anything. */
    __devlearnHeldInput?:
      { kind: 'submit'; target: HTMLFormElement } | { kind: 'click'; target: HTMLButtonElement };
    /** The fields typed into before the app ran, in the order first typed into. */
    __devlearnTypedFields?: (HTMLInputElement | HTMLTextAreaElement)[];
    /** The element that had the focus when the app took the page over, if the visitor had not left it. */
    __devlearnFocusedField?: EventTarget;
  }
}

/** What tells a held element apart from others of its kind, besides its tag and text. */
const KIND_ATTRIBUTES = ['aria-label', 'role', 'type', 'name', 'placeholder'];

/** How a held element is told apart from others of its kind: its tag, its name for assistive technology, its text. */
function sameKind(a: Element, b: Element): boolean {
  return (
    a.tagName === b.tagName &&
    KIND_ATTRIBUTES.every((name) => a.getAttribute(name) === b.getAttribute(name)) &&
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

/** Types `value` into `field` as a person does: through the value setter React watches, then an input event. */
function typeInto(field: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  const prototype =
    field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

const isField = (element: unknown): element is HTMLInputElement | HTMLTextAreaElement =>
  element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement;

/**
 * Notes what a dashboard shell holds just before the app renders over it: the fields whose text differs from the
 * HTML's and the field with the focus. public/before-app.js notes them as the visitor types, but it is async and
 * may run after the visitor has started typing (CI saw a search typed that early lost, and its Enter go to nobody).
 */
export function noteShellFields(shell: Element): void {
  const typed = (window.__devlearnTypedFields ??= []);
  for (const field of shell.querySelectorAll('input, textarea')) {
    if (isField(field) && field.value !== field.defaultValue && !typed.includes(field)) typed.push(field);
  }
  const focused = document.activeElement;
  window.__devlearnFocusedField = focused && shell.contains(focused) ? focused : undefined;
}

/**
 * A dashboard shell's fields are replaced by the page's: what the visitor typed into them is typed again into
 * their stand-ins, and the field they were typing in gets the focus back, the caret at the end of the text, so
 * that the keys pressed next (Enter, the rest of a word) go where the visitor is typing. The fields of a form
 * sent before the app ran (`sent`) are carried over too: typed before before-app.js ran, or filled without an input
 * event, they still hold the text the form is sent with.
 */
function carryShellFieldsOver(sent: HTMLInputElement[]): void {
  const typed = [...(window.__devlearnTypedFields ?? []), ...sent];
  const focused = window.__devlearnFocusedField;
  window.__devlearnTypedFields = undefined;
  window.__devlearnFocusedField = undefined;
  for (const field of typed) {
    if (field.isConnected) continue;
    const now = standIn(field);
    if (now && now.value !== field.value) typeInto(now, field.value);
  }
  const nobodyFocused = !document.activeElement || document.activeElement === document.body;
  if (!isField(focused) || focused.isConnected || !nobodyFocused) return;
  const now = standIn(focused);
  if (!now) return;
  now.focus();
  try {
    now.setSelectionRange(now.value.length, now.value.length);
  } catch {
    // Fields such as email have no caret position to set.
  }
}

/**
 * Renders nothing; once the page is the app's, sends the form or presses the button a visitor used before that
 * (public/before-app.js holds them). It is part of the prerendered tree too, so that the server's and the
 * browser's trees match (React's `useId` counts places).
 */
export function SendHeldInput() {
  // In the commit that replaces a shell, before the browser takes the next key: a key pressed between the commit
  // and the effects below went to nobody (the typed field had gone, its stand-in had no focus yet).
  useLayoutEffect(() => {
    const held = window.__devlearnHeldInput;
    carryShellFieldsOver(held?.kind === 'submit' ? [...held.target.querySelectorAll('input')] : []);
  }, []);
  useEffect(() => {
    // The last effect of the first render (this is the root's last child): the page is the app's now.
    window.__devlearnAppReady = true;
    const held = window.__devlearnHeldInput;
    window.__devlearnHeldInput = undefined;
    const target = held && standIn(held.target);
    if (!held || !target) return;
    if (held.kind === 'submit') {
      const form = target as HTMLFormElement;
      // After React has seen the carried text.
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
