import { accessTokenFixture, envelope, failure, http, invalid } from '@devlearn/api-client/mocks';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, storeSession } from '../../../test/renderApp';
import { server } from '../../../test/setup';

describe('/auth/email-verification', () => {
  it("without a registered email it says 'Please register first!' and opens the register page", async () => {
    const { currentPath } = renderApp('/auth/email-verification');
    expect(await screen.findByText('Please register first!')).toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toBe('/auth/register'));
  });

  it("'Resend Mail' mails the link again and says so", async () => {
    sessionStorage.setItem('devlearn.pendingEmail.verification', 'ada@example.com');
    let resentTo: unknown;
    server.use(
      http.post('/users/resend-verify-email', async ({ request, response }) => {
        resentTo = await request.json();
        return response(200).json(envelope(null, 'Verification link sent to your email!'));
      }),
    );
    const { user } = renderApp('/auth/email-verification');
    await user.click(await screen.findByRole('button', { name: 'Resend Mail' }));
    expect(await screen.findByText('Verification link sent to your email!')).toBeInTheDocument();
    expect(resentTo).toEqual({ email: 'ada@example.com' });
  });

  it("a failed resend says 'Failed to resend verification link. Please try again later.'", async () => {
    sessionStorage.setItem('devlearn.pendingEmail.verification', 'ada@example.com');
    server.use(
      http.post('/users/resend-verify-email', ({ response }) =>
        response(429).json(failure(429, 'Too many attempts.')),
      ),
    );
    const { user } = renderApp('/auth/email-verification');
    await user.click(await screen.findByRole('button', { name: 'Resend Mail' }));
    expect(
      await screen.findByText('Failed to resend verification link. Please try again later.'),
    ).toBeInTheDocument();
  });
});

describe('/auth/email-verification/{token}', () => {
  it('a valid link verifies the email and opens the login page', async () => {
    const { currentPath } = renderApp('/auth/email-verification/verify-token-0123456789');
    expect(await screen.findByText('Email verification successful. You can now login.')).toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toBe('/auth/login'));
  });

  it('a bad link shows the error and opens the register page', async () => {
    server.use(
      http.get('/users/verify-email/{token}', ({ response }) =>
        response(422).json(
          invalid('Invalid token. Please try again.', [
            { field: 'token', message: 'Invalid token. Please try again.' },
          ]),
        ),
      ),
    );
    const { currentPath } = renderApp('/auth/email-verification/used-token-0123456789');
    expect(await screen.findByText('Invalid token. Please try again.')).toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toBe('/auth/register'));
  });
});

describe('Google sign-in', () => {
  it("the error page shows the error parameter, or 'Please try again.', and leads back to login", async () => {
    const first = renderApp('/auth/google/error?error=access_denied');
    expect(await screen.findByText('access_denied')).toBeInTheDocument();
    first.unmount();

    const { user, currentPath } = renderApp('/auth/google/error');
    expect(await screen.findByText('Please try again.')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Go back to Login' }));
    await waitFor(() => expect(currentPath()).toBe('/auth/login'));
  });
});

describe('/refresh-token/{token}', () => {
  it("'Refresh Token' stores the new access token and opens the course home", async () => {
    const { token: expired } = storeSession({ token: accessTokenFixture(-60) });
    const fresh = accessTokenFixture();
    server.use(
      http.post('/users/refresh-token', ({ response }) =>
        response(200).json(envelope({ accessToken: fresh })),
      ),
    );
    const { user, currentPath } = renderApp(`/refresh-token/${expired}`);
    expect(
      (await screen.findAllByText('Your token has expired. Click the button to refresh it.')).length,
    ).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'Refresh Token' }));
    await waitFor(() => expect(currentPath()).toBe('/dashboard/courses'));
    expect(localStorage.getItem('token')).toBe(fresh);
  });

  it("a refused refresh says 'Failed to refresh token. Please Login!', clears storage and opens login", async () => {
    const { token: expired } = storeSession({ token: accessTokenFixture(-60) });
    server.use(
      http.post('/users/refresh-token', ({ response }) =>
        response(401).json(failure(401, 'Invalid refresh token')),
      ),
    );
    const { user, currentPath } = renderApp(`/refresh-token/${expired}`);
    await user.click(await screen.findByRole('button', { name: 'Refresh Token' }));
    expect(await screen.findByText('Failed to refresh token. Please Login!')).toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toBe('/auth/login'));
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it("a token that is not the stored one says 'Invalid refresh token. Please Login!'", async () => {
    storeSession({ token: accessTokenFixture(-60) });
    const { user, currentPath } = renderApp('/refresh-token/some.other.token');
    await user.click(await screen.findByRole('button', { name: 'Refresh Token' }));
    expect(await screen.findByText('Invalid refresh token. Please Login!')).toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toBe('/auth/login'));
    expect(localStorage.getItem('token')).toBeNull();
  });
});
