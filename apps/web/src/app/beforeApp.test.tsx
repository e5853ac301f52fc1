import { act, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openPrerendered } from '../test/openPrerendered';
import { server } from '../test/setup';
import { startApp } from './startApp';
// public/before-app.js as the page runs it: before the app, from the HTML.
import beforeAppScript from '../../public/before-app.js?raw';

/** The forgot-password calls the page makes, counted as they leave. */
function countForgotPasswordCalls() {
  const calls: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'POST' && request.url.endsWith('/users/forgot-password')) calls.push(request.url);
  });
  return calls;
}

/** Types as a person does: through the value setter React watches, then an input event. */
function typeEmail(form: HTMLFormElement, email: string) {
  const input = form.querySelector<HTMLInputElement>('input[type="email"]');
  if (!input) throw new Error('the form has no email field');
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, email);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

describe('public/before-app.js: what is pressed before the app runs', () => {
  let unmount: (() => void) | undefined;
  beforeAll(() => {
    new Function(beforeAppScript)();
  });
  afterEach(() => {
    act(() => unmount?.());
    unmount = undefined;
    server.events.removeAllListeners();
    document.body.replaceChildren();
    window.__devlearnAppReady = false;
    window.__devlearnHeldInput = undefined;
    window.__devlearnTypedFields = undefined;
    window.__devlearnFocusedField = undefined;
  });

  it('a form sent before the app runs is held, then sent once by the app', async () => {
    const calls = countForgotPasswordCalls();
    const container = await openPrerendered('/auth/forgot-password');
    const form = container.querySelector('form');
    if (!form) throw new Error('the page has no form');
    typeEmail(form, 'ada@example.com');

    form.requestSubmit();
    expect(window.__devlearnHeldInput).toEqual({ kind: 'submit', target: form });

    const { root } = await act(() => startApp(container));
    unmount = () => root.unmount();
    await waitFor(() => expect(calls).toHaveLength(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(calls).toHaveLength(1);
  });

  it('a form sent while React already listens but the app is not ready is left to the app alone', async () => {
    const calls = countForgotPasswordCalls();
    const container = await openPrerendered('/auth/forgot-password');
    const { root } = await act(() => startApp(container));
    unmount = () => root.unmount();
    // The moment between hydrateRoot (React listens on the root) and the app's first effects (ready).
    window.__devlearnAppReady = false;
    const form = container.querySelector('form');
    if (!form) throw new Error('the page has no form');
    typeEmail(form, 'ada@example.com');

    await act(async () => {
      form.requestSubmit();
      await new Promise((resolve) => setTimeout(resolve, 100));
    });

    // React never saw it: the app sends it once it is ready (SendHeldInput), so it is sent once in all.
    expect(window.__devlearnHeldInput).toEqual({ kind: 'submit', target: form });
    expect(calls).toHaveLength(0);
  });

  it('notes the fields typed into and the field that has the focus, until the visitor leaves it', async () => {
    document.body.innerHTML = '<div id="shell"><input aria-label="Search"><input aria-label="Name"></div>';
    const [search, name] = [...document.querySelectorAll('input')];
    if (!search || !name) throw new Error('the page has no fields');
    search.focus();
    search.value = 'rea';
    search.dispatchEvent(new Event('input', { bubbles: true }));
    search.dispatchEvent(new Event('input', { bubbles: true }));
    expect(window.__devlearnTypedFields).toEqual([search]);
    expect(window.__devlearnFocusedField).toBe(search);

    // Removed with the focus (the app rendering over the shell): still the field the visitor is in.
    document.getElementById('shell')?.replaceChildren();
    await Promise.resolve();
    expect(window.__devlearnFocusedField).toBe(search);

    // Left for nothing (a click on the page): no field has the focus any more.
    document.body.append(name);
    name.focus();
    name.blur();
    await Promise.resolve();
    expect(window.__devlearnFocusedField).toBeUndefined();

    // Once the app runs, nothing more is noted.
    window.__devlearnAppReady = true;
    name.focus();
    name.dispatchEvent(new Event('input', { bubbles: true }));
    expect(window.__devlearnFocusedField).toBeUndefined();
    expect(window.__devlearnTypedFields).toEqual([search]);
  });
});
