import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Unsubscribe } from './Unsubscribe';

const meta = {
  title: 'Screens/Notifications/Unsubscribe',
  component: Unsubscribe,
  args: { onUnsubscribe: fn() },
} satisfies Meta<typeof Unsubscribe>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Unsubscribe' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Unsubscribe' }));
    await expect(args.onUnsubscribe).toHaveBeenCalledOnce();
  },
};

export const Sending: Story = {
  args: { isPending: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Unsubscribe' })).toBeDisabled();
  },
};

export const Done: Story = {
  args: { doneMessage: 'You will no longer get these mails.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('You will no longer get these mails.');
    await expect(canvas.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
  },
};

export const InvalidLink: Story = {
  args: { failed: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'This link is not valid. Turn the mails off on your profile page instead.',
    );
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
