import { accessTokenFixture, envelope, failure, http, userFixture } from '@devlearn/api-client/mocks';
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { renderApp, storeSession } from '../test/renderApp';
import { server } from '../test/setup';

/** The refresh cookie is gone: every renewal is refused. */
function refuseRenewal() {
  server.use(
    http.post('/users/refresh-token', ({ response }) => response(401).json(failure(401, 'No session'))),
  );
}

const PROTECTED_PATHS = [
  '/dashboard',
  '/dashboard/courses',
  '/dashboard/courses/all?show=all-courses',
  '/dashboard/courses/000000000000000000000100',
  '/dashboard/courses/learn/000000000000000000000100/lesson/000000000000000000000200',
  '/dashboard/profile',
  '/dashboard/blogs',
  '/dashboard/create-blog',
  '/dashboard/blogs/000000000000000000000400',
  '/dashboard/my-blogs',
];

describe('guards', () => {
  it.each(PROTECTED_PATHS)('a visitor without a session is sent from %s to /auth/login', async (path) => {
    const { currentPath } = renderApp(path);
    await waitFor(() => expect(currentPath()).toBe('/auth/login'));
  });

  it('a stored token without a stored user is not a session', async () => {
    localStorage.setItem('token', accessTokenFixture());
    const { currentPath } = renderApp('/dashboard/courses');
    await waitFor(() => expect(currentPath()).toBe('/auth/login'));
  });

  it.each(['/auth/login', '/auth/register', '/auth/forgot-password', '/auth/verify-otp'])(
    'a signed-in user is sent from the guest-only %s to /dashboard/courses',
    async (path) => {
      storeSession();
      const { currentPath } = renderApp(path);
      await waitFor(() => expect(currentPath()).toBe('/dashboard/courses'));
    },
  );

  it('a stored session is restored on start: the course home greets the user', async () => {
    storeSession();
    renderApp('/dashboard/courses');
    expect(await screen.findByText(`Welcome, ${userFixture.username} to Our Courses`)).toBeInTheDocument();
  });

  it('an expired token is renewed silently with the refresh cookie: the dashboard opens (D30)', async () => {
    const { token: expired } = storeSession({ token: accessTokenFixture(-30) });
    const fresh = accessTokenFixture();
    let renewals = 0;
    server.use(
      http.post('/users/refresh-token', ({ response }) => {
        renewals += 1;
        return response(200).json(envelope({ accessToken: fresh }));
      }),
    );
    const { currentPath } = renderApp('/dashboard/courses');
    expect(await screen.findByText(`Welcome, ${userFixture.username} to Our Courses`)).toBeInTheDocument();
    expect(currentPath()).toBe('/dashboard/courses');
    expect(localStorage.getItem('token')).toBe(fresh);
    expect(localStorage.getItem('token')).not.toBe(expired);
    expect(renewals).toBe(1);
  });

  it('when the silent renewal fails, the refresh page opens with the info message', async () => {
    const { token } = storeSession({ token: accessTokenFixture(-30) });
    refuseRenewal();
    const { currentPath } = renderApp('/dashboard/courses');
    await waitFor(() => expect(currentPath()).toBe(`/refresh-token/${token}`));
    expect(
      (await screen.findAllByText('Your token has expired. Click the button to refresh it.')).length,
    ).toBeGreaterThan(0);
  });

  it('an unreadable token counts as expired', async () => {
    storeSession({ token: 'not-a-jwt' });
    refuseRenewal();
    const { currentPath } = renderApp('/dashboard/profile');
    await waitFor(() => expect(currentPath()).toBe('/refresh-token/not-a-jwt'));
  });

  it('with an expired token the guest-only pages stay open (the visitor may sign in again)', async () => {
    storeSession({ token: accessTokenFixture(-30) });
    const { currentPath } = renderApp('/auth/login');
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(currentPath()).toBe('/auth/login');
  });
});

describe('a session the server no longer accepts', () => {
  it('a 401 that survives the renewal clears storage and opens /auth/login (D31)', async () => {
    storeSession();
    localStorage.setItem('unrelated', 'kept until sign-out');
    server.use(
      http.get('/users/enrollment', ({ response }) => response(401).json(failure(401, 'Token revoked'))),
    );
    const { currentPath } = renderApp('/dashboard/courses');
    await waitFor(() => expect(currentPath()).toBe('/auth/login'));
    expect(localStorage.length).toBe(0);
  });

  it('a 403 is a refused action, not a lost session: the learner stays signed in (D31)', async () => {
    const { token } = storeSession();
    let refused = 0;
    server.use(
      http.get('/users/enrollment', ({ response }) => {
        refused += 1;
        return response.untyped(HttpResponse.json(failure(403, 'Forbidden'), { status: 403 }));
      }),
    );
    const { currentPath } = renderApp('/dashboard/courses');
    expect(await screen.findByText(`Welcome, ${userFixture.username} to Our Courses`)).toBeInTheDocument();
    await waitFor(() => expect(refused).toBeGreaterThan(0));
    expect(currentPath()).toBe('/dashboard/courses');
    expect(localStorage.getItem('token')).toBe(token);
  });
});

describe('a token that runs out while a page is open', () => {
  it('a call refused with 401 is sent again after one silent renewal, and the page carries on (D30)', async () => {
    storeSession({ token: accessTokenFixture(600) });
    const fresh = accessTokenFixture();
    let renewals = 0;
    const profileCalls: (string | null)[] = [];
    server.use(
      http.post('/users/refresh-token', ({ response }) => {
        renewals += 1;
        return response(200).json(envelope({ accessToken: fresh }));
      }),
      http.get('/profile', ({ request, response }) => {
        const auth = request.headers.get('Authorization');
        profileCalls.push(auth);
        if (auth !== `Bearer ${fresh}`) {
          return response(401).json(failure(401, 'jwt expired'));
        }
        return response(200).json(
          envelope({
            firstName: 'Ada',
            lastName: 'Lovelace',
            email: 'ada@example.com',
            phoneNumber: '',
            emailNotifications: true,
          }),
        );
      }),
    );
    const { user, currentPath } = renderApp('/dashboard/courses');
    await screen.findByText(`Welcome, ${userFixture.username} to Our Courses`);
    await user.click(screen.getAllByRole('link', { name: /ada_lovelace/ })[0]!);
    await waitFor(() => expect(currentPath()).toBe('/dashboard/profile'));
    expect(await screen.findByDisplayValue('Lovelace')).toBeInTheDocument();
    expect(renewals).toBe(1);
    expect(profileCalls.at(-1)).toBe(`Bearer ${fresh}`);
    expect(localStorage.getItem('token')).toBe(fresh);
  });

  it("when the renewal fails, the refresh page opens and 'Refresh Token' returns to the page", async () => {
    const { token } = storeSession({ token: accessTokenFixture(60) });
    const fresh = accessTokenFixture();
    let cookieWorks = false;
    server.use(
      http.post('/users/refresh-token', ({ response }) =>
        cookieWorks
          ? response(200).json(envelope({ accessToken: fresh }))
          : response(401).json(failure(401, 'No session')),
      ),
      http.get('/blogs', ({ response }) => response(401).json(failure(401, 'jwt expired'))),
    );
    const { user, currentPath, router } = renderApp('/dashboard/courses');
    await screen.findByText(`Welcome, ${userFixture.username} to Our Courses`);
    const twoMinutesLater = Date.now() + 120_000;
    const clock = vi.spyOn(Date, 'now').mockReturnValue(twoMinutesLater);
    try {
      await router.navigate('/dashboard/blogs?tab=latest');
      await waitFor(() => expect(currentPath()).toBe(`/refresh-token/${token}`));
      expect(localStorage.getItem('user')).not.toBeNull();
      cookieWorks = true;
      server.use(
        http.get('/blogs', ({ response }) => response(200).json(envelope({ blogs: [], totalBlogs: 0 }))),
      );
      await user.click(await screen.findByRole('button', { name: 'Refresh Token' }));
      await waitFor(() => expect(currentPath()).toBe('/dashboard/blogs'));
      expect(router.state.location.search).toBe('?tab=latest');
      expect(localStorage.getItem('token')).toBe(fresh);
    } finally {
      clock.mockRestore();
    }
  });
});

describe('logout', () => {
  it('calls the server, clears storage and state and opens /auth/login', async () => {
    storeSession();
    let loggedOut = false;
    server.use(
      http.get('/users/logout', ({ response }) => {
        loggedOut = true;
        return response(200).json({ statusCode: 200, data: null, message: 'Logged out', success: true });
      }),
    );
    const { user, currentPath } = renderApp('/dashboard/courses');
    await screen.findByText(`Welcome, ${userFixture.username} to Our Courses`);
    await user.click(screen.getAllByRole('button', { name: 'Logout' })[0]!);
    await waitFor(() => expect(currentPath()).toBe('/auth/login'));
    expect(loggedOut).toBe(true);
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });
});

describe('public pages and unknown paths', () => {
  it('an unknown path shows the 404 text', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByText('404 Page not found | Not Design yet')).toBeInTheDocument();
  });

  it('an unknown dashboard path shows the 404 text too', async () => {
    storeSession();
    renderApp('/dashboard/nothing-here');
    expect(await screen.findByText('404 Page not found | Not Design yet')).toBeInTheDocument();
  });

  it.each(['/tutorials', '/community', '/courses', '/projects', '/resources', '/challenges', '/contact'])(
    '%s is a real public page, not the 404 page (D27)',
    async (path) => {
      renderApp(path);
      expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
      expect(screen.queryByText('404 Page not found | Not Design yet')).not.toBeInTheDocument();
    },
  );

  it('/site opens /site/about', async () => {
    const { currentPath } = renderApp('/site');
    await waitFor(() => expect(currentPath()).toBe('/site/about'));
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
  });

  it("the landing page shows the headline and 'Sign In' for a visitor", async () => {
    renderApp('/');
    expect(await screen.findByText('An Online Learning Platform, For Web Developers')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Sign In' }).length).toBeGreaterThan(0);
  });

  it("the landing header shows 'Courses' instead of 'Sign In' once signed in", async () => {
    storeSession();
    renderApp('/');
    await screen.findByText('An Online Learning Platform, For Web Developers');
    const banner = screen.getByRole('banner');
    expect(banner).toHaveTextContent('Courses');
    expect(banner).not.toHaveTextContent('Sign In');
  });

  it('the reset-password page without a token goes to /auth/login', async () => {
    const { currentPath } = renderApp('/auth/reset-password');
    await waitFor(() => expect(currentPath()).toBe('/auth/login'));
  });
});
