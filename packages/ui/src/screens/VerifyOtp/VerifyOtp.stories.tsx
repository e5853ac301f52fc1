import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { VerifyOtp } from './VerifyOtp';

const meta = {
  title: 'Screens/Auth/VerifyOtp',
  component: VerifyOtp,
  args: { onSubmit: fn(), email: 'ada@example.com' },
} satisfies Meta<typeof VerifyOtp>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('ada@example.com')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Resend OTP' })).toHaveAttribute(
      'href',
      '/auth/forgot-password',
    );
  },
};

export const Filled: Story = { args: { defaultValues: { otp: '482913' } } };

export const AcceptsOnlyDigits: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('OTP');
    await userEvent.type(input, '4a8-2 9x13 77');
    await expect(input).toHaveValue('482913');
  },
};

export const EmptyMessage: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm OTP' }));
    await expect(await canvas.findByText('Please enter the OTP.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const WrongLengthMessage: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('OTP'), '1234');
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm OTP' }));
    await expect(await canvas.findByText('Invalid OTP. Please try again.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const SubmitsSixDigits: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('OTP'), '012345');
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm OTP' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ otp: '012345' }, expect.anything());
  },
};

export const Submitting: Story = {
  args: { ...Filled.args, isSubmitting: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Confirm OTP' })).toBeDisabled();
  },
};

export const ServerRejectsCode: Story = {
  args: { ...Filled.args, serverFieldErrors: { otp: 'Invalid OTP. Please try again.' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Invalid OTP. Please try again.')).toBeVisible();
    await expect(canvas.getByLabelText('OTP')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const ServerError: Story = {
  args: { ...Filled.args, serverError: 'Please send the OTP to your email first.' },
};

export const WithoutEmail: Story = { args: { email: undefined } };

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
