import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ResetPassword } from './ResetPassword';

const meta = {
  title: 'Screens/Auth/ResetPassword',
  component: ResetPassword,
  args: { onSubmit: fn() },
} satisfies Meta<typeof ResetPassword>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = {
  args: { defaultValues: { newPassword: 'n3wpassword', confirmPassword: 'n3wpassword' } },
};

export const RequiredMessages: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Change Password' }));
    await expect(await canvas.findByText('New Password is required')).toBeVisible();
    await expect(canvas.getByText('Confirm Password is required')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const TooShort: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('New Password'), 'short');
    await userEvent.type(canvas.getByLabelText('Confirm Password'), 'short');
    await userEvent.click(canvas.getByRole('button', { name: 'Change Password' }));
    await expect(await canvas.findByText('New Password must be at least 8 characters long')).toBeVisible();
    await expect(canvas.getByText('Confirm Password must be at least 8 characters long')).toBeVisible();
  },
};

export const PasswordsMustMatch: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('New Password'), 'n3wpassword');
    await userEvent.type(canvas.getByLabelText('Confirm Password'), 'n3wpassw0rd');
    await userEvent.click(canvas.getByRole('button', { name: 'Change Password' }));
    await expect(await canvas.findByText('Passwords must match')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const SubmitsMatchingPasswords: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('New Password'), 'n3wpassword');
    await userEvent.type(canvas.getByLabelText('Confirm Password'), 'n3wpassword');
    await userEvent.click(canvas.getByRole('button', { name: 'Change Password' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      { newPassword: 'n3wpassword', confirmPassword: 'n3wpassword' },
      expect.anything(),
    );
  },
};

export const Submitting: Story = {
  args: { ...Filled.args, isSubmitting: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Change Password' })).toBeDisabled();
  },
};

export const ServerError: Story = {
  args: { ...Filled.args, serverError: 'Invalid token. Please try again.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Invalid token. Please try again.',
    );
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
