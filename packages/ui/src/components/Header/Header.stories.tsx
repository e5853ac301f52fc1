import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { NotificationBell } from '../NotificationBell';
import { Header } from './Header';

const meta = {
  title: 'Site/Header',
  component: Header,
  args: { isSignedIn: false },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedOut: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth/login');
    await expect(canvas.queryByRole('link', { name: 'Courses' })).toBeNull();
  },
};

export const SignedIn: Story = {
  args: { isSignedIn: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Courses' })).toHaveAttribute('href', '/dashboard/courses');
    await expect(canvas.queryByRole('link', { name: 'Sign In' })).toBeNull();
  },
};

export const SignedInWithBell: Story = {
  args: {
    isSignedIn: true,
    actions: <NotificationBell unreadCount={3} notifications={[]} onMarkRead={fn()} onMarkAllRead={fn()} />,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const header = canvas.getByRole('banner');
    await expect(within(header).getByRole('button', { name: 'Notifications, 3 unread' })).toBeVisible();
    await expect(within(header).getByRole('link', { name: 'Courses' })).toBeVisible();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
