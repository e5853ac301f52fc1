import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RefreshToken } from './RefreshToken';

const meta = {
  title: 'Screens/Auth/RefreshToken',
  component: RefreshToken,
  args: { onRefresh: fn() },
} satisfies Meta<typeof RefreshToken>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Your token has expired. Click the button to refresh it.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh Token' }));
    await expect(args.onRefresh).toHaveBeenCalledOnce();
  },
};

export const Refreshing: Story = {
  args: { isRefreshing: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Refresh Token' })).toBeDisabled();
  },
};

export const Failed: Story = {
  args: { error: 'Failed to refresh token. Please Login!' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Failed to refresh token. Please Login!',
    );
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
