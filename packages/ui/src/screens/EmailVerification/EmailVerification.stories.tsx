import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EmailVerification } from './EmailVerification';

const meta = {
  title: 'Screens/Auth/EmailVerification',
  component: EmailVerification,
  args: { email: 'ada@example.com', onResend: fn() },
} satisfies Meta<typeof EmailVerification>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Check your email for verification link')).toBeVisible();
    await expect(canvas.getByText('ada@example.com')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Resend Mail' }));
    await expect(args.onResend).toHaveBeenCalledOnce();
  },
};

export const Resending: Story = {
  args: { isResending: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Resend Mail' })).toBeDisabled();
  },
};

export const Resent: Story = { args: { notice: 'Verification link sent to your email!' } };

export const ResendFailed: Story = {
  args: { error: 'Failed to resend verification link. Please try again later.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Failed to resend verification link',
    );
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
