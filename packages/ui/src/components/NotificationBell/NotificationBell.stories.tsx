import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { NotificationListItem } from '../NotificationList';
import { NotificationBell, type NotificationBellProps } from './NotificationBell';

const notifications: NotificationListItem[] = [
  {
    _id: 'n-reply',
    kind: 'reply',
    href: '/dashboard/courses/c1/lessons/l1#comment-c1',
    read: false,
    createdAt: '2026-11-20T10:00:00.000Z',
    actor: { username: 'grace_hopper' },
    excerpt: 'Strict mode mounts components twice.',
  },
  {
    _id: 'n-likes',
    kind: 'blogLike',
    href: '/dashboard/blogs/b1',
    read: true,
    createdAt: '2026-11-18T18:00:00.000Z',
    actor: { username: 'linus' },
    excerpt: 'Routing in React Router 7',
    count: 2,
  },
];

const meta = {
  title: 'Learning/NotificationBell',
  component: NotificationBell,
  args: {
    unreadCount: 1,
    notifications,
    onMarkRead: fn(),
    onMarkAllRead: fn(),
    onOpenChange: fn(),
  },
  decorators: [
    (Story) => (
      <div className="flex min-h-96 justify-end p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NotificationBell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unread: Story = {
  play: async ({ canvasElement }) => {
    const bell = within(canvasElement).getByRole('button', { name: 'Notifications, 1 unread' });
    await expect(bell).toHaveAttribute('aria-expanded', 'false');
  },
};

export const NoneUnread: Story = {
  args: { unreadCount: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Notifications' })).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot=notification-badge]')).toBeNull();
  },
};

export const ManyUnread: Story = {
  args: { unreadCount: 250 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The badge is short; the name keeps the exact count.
    await expect(canvas.getByRole('button', { name: 'Notifications, 99+ unread' })).toHaveTextContent('99+');
  },
};

export const OpensTheList: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    const bell = canvas.getByRole('button', { name: 'Notifications, 1 unread' });
    await userEvent.click(bell);
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    const panel = await page.findByRole('dialog', { name: 'Notifications' });
    await expect(within(panel).getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(within(panel).getByRole('button', { name: /^Mark as read/ }));
    await expect(args.onMarkRead).toHaveBeenCalledWith('n-reply');
    await userEvent.click(within(panel).getByRole('button', { name: 'Mark all as read' }));
    await expect(args.onMarkAllRead).toHaveBeenCalledTimes(1);
    // Escape closes it and gives the focus back to the bell.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await expect(bell).toHaveFocus();
  },
};

export const OpensFromTheKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: /^Notifications/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const panel = await page.findByRole('dialog', { name: 'Notifications' });
    await waitFor(() => expect(panel.contains(panel.ownerDocument.activeElement)).toBe(true));
  },
};

export const ClosesWhenALinkIsFollowed: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: /^Notifications/ }));
    const link = await page.findByRole('link', { name: /replied to your comment/ });
    link.addEventListener('click', (event) => event.preventDefault(), { once: true });
    await userEvent.click(link);
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
  },
};

export const LoadingList: Story = {
  args: { notifications: [], isLoading: true, open: true },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByRole('status', { name: 'Loading notifications' })).toBeVisible();
  },
};

export const ListFailed: Story = {
  args: { notifications: [], error: 'Could not load your notifications', onRetry: fn(), open: true },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByRole('alert')).toHaveTextContent('Could not load your notifications');
  },
};

export const EmptyList: Story = {
  args: { unreadCount: 0, notifications: [], open: true },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByText('You have no notifications yet')).toBeVisible();
  },
};

/** The app polls the count; the bell's name follows it. */
function PollingBell(props: NotificationBellProps) {
  const [count, setCount] = useState(props.unreadCount);
  return (
    <div className="flex items-center gap-4">
      <button type="button" onClick={() => setCount((n) => n + 1)}>
        New notification arrives
      </button>
      <NotificationBell {...props} unreadCount={count} />
    </div>
  );
}

export const CountFollowsTheApp: Story = {
  args: { unreadCount: 0 },
  render: (args) => <PollingBell {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Notifications' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'New notification arrives' }));
    await userEvent.click(canvas.getByRole('button', { name: 'New notification arrives' }));
    await expect(canvas.getByRole('button', { name: 'Notifications, 2 unread' })).toBeVisible();
  },
};
