import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NotificationList, type NotificationListItem } from './NotificationList';

/** Stories' notifications: an unread reply and mention, read grouped likes and a single like. */
const notifications: NotificationListItem[] = [
  {
    _id: 'n-reply',
    kind: 'reply',
    href: '/dashboard/courses/c1/lessons/l1#comment-c1',
    read: false,
    createdAt: '2026-11-20T10:00:00.000Z',
    actor: { username: 'grace_hopper' },
    excerpt: 'Strict mode mounts components twice to surface missing clean-ups.',
  },
  {
    _id: 'n-mention',
    kind: 'mention',
    href: '/dashboard/courses/c1/lessons/l2#comment-c9',
    read: false,
    createdAt: '2026-11-19T08:30:00.000Z',
    actor: { username: 'linus' },
    excerpt: '@ada_lovelace have a look at the useEffect docs.',
  },
  {
    _id: 'n-likes',
    kind: 'blogLike',
    href: '/dashboard/blogs/b1',
    read: true,
    createdAt: '2026-11-18T18:00:00.000Z',
    actor: { username: 'grace_hopper' },
    excerpt: 'Routing in React Router 7',
    count: 4,
  },
  {
    _id: 'n-like',
    kind: 'blogLike',
    href: '/dashboard/blogs/b2',
    read: true,
    createdAt: '2026-11-17T12:00:00.000Z',
    actor: { username: 'linus' },
    excerpt: 'CSS grid in practice',
    count: 1,
  },
];

const meta = {
  title: 'Learning/NotificationList',
  component: NotificationList,
  args: { notifications, onMarkRead: fn(), onMarkAllRead: fn(), onRetry: fn(), onNavigate: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-md p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NotificationList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Mixed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    await expect(
      canvas.getByRole('link', { name: 'Unread: grace_hopper replied to your comment' }),
    ).toHaveAttribute('href', '/dashboard/courses/c1/lessons/l1#comment-c1');
    await expect(canvas.getByRole('link', { name: 'Unread: linus mentioned you' })).toBeVisible();
    // Likes are grouped per blog per day: one item says how many.
    await expect(
      canvas.getByRole('link', { name: 'grace_hopper and 3 others liked your blog' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'linus liked your blog' })).toBeVisible();
    await expect(items[0]).toHaveAttribute('data-state', 'unread');
    await expect(items[2]).toHaveAttribute('data-state', 'read');
  },
};

export const MarksOneRead: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // Only unread items offer it.
    await expect(canvas.getAllByRole('button', { name: /^Mark as read/ })).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Mark as read: linus mentioned you' }));
    await expect(args.onMarkRead).toHaveBeenCalledWith('n-mention');
  },
};

export const MarksAllRead: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Mark all as read' }));
    await expect(args.onMarkAllRead).toHaveBeenCalledTimes(1);
  },
};

export const FollowsALink: Story = {
  play: async ({ canvasElement, args }) => {
    const link = within(canvasElement).getByRole('link', { name: /linus mentioned you/ });
    // The story stays on its page: the click is heard, the navigation prevented.
    link.addEventListener('click', (event) => event.preventDefault(), { once: true });
    await userEvent.click(link);
    await expect(args.onNavigate).toHaveBeenCalledWith(notifications[1]);
  },
};

export const AllRead: Story = {
  args: { notifications: notifications.map((item) => ({ ...item, read: true })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Mark all as read' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^Mark as read/ })).toBeNull();
  },
};

export const Empty: Story = {
  args: { notifications: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('You have no notifications yet')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Mark all as read' })).toBeNull();
  },
};

export const Loading: Story = {
  args: { notifications: [], isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading notifications' })).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: { notifications: [], error: 'Could not load your notifications' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Could not load your notifications');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
