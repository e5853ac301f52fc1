import { accessTokenFixture, userFixture } from '@devlearn/api-client/mocks';
import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { SESSION_STORAGE_KEYS, sessionStore } from '../lib/session';
import { openRendered } from '../test/openRendered';
import { server } from '../test/setup';
import { startApp } from './startApp';

/**
 * React's development build warns when its server renderer (used here to make the page's HTML) and its DOM
 * renderer provide the same context in one process; in the browser the HTML comes from the server, so that
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

function storeSession(token: string) {
  localStorage.setItem(SESSION_STORAGE_KEYS.token, token);
  localStorage.setItem(SESSION_STORAGE_KEYS.user, JSON.stringify(userFixture));
  sessionStore.reload();
}

describe('pages rendered on the server, hydrated in the browser (ADR 0100)', () => {
  let unmount: (() => void) | undefined;
  afterEach(() => {
    act(() => unmount?.());
    document.body.replaceChildren();
    window.history.replaceState(null, '', '/');
  });

  async function hydrate(container: HTMLElement) {
    const errors = vi.spyOn(console, 'error');
    const uncaught = collectUncaughtErrors();
    const { root } = await act(() => startApp(container));
    unmount = () => root.unmount();
    uncaught.stop();
    return { errors: hydrationErrors(errors), uncaught: uncaught.errors };
  }

  it('the login page is in the HTML and hydrates without a warning, keeping its nodes', async () => {
    const container = await openRendered('/auth/login');
    const heading = container.querySelector('h1');
    expect(heading).toHaveTextContent('Sign In');
    const warnings = vi.spyOn(console, 'warn');

    const { errors, uncaught } = await hydrate(container);

    expect(screen.getByRole('heading', { level: 1, name: 'Sign In' })).toBe(heading);
    expect(uncaught).toEqual([]);
    expect(errors).toEqual([]);
    expect(warnings).not.toHaveBeenCalled();
  });

  it('the course home is rendered for the signed-in learner with its data, and hydrates asking nothing again', async () => {
    const token = accessTokenFixture();
    const container = await openRendered('/dashboard/courses', token);
    const heading = container.querySelector('h1');
    expect(heading).toHaveTextContent(`Welcome, ${userFixture.username} to Our Courses`);
    expect(container.querySelectorAll('[data-slot="course-card"]').length).toBeGreaterThan(0);
    storeSession(token);
    const reads: string[] = [];
    server.events.on('request:start', ({ request }) => reads.push(new URL(request.url).pathname));

    const { errors, uncaught } = await hydrate(container);
    server.events.removeAllListeners();

    expect(screen.getByRole('heading', { level: 1 })).toBe(heading);
    expect(uncaught).toEqual([]);
    expect(errors).toEqual([]);
    expect(reads).not.toContain('/api/v1/courses');
    expect(reads).not.toContain('/api/v1/users/enrollment');
  });

  it('a dashboard page without a page session is left to the browser, whose stored session it shows', async () => {
    const container = await openRendered('/dashboard/courses');
    expect(container).toBeEmptyDOMElement();
    storeSession(accessTokenFixture());

    await hydrate(container);

    expect(
      await screen.findByRole('heading', { name: `Welcome, ${userFixture.username} to Our Courses` }),
    ).toBeInTheDocument();
  });

  it('the landing page hydrates for a signed-in user, then offers Courses instead of Sign In', async () => {
    const container = await openRendered('/');
    storeSession(accessTokenFixture());

    const { errors, uncaught } = await hydrate(container);

    expect(uncaught).toEqual([]);
    expect(await screen.findAllByRole('link', { name: 'Courses' })).not.toHaveLength(0);
    expect(screen.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
    expect(errors).toEqual([]);
  });

  it.each([
    ['/auth/verify-otp', 'Verify OTP'],
    ['/auth/reset-password/a-mailed-token', 'Reset password'],
    ['/auth/email-verification', 'Verify your email'],
    ['/no-such-page', '404 Page not found | Not Design yet'],
  ])('%s is in the HTML and hydrates without a warning', async (pathname, heading) => {
    sessionStorage.setItem('devlearn.pendingEmail.verification', 'ada@example.com');
    const container = await openRendered(pathname);
    expect(container.querySelector('h1')).toHaveTextContent(heading);

    const { errors, uncaught } = await hydrate(container);

    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(uncaught).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('the email verification page shows the stored address once hydrated', async () => {
    sessionStorage.setItem('devlearn.pendingEmail.verification', 'ada@example.com');
    const container = await openRendered('/auth/email-verification');
    expect(container).not.toHaveTextContent('ada@example.com');

    await hydrate(container);

    expect(await screen.findByText('ada@example.com')).toBeInTheDocument();
  });

  it('the Google error page shows the error of its address, rendered on the server', async () => {
    const container = await openRendered('/auth/google/error?error=access_denied');
    expect(container).toHaveTextContent('access_denied');

    const { errors, uncaught } = await hydrate(container);

    expect(screen.getByText('access_denied')).toBeInTheDocument();
    expect(uncaught).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('a read the API refuses leaves the page to load it in the browser, without a mismatch', async () => {
    server.use(http.get('*/api/v1/courses', () => HttpResponse.json({}, { status: 500 })));
    const token = accessTokenFixture();
    const container = await openRendered('/dashboard/courses', token);
    storeSession(token);
    server.resetHandlers();

    const { errors, uncaught } = await hydrate(container);

    expect(uncaught).toEqual([]);
    expect(errors).toEqual([]);
  });
});
