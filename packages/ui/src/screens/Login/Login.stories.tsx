import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../../components/Button';
import { Login } from './Login';

const meta = {
  title: 'Screens/Auth/Login',
  component: Login,
  args: { onSubmit: fn(), googleSignInHref: '/api/v1/users/google' },
} satisfies Meta<typeof Login>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/auth/forgot-password',
    );
    await expect(canvas.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/auth/register');
    await expect(canvas.getByRole('link', { name: 'Sign in with Google' })).toHaveAttribute(
      'href',
      '/api/v1/users/google',
    );
  },
};

export const Filled: Story = {
  args: { defaultValues: { email: 'ada@example.com', password: 's3cretpass' } },
};

export const RequiredMessages: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await expect(await canvas.findByText('Email is required')).toBeVisible();
    await expect(canvas.getByText('Password is required')).toBeVisible();
    await expect(canvas.getByLabelText('Email')).toHaveAccessibleDescription('Email is required');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const InvalidValues: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Email'), 'ada@');
    await userEvent.type(canvas.getByLabelText('Password'), 'short');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await expect(await canvas.findByText('Email is invalid')).toBeVisible();
    await expect(canvas.getByText('Password must be at least 8 characters long')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const SubmitsTrimmedValues: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Email'), '  ada@example.com ');
    await userEvent.type(canvas.getByLabelText('Password'), 's3cretpass');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      { email: 'ada@example.com', password: 's3cretpass' },
      expect.anything(),
    );
  },
};

export const Submitting: Story = {
  args: { ...Filled.args, isSubmitting: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Sign In' })).toBeDisabled();
  },
};

export const ServerFieldError: Story = {
  args: { ...Filled.args, serverFieldErrors: { email: 'Email is invalid' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Email is invalid')).toBeVisible();
    await expect(canvas.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const ServerError: Story = {
  args: { ...Filled.args, serverError: 'Invalid email or password' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Invalid email or password');
  },
};

export const UnverifiedEmail: Story = {
  args: {
    ...Filled.args,
    serverError: 'Please verify your email before signing in.',
    serverErrorAction: (
      <Button size="sm" variant="secondary">
        Resend Mail
      </Button>
    ),
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
export const Tablet: Story = { globals: { viewport: { value: 'tablet', isRotated: false } } };
