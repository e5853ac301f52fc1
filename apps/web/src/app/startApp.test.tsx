import { accessTokenFixture, courseSummariesFixture, userFixture } from '@devlearn/api-client/mocks';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { renderDashboardShell } from '../prerender/renderPage';
import { openPrerendered } from '../test/openPrerendered';
import { server } from '../test/setup';
import { SESSION_STORAGE_KEYS, sessionStore } from '../lib/session';
import { startApp } from './startApp';

/**
 * React's development build warns when its server renderer (used here to make the page's HTML) and its DOM
 * renderer provide the same context in one process; in the browser the HTML comes from the build, so that
 * warning is the test's own and is left out.
 */
const hydrationErrors = (spy: MockInstance<typeof console.error>) =>
  spy.mock.calls.filter(([message]) => !String(message).startsWith('Detected multiple renderers'));

/** Hydration mismatches are reported as uncaught errors on the window (React's default onRecoverableError). */
function collectUncaughtErrors() {
  const errors: unknown[] = [];
  const onError = (event: ErrorEvent) => errors.push(event.error);
  window.addEventListener('error', onError);
  return { errors, stop: () => window.removeEventListener('error', onError) };
}

/** Opens the course home as the build sends it to a signed-in user: its shell in a root marked `data-shell`. */
async function openCourseHomeShell() {
  const token = accessTokenFixture();
  localStorage.setItem(SESSION_STORAGE_KEYS.token, token);
  localStorage.setItem(SESSION_STORAGE_KEYS.user, JSON.stringify(userFixture));
  sessionStore.reload();
  const { markup } = await renderDashboardShell('/dashboard/courses');
  window.history.replaceState(null, '', '/dashboard/courses');
  const container = document.createElement('div');
  container.setAttribute('data-shell', '');
  container.innerHTML = markup;
  document.body.append(container);
  return { token, container };
}

describe('prerendered public pages (issue 10.1)', () => {
  let unmount: (() => void) | undefined;
  afterEach(() => {
    act(() => unmount?.());
    document.body.replaceChildren();
    window.history.replaceState(null, '', '/');
  });

  it('the login page is in the HTML and hydrates without a warning, keeping its nodes', async () => {
    const container = await openPrerendered('/auth/login');
    const heading = container.querySelector('h1');
    expect(heading).toHaveTextContent('Sign In');
    const errors = vi.spyOn(console, 'error');
    const warnings = vi.spyOn(console, 'warn');
    const uncaught = collectUncaughtErrors();

    const { root } = await act(() => startApp(container));
    unmount = () => root.unmount();
    uncaught.stop();

    expect(screen.getByRole('heading', { level: 1, name: 'Sign In' })).toBe(heading);
    expect(uncaught.errors).toEqual([]);
    expect(hydrationErrors(errors)).toEqual([]);
    expect(warnings).not.toHaveBeenCalled();
  });

  it("keeps the visitor's scroll as the app takes over, and scrolls a page it navigates to to the top", async () => {
    const container = await openPrerendered('/');
    const scrollTo = vi.spyOn(window, 'scrollTo');
    try {
      const { router, root } = await act(() => startApp(container));
      unmount = () => root.unmount();
      // The visitor may have scrolled the prerendered page before touching it; hydrating leaves that alone.
      expect(scrollTo).not.toHaveBeenCalled();

      await act(() => router.navigate('/projects'));
      expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
      // At the next frame, once the page is in the DOM (layouts/PageScroll).
      await vi.waitFor(() => expect(scrollTo).toHaveBeenCalledWith(0, 0));
    } finally {
      scrollTo.mockRestore();
    }
  });

  it('a form sent before the app ran is sent by the app once it runs, not natively', async () => {
    const container = await openPrerendered('/auth/login');
    // What public/before-app.js keeps when the visitor presses Sign In on the prerendered page.
    const form = container.querySelector('form');
    if (form) window.__devlearnHeldInput = { kind: 'submit', target: form };

    const { root } = await act(() => startApp(container));
    unmount = () => root.unmount();

    expect(await screen.findAllByText(/is required/i)).not.toHaveLength(0);
    expect(window.__devlearnAppReady).toBe(true);
    expect(window.__devlearnHeldInput).toBeUndefined();
  });

  it('a topic card pressed before the app ran opens its overlay once the app runs', async () => {
    const container = await openPrerendered('/');
    const card = container.querySelector<HTMLButtonElement>('[data-slot="topic-card"]');
    if (!card) throw new Error('the landing page has no topic card');
    // What public/before-app.js keeps when the visitor presses the card on the prerendered page.
    window.__devlearnHeldInput = { kind: 'click', target: card };

    const { root } = await act(() => startApp(container));
    unmount = () => root.unmount();

    // The card reads 'React.js (Frontend)'; its overlay is named by the title.
    const title = card.getAttribute('aria-label')?.replace(/ \(.*\)$/, '');
    expect(await screen.findByRole('dialog', { name: title })).toBeVisible();
    expect(window.__devlearnHeldInput).toBeUndefined();
  });

  it('the landing page hydrates for a signed-in user, then offers Courses instead of Sign In', async () => {
    const container = await openPrerendered('/');
    localStorage.setItem(SESSION_STORAGE_KEYS.token, accessTokenFixture());
    localStorage.setItem(SESSION_STORAGE_KEYS.user, JSON.stringify(userFixture));
    sessionStore.reload();
    const errors = vi.spyOn(console, 'error');
    const uncaught = collectUncaughtErrors();

    const { root } = await act(() => startApp(container));
    unmount = () => root.unmount();
    uncaught.stop();

    expect(uncaught.errors).toEqual([]);
    expect(await screen.findAllByRole('link', { name: 'Courses' })).not.toHaveLength(0);
    expect(screen.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
    expect(hydrationErrors(errors)).toEqual([]);
  });

  it.each([
    ['/auth/verify-otp', 'Verify OTP'],
    ['/auth/reset-password/a-mailed-token', 'Reset password'],
    ['/auth/email-verification', 'Verify your email'],
    ['/no-such-page', '404 Page not found | Not Design yet'],
  ])('%s is in the HTML and hydrates without a warning', async (pathname, heading) => {
    sessionStorage.setItem('devlearn.pendingEmail.verification', 'ada@example.com');
    const container = await openPrerendered(pathname);
    expect(container.querySelector('h1')).toHaveTextContent(heading);
    const errors = vi.spyOn(console, 'error');
    const uncaught = collectUncaughtErrors();

    const { root } = await act(() => startApp(container));
    unmount = () => root.unmount();
    uncaught.stop();

    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(uncaught.errors).toEqual([]);
    expect(hydrationErrors(errors)).toEqual([]);
    sessionStorage.clear();
  });

  it('the email verification page shows the stored address once hydrated', async () => {
    sessionStorage.setItem('devlearn.pendingEmail.verification', 'ada@example.com');
    const container = await openPrerendered('/auth/email-verification');
    expect(container).not.toHaveTextContent('ada@example.com');

    const { root } = await act(() => startApp(container));
    unmount = () => root.unmount();

    expect(await screen.findByText('ada@example.com')).toBeInTheDocument();
    sessionStorage.clear();
  });

  it('the Google error page shows the error of its address once hydrated, without a mismatch', async () => {
    const container = await openPrerendered('/auth/google/error');
    window.history.replaceState(null, '', '/auth/google/error?error=access_denied');
    const errors = vi.spyOn(console, 'error');
    const uncaught = collectUncaughtErrors();

    const { root } = await act(() => startApp(container));
    unmount = () => root.unmount();
    uncaught.stop();

    expect(await screen.findByText('access_denied')).toBeInTheDocument();
    expect(uncaught.errors).toEqual([]);
    expect(hydrationErrors(errors)).toEqual([]);
  });

  it('the OTP page names the address the code went to once hydrated', async () => {
    sessionStorage.setItem('devlearn.pendingEmail.otp', 'ada@example.com');
    const container = await openPrerendered('/auth/verify-otp');

    const { root } = await act(() => startApp(container));
    unmount = () => root.unmount();

    expect(await screen.findByText('ada@example.com')).toBeInTheDocument();
    sessionStorage.clear();
  });
});

describe('dashboard shells (issue 10.1)', () => {
  let unmount: (() => void) | undefined;
  afterEach(() => {
    act(() => unmount?.());
    document.body.replaceChildren();
    window.history.replaceState(null, '', '/');
    window.__devlearnEarlyRequests = undefined;
  });

  it('the shell lists the reads its loader starts, with the address parameters to fill in', async () => {
    expect((await renderDashboardShell('/dashboard/courses')).requests).toEqual([
      '/api/v1/courses?limit=8',
      '/api/v1/users/enrollment',
    ]);
    expect((await renderDashboardShell('/dashboard/courses/:courseId')).requests).toEqual([
      '/api/v1/courses/__courseId__',
    ]);
  });

  it('the app renders over the shell with the stored user, from the early response, asking nothing twice', async () => {
    const { token, container } = await openCourseHomeShell();
    // What public/early-requests.js leaves for the app: a read already answered.
    const earlyCourse = { ...courseSummariesFixture[0], title: 'Sent with the HTML' };
    window.__devlearnEarlyRequests = [
      {
        url: '/api/v1/courses?limit=8',
        authorization: `Bearer ${token}`,
        response: Promise.resolve(
          Response.json({
            statusCode: 200,
            data: { courses: [earlyCourse], totalCourses: 1 },
            message: 'Success',
            success: true,
          }),
        ),
      },
    ];
    const asked: string[] = [];
    const record = ({ request }: { request: Request }) => asked.push(new URL(request.url).pathname);
    server.events.on('request:start', record);

    const { root } = await act(() => startApp(container));
    unmount = () => root.unmount();

    expect(await screen.findAllByText('Sent with the HTML')).not.toHaveLength(0);
    expect(screen.getAllByText(userFixture.username)).not.toHaveLength(0);
    server.events.removeListener('request:start', record);
    expect(asked).not.toContain('/api/v1/courses');
    expect(asked).toContain('/api/v1/users/enrollment');
    expect(window.__devlearnEarlyRequests).toBeUndefined();
  });

  it('on a dashboard shell, which the app renders over, a button pressed early is pressed on the page it renders', async () => {
    const { container } = await openCourseHomeShell();
    // What public/before-app.js keeps when the visitor presses 'Open menu' on the shell.
    const menuButton = container.querySelector<HTMLButtonElement>('button[aria-label="Open menu"]');
    if (!menuButton) throw new Error('the shell has no menu button');
    window.__devlearnHeldInput = { kind: 'click', target: menuButton };

    const { root } = await act(() => startApp(container));
    unmount = () => root.unmount();

    expect(menuButton.isConnected).toBe(false);
    expect(await screen.findByRole('dialog', { name: 'Menu' })).toBeVisible();
    expect(window.__devlearnHeldInput).toBeUndefined();
  });

  it('a search typed and sent on a dashboard shell is sent again, with its text, by the page the app renders', async () => {
    const { container } = await openCourseHomeShell();
    const form = container.querySelector<HTMLFormElement>('form[role="search"]');
    const input = form?.querySelector<HTMLInputElement>('input[type="search"]');
    if (!form || !input) throw new Error('the shell has no search box');
    input.value = 'reac';
    window.__devlearnHeldInput = { kind: 'submit', target: form };

    const { root } = await act(() => startApp(container));
    unmount = () => root.unmount();

    await vi.waitFor(() => expect(window.location.search).toBe('?show=search-results&query=reac'));
    expect(window.location.pathname).toBe('/dashboard/courses/all');
  });

  it.each([
    { typed: 'as public/before-app.js notes it', noted: true },
    // The async before-app.js may run after the visitor has started typing: nothing noted those keys.
    { typed: 'before public/before-app.js ran', noted: false },
  ])(
    'text typed into the shell $typed, and the focus, are in the page the app renders over it',
    async ({ noted }) => {
      const { container } = await openCourseHomeShell();
      const input = container.querySelector<HTMLInputElement>('form[role="search"] input[type="search"]');
      if (!input) throw new Error('the shell has no search box');
      input.focus();
      input.value = 'rea';
      if (noted) {
        window.__devlearnTypedFields = [input];
        window.__devlearnFocusedField = input;
      }

      const { root } = await act(() => startApp(container));
      unmount = () => root.unmount();

      const search = await screen.findByRole<HTMLInputElement>('searchbox');
      expect(search).not.toBe(input);
      expect(search).toHaveValue('rea');
      expect(search).toHaveFocus();
      expect(search.selectionStart).toBe(3);
      expect(window.__devlearnTypedFields).toBeUndefined();
      expect(window.__devlearnFocusedField).toBeUndefined();
    },
  );

  it('the shell stays until the page has its first answers, so the app renders the page once, with its data', async () => {
    const { token, container } = await openCourseHomeShell();
    const shell = container.innerHTML;
    let answer: (response: Response) => void = () => undefined;
    window.__devlearnEarlyRequests = [
      {
        url: '/api/v1/courses?limit=8',
        authorization: `Bearer ${token}`,
        response: new Promise<Response>((resolve) => {
          answer = resolve;
        }),
      },
    ];

    const started = startApp(container);
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(container.innerHTML).toBe(shell);

    answer(
      Response.json({
        statusCode: 200,
        data: { courses: [{ ...courseSummariesFixture[0], title: 'Answered later' }], totalCourses: 1 },
        message: 'Success',
        success: true,
      }),
    );
    const { root } = await act(() => started);
    unmount = () => root.unmount();
    expect(await screen.findAllByText('Answered later')).not.toHaveLength(0);
  });
});
