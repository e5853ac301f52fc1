import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdFormsUntil } from './heldForms';

afterEach(() => {
  document.body.innerHTML = '';
});

function formWithText(text: string) {
  document.body.innerHTML = '<form><input name="email" /><button type="submit">Send</button></form>';
  const form = document.querySelector('form')!;
  form.querySelector('input')!.value = text;
  return form;
}

describe('a form sent before the app has started (ADR 0103)', () => {
  it('is held with what was typed, then sent once to the app, the same element', async () => {
    const form = formWithText('ada@example.com');
    let start = () => {};
    const started = new Promise<void>((resolve) => {
      start = resolve;
    });
    const released = holdFormsUntil(started);

    const early = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(early);
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    expect(early.defaultPrevented).toBe(true);

    const seen: string[] = [];
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      seen.push(new FormData(form).get('email') as string);
    });
    start();
    await released;
    expect(seen).toEqual(['ada@example.com']);
  });

  it('lets forms through untouched once the app has started, and sends none that was not sent', async () => {
    const form = formWithText('x');
    const requestSubmit = vi.spyOn(form, 'requestSubmit');
    await holdFormsUntil(Promise.resolve());
    expect(requestSubmit).not.toHaveBeenCalled();
    const late = new Event('submit', { bubbles: true, cancelable: true });
    form.addEventListener('submit', (event) => event.preventDefault());
    form.dispatchEvent(late);
    expect(requestSubmit).not.toHaveBeenCalled();
  });
});
