import { describe, expect, it } from 'vitest';
import { PRERENDERED_PATHS, renderDashboardShell, renderPage, sampleAddressOf } from './renderPage';

/**
 * What the browser does with a page's form when the visitor sends it before public/before-app.js (an async
 * script) has started holding forms: it sends the form itself. The markup decides where the fields go then.
 */
function formsOf(markup: string): HTMLFormElement[] {
  const container = document.createElement('div');
  container.innerHTML = markup;
  return [...container.querySelectorAll('form')];
}

describe('forms sent by the browser itself, before the app runs', () => {
  it.each(PRERENDERED_PATHS)(
    '%s: every form is a POST, so no field (a password, a code) lands in an address',
    async (pattern) => {
      for (const form of formsOf(await renderPage(sampleAddressOf(pattern)))) {
        if (form.getAttribute('role') === 'search') continue;
        expect(form.getAttribute('method'), form.outerHTML.slice(0, 120)).toBe('post');
      }
    },
  );

  it('the login page has its password field in a POST form', async () => {
    const [form] = formsOf(await renderPage('/auth/login')).filter((found) =>
      found.querySelector('[type=password]'),
    );
    expect(form?.getAttribute('method')).toBe('post');
    expect(form?.querySelector('[type=password]')?.getAttribute('name')).toBe('password');
  });

  it("the course home's search box goes to the search results with its text, as the app would", async () => {
    const { markup } = await renderDashboardShell('/dashboard/courses');
    const [search] = formsOf(markup).filter((form) => form.getAttribute('role') === 'search');
    expect(search?.getAttribute('method')).toBe('get');
    expect(search?.getAttribute('action')).toBe('/dashboard/courses/all');
    const fields = [...(search?.querySelectorAll('input') ?? [])].map((input) => [
      input.type,
      input.name,
      input.value,
    ]);
    expect(fields).toEqual([
      ['hidden', 'show', 'search-results'],
      ['search', 'query', ''],
    ]);
  });
});
