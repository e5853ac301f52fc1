import { failure, http, invalid, profileFixture } from '@devlearn/api-client/mocks';
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp, storeSession } from '../../../test/renderApp';
import { server } from '../../../test/setup';

describe('/dashboard/profile', () => {
  it("submitting without a change says 'At least one field must be updated'", async () => {
    storeSession();
    const { user } = renderApp('/dashboard/profile');
    await screen.findByDisplayValue(profileFixture.firstName);
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));
    expect(await screen.findByText('At least one field must be updated')).toBeInTheDocument();
  });

  it("sends only the changed field, says 'Profile updated successfully!' and keeps the stored user in step", async () => {
    storeSession();
    let sent: unknown;
    server.use(
      http.patch('/profile', async ({ request, response }) => {
        sent = await request.json();
        return response(200).json({
          statusCode: 200,
          data: { ...profileFixture, firstName: 'Augusta' },
          message: 'Profile updated successfully!',
          success: true,
        });
      }),
    );
    const { user } = renderApp('/dashboard/profile');
    const firstName = await screen.findByLabelText('First Name');
    await user.clear(firstName);
    await user.type(firstName, ' Augusta ');
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));
    expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
    expect(sent).toEqual({ firstName: 'Augusta' });
    await waitFor(() => expect(JSON.parse(localStorage.getItem('user')!).firstName).toBe('Augusta'));
  });

  it("'Email me about replies and mentions' saves the setting as it is unticked (issue 42)", async () => {
    storeSession();
    let sent: unknown;
    server.use(
      http.patch('/profile', async ({ request, response }) => {
        sent = await request.json();
        return response(200).json({
          statusCode: 200,
          data: { ...profileFixture, emailNotifications: false },
          message: 'Profile updated successfully!',
          success: true,
        });
      }),
    );
    const { user } = renderApp('/dashboard/profile');
    const setting = await screen.findByRole('checkbox', { name: 'Email me about replies and mentions' });
    await waitFor(() => expect(setting).toBeEnabled());
    expect(setting).toBeChecked();
    await user.click(setting);
    expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
    expect(sent).toEqual({ emailNotifications: false });
    await waitFor(() => expect(setting).not.toBeChecked());
  });

  it('shows the field rules: names of 2+ characters and a 10-digit phone number', async () => {
    storeSession();
    const { user } = renderApp('/dashboard/profile');
    const firstName = await screen.findByLabelText('First Name');
    await user.clear(firstName);
    await user.type(firstName, 'A');
    const phone = screen.getByLabelText('Phone Number');
    await user.clear(phone);
    await user.type(phone, '12345');
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));
    expect(await screen.findByText('First name must be at least 2 characters long')).toBeInTheDocument();
    expect(screen.getByText('Phone number must be exactly 10 digits')).toBeInTheDocument();
  });

  it('a 422 from the server shows its first field message', async () => {
    storeSession();
    server.use(
      http.patch('/profile', ({ response }) =>
        response(422).json(
          invalid('Validation failed', [{ field: 'email', message: 'Email is already registered' }]),
        ),
      ),
    );
    const { user } = renderApp('/dashboard/profile');
    const email = await screen.findByLabelText('Email');
    await user.clear(email);
    await user.type(email, 'grace@example.com');
    await user.type(await screen.findByLabelText('Current Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));
    await waitFor(() => expect(screen.getAllByText('Email is already registered').length).toBeGreaterThan(0));
  });

  it('a new email asks for the current password and shows where the link went (D36)', async () => {
    storeSession();
    let sent: unknown;
    const message =
      'Check ada@new.example to confirm your new email. Until then, sign in with ada@example.com.';
    server.use(
      http.patch('/profile', async ({ request, response }) => {
        sent = await request.json();
        return response(200).json({
          statusCode: 200,
          data: { ...profileFixture, pendingEmail: 'ada@new.example' },
          message,
          success: true,
        });
      }),
    );
    const { user } = renderApp('/dashboard/profile');
    const email = await screen.findByLabelText('Email');
    await user.clear(email);
    await user.type(email, 'ada@new.example');
    await user.type(await screen.findByLabelText('Current Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(sent).toEqual({ email: 'ada@new.example', currentPassword: 'correct horse' });
    expect(await screen.findByText(/Waiting for ada@new.example to be confirmed/)).toBeInTheDocument();
  });

  it('a failed update shows its message', async () => {
    storeSession();
    server.use(
      http.patch('/profile', ({ response }) =>
        response.untyped(HttpResponse.json(failure(500, 'Profile store is down'), { status: 500 })),
      ),
    );
    const { user } = renderApp('/dashboard/profile');
    const lastName = await screen.findByLabelText('Last Name');
    await user.clear(lastName);
    await user.type(lastName, 'Byron');
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));
    expect(await screen.findByText('Profile store is down')).toBeInTheDocument();
  });
});
