import {
  accessTokenFixture,
  envelope,
  failure,
  http,
  invalid,
  userFixture,
} from '@devlearn/api-client/mocks';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/renderApp';
import { server } from '../../../test/setup';

const passwordInput = () => screen.getByLabelText('Password', { selector: 'input' });

describe('/auth/login', () => {
  it('an empty form shows every required message at once and calls nothing', async () => {
    const { user } = renderApp('/auth/login');
    await user.click(await screen.findByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
  });

  it('shows the invalid-email and too-short-password messages', async () => {
    const { user } = renderApp('/auth/login');
    await user.type(await screen.findByLabelText('Email'), 'nobody@');
    await user.type(passwordInput(), '1234567');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Email is invalid')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters long')).toBeInTheDocument();
  });

  it('signs in with trimmed values, stores token and user, and opens the course home', async () => {
    let sentBody: unknown;
    const accessToken = accessTokenFixture();
    server.use(
      http.post('/users/login', async ({ request, response }) => {
        sentBody = await request.json();
        return response(200).json(envelope({ user: userFixture, accessToken }));
      }),
    );
    const { user, currentPath } = renderApp('/auth/login');
    await user.type(await screen.findByLabelText('Email'), '  ada@example.com  ');
    await user.type(passwordInput(), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(currentPath()).toBe('/dashboard/courses'));
    expect(sentBody).toEqual({ email: 'ada@example.com', password: 'correct horse' });
    expect(localStorage.getItem('token')).toBe(accessToken);
    expect(JSON.parse(localStorage.getItem('user')!)._id).toBe(userFixture._id);
  });

  it("a wrong password shows the server's message and stays on the form", async () => {
    server.use(
      http.post('/users/login', ({ response }) =>
        response(401).json(failure(401, 'Invalid email or password')),
      ),
    );
    const { user, currentPath } = renderApp('/auth/login');
    await user.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await user.type(passwordInput(), 'wrong password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument();
    expect(currentPath()).toBe('/auth/login');
  });

  it('a 422 shows its first field message, as a toast and beside the field', async () => {
    server.use(
      http.post('/users/login', ({ response }) =>
        response(422).json(
          invalid('Validation failed', [
            { field: 'email', message: 'Email is invalid' },
            { field: 'password', message: 'Password must be at most 128 characters long' },
          ]),
        ),
      ),
    );
    const { user } = renderApp('/auth/login');
    await user.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await user.type(passwordInput(), 'long enough');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(screen.getAllByText('Email is invalid')).toHaveLength(2));
    expect(screen.queryByText('Validation failed')).not.toBeInTheDocument();
  });

  it("an unverified email (403) leads to 'Check your email' with 'Resend Mail'", async () => {
    server.use(
      http.post('/users/login', ({ response }) =>
        response(403).json(failure(403, 'Please verify your email before signing in')),
      ),
    );
    const { user, currentPath } = renderApp('/auth/login');
    await user.type(await screen.findByLabelText('Email'), 'new@example.com');
    await user.type(passwordInput(), 'long enough');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(currentPath()).toBe('/auth/email-verification'));
    expect(await screen.findByText('new@example.com')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend Mail' })).toBeInTheDocument();
  });
});

describe('/auth/register', () => {
  it('an empty form shows every required message', async () => {
    const { user } = renderApp('/auth/register');
    await user.click(await screen.findByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('Username is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
  });

  it('shows the too-short username message', async () => {
    const { user } = renderApp('/auth/register');
    await user.type(await screen.findByLabelText('Username'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('Username must be at least 4 characters long')).toBeInTheDocument();
  });

  it("success shows 'Verification link sent to your email!' and the check-your-email page with the address", async () => {
    const { user, currentPath } = renderApp('/auth/register');
    await user.type(await screen.findByLabelText('Username'), 'ada_lovelace');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(passwordInput(), 'long enough');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('Verification link sent to your email!')).toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toBe('/auth/email-verification'));
    expect(await screen.findByText('Check your email for verification link')).toBeInTheDocument();
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
  });

  it("a taken email shows the server's message", async () => {
    server.use(
      http.post('/users/register', ({ response }) =>
        response(409).json(failure(409, 'Email is already registered')),
      ),
    );
    const { user, currentPath } = renderApp('/auth/register');
    await user.type(await screen.findByLabelText('Username'), 'ada_lovelace');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(passwordInput(), 'long enough');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('Email is already registered')).toBeInTheDocument();
    expect(currentPath()).toBe('/auth/register');
  });
});

describe('password reset by OTP', () => {
  it("'Send OTP' with an empty email shows 'Email is required'", async () => {
    const { user } = renderApp('/auth/forgot-password');
    await user.click(await screen.findByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
  });

  it('runs forgot-password -> verify-otp -> reset-password -> login with the spec toasts', async () => {
    const { user, currentPath } = renderApp('/auth/forgot-password');
    await user.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText('OTP sent to your email!')).toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toBe('/auth/verify-otp'));

    const otp = await screen.findByLabelText('OTP');
    await user.type(otp, '12ab34-56');
    expect(otp).toHaveValue('123456');
    await user.click(screen.getByRole('button', { name: 'Confirm OTP' }));
    expect(await screen.findByText('OTP verified successfully!')).toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toBe('/auth/reset-password/reset-token-0123456789abcdef'));

    await user.type(await screen.findByLabelText('New Password', { selector: 'input' }), 'new password');
    await user.type(screen.getByLabelText('Confirm Password', { selector: 'input' }), 'new password');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('Password reset successfully!')).toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toBe('/auth/login'));
  });

  it("the OTP form's messages: empty, and not six digits", async () => {
    sessionStorage.setItem('devlearn.pendingEmail.otp', 'ada@example.com');
    const { user } = renderApp('/auth/verify-otp');
    await user.click(await screen.findByRole('button', { name: 'Confirm OTP' }));
    expect(await screen.findByText('Please enter the OTP.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('OTP'), '123');
    await user.click(screen.getByRole('button', { name: 'Confirm OTP' }));
    expect(await screen.findByText('Invalid OTP. Please try again.')).toBeInTheDocument();
  });

  it("confirming an OTP before one was sent says 'Please send the OTP to your email first.'", async () => {
    const { user, currentPath } = renderApp('/auth/verify-otp');
    await user.type(await screen.findByLabelText('OTP'), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm OTP' }));
    expect(await screen.findByText('Please send the OTP to your email first.')).toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toBe('/auth/forgot-password'));
  });

  it("the reset form's messages: too short and not matching", async () => {
    const { user } = renderApp('/auth/reset-password/reset-token-0123456789abcdef');
    await user.type(await screen.findByLabelText('New Password', { selector: 'input' }), 'short');
    await user.type(screen.getByLabelText('Confirm Password', { selector: 'input' }), 'different pw');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('New Password must be at least 8 characters long')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('New Password', { selector: 'input' }));
    await user.type(screen.getByLabelText('New Password', { selector: 'input' }), 'long enough');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('Passwords must match')).toBeInTheDocument();
  });

  it('a wrong OTP (422) shows its message', async () => {
    sessionStorage.setItem('devlearn.pendingEmail.otp', 'ada@example.com');
    server.use(
      http.post('/users/verify-otp', ({ response }) =>
        response(422).json(
          invalid('Invalid OTP. Please try again.', [
            { field: 'otp', message: 'Invalid OTP. Please try again.' },
          ]),
        ),
      ),
    );
    const { user, currentPath } = renderApp('/auth/verify-otp');
    await user.type(await screen.findByLabelText('OTP'), '000000');
    await user.click(screen.getByRole('button', { name: 'Confirm OTP' }));
    await waitFor(() =>
      expect(screen.getAllByText('Invalid OTP. Please try again.').length).toBeGreaterThan(0),
    );
    expect(currentPath()).toBe('/auth/verify-otp');
  });
});
