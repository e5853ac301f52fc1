import { act, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { PageScroll } from './PageScroll';

/** jsdom has no layout: the window's scroll position is what the test says it is. */
let scrollY = 0;
/** Which page's heading was in the DOM at each `scrollTo`: the page must be there before it is placed. */
let placedOn: string[] = [];

function scrollBy(visitor: number) {
  scrollY = visitor;
  window.dispatchEvent(new Event('scroll'));
}

const nextFrame = () => act(() => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined))));

function openApp(at = '/') {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <Outlet />
            <PageScroll />
          </>
        ),
        children: [
          { path: '/', element: <h1>Landing</h1> },
          { path: '/projects', element: <h1>Projects</h1> },
          {
            path: '/about',
            element: (
              <>
                <h1>About</h1>
                <h2 id="team">The team</h2>
              </>
            ),
          },
        ],
      },
    ],
    { initialEntries: [at] },
  );
  render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
  return router;
}

describe('PageScroll', () => {
  let scrollTo: MockInstance<(x: number, y: number) => void>;
  beforeEach(() => {
    scrollY = 0;
    placedOn = [];
    // jsdom's history has no scrollRestoration; the browser's starts 'auto'.
    Object.defineProperty(window.history, 'scrollRestoration', {
      value: 'auto',
      writable: true,
      configurable: true,
    });
    vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => scrollY);
    scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(((x: number, y: number) => {
      placedOn.push(document.querySelector('h1')?.textContent ?? '');
      scrollY = y;
    }) as typeof window.scrollTo);
  });
  afterEach(() => vi.restoreAllMocks());

  it('leaves the first page where the visitor has it', async () => {
    scrollY = 300;
    openApp();
    await nextFrame();
    expect(scrollTo).not.toHaveBeenCalled();
    expect(window.history.scrollRestoration).toBe('manual');
  });

  it('opens a page at the top, once the page is in the DOM', async () => {
    const router = openApp();
    scrollBy(523);
    await act(() => router.navigate('/projects'));
    await nextFrame();
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    expect(placedOn).toEqual(['Projects']);
  });

  it('puts a page gone back to where the visitor left it, the first page included', async () => {
    scrollY = 523;
    const router = openApp();
    await act(() => router.navigate('/projects'));
    await nextFrame();
    scrollBy(40);
    await act(() => router.navigate(-1));
    await nextFrame();
    expect(scrollTo).toHaveBeenLastCalledWith(0, 523);
    expect(placedOn).toEqual(['Projects', 'Landing']);

    // Forward again: where the visitor left the second page.
    await act(() => router.navigate(1));
    await nextFrame();
    expect(scrollTo).toHaveBeenLastCalledWith(0, 40);
  });

  it('ignores the scroll the browser cuts while the next page comes in', async () => {
    const router = openApp();
    scrollBy(900);
    await act(() => router.navigate('/projects'));
    // The browser cuts 900 to the new page's height before the page is placed: nobody's position.
    scrollBy(120);
    await nextFrame();
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    await act(() => router.navigate(-1));
    await nextFrame();
    expect(scrollTo).toHaveBeenLastCalledWith(0, 900);
  });

  it('opens an address with a #hash at the element it names', async () => {
    const scrollIntoView = vi.spyOn(Element.prototype, 'scrollIntoView');
    const router = openApp();
    await act(() => router.navigate('/about#team'));
    await nextFrame();
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(screen.getByRole('heading', { name: 'The team' }));
    expect(scrollTo).not.toHaveBeenCalled();

    // A #hash the page does not have: the top.
    await act(() => router.navigate('/projects#nowhere'));
    await nextFrame();
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
  });

  it('gives the scroll back to the browser when the tab leaves, and takes it again when it comes back', () => {
    openApp();
    window.dispatchEvent(new Event('pagehide'));
    expect(window.history.scrollRestoration).toBe('auto');
    window.dispatchEvent(new Event('pageshow'));
    expect(window.history.scrollRestoration).toBe('manual');
  });
});
