import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { moderationQueueFixture } from '@devlearn/api-client/mocks';
import { ModerationQueue, type ModerationQueueItem, type ModerationQueueProps } from './ModerationQueue';

const items: ModerationQueueItem[] = moderationQueueFixture.items.map((item) => ({
  ...item,
  href:
    item.target.type === 'blog'
      ? `/dashboard/blogs/${item.target.blogId}`
      : `/dashboard/courses/${item.target.courseId}/lessons/${item.target.lessonId}#comment-${item.target.commentId}`,
}));
const [comment, blog] = items as [ModerationQueueItem, ModerationQueueItem];

const meta = {
  title: 'Learning/ModerationQueue',
  component: ModerationQueue,
  args: { items, total: moderationQueueFixture.total, onAction: fn(), onRetry: fn(), onLoadMore: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-3xl p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ModerationQueue>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OpenReports: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Moderation', level: 1 })).toBeVisible();
    await expect(canvas.getByText('2 items with open reports')).toBeVisible();
    const entries = canvasElement.querySelectorAll('[data-slot=moderation-item]');
    await expect(entries).toHaveLength(2);
    const commentEntry = within(entries[0] as HTMLElement);
    await expect(commentEntry.getByText('Comment')).toBeVisible();
    await expect(commentEntry.getByText('2 reports')).toBeVisible();
    await expect(commentEntry.getByText('Spam')).toBeVisible();
    await expect(commentEntry.getByText('Off topic')).toBeVisible();
    await expect(commentEntry.getByRole('link', { name: /return a clean-up/ })).toHaveAttribute(
      'href',
      comment.href,
    );
    const blogEntry = within(entries[1] as HTMLElement);
    await expect(blogEntry.getByText('1 report')).toBeVisible();
    await expect(blogEntry.getByText('No reason given')).toBeVisible();
  },
};

export const HidesAComment: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: `Hide comment by ${comment.author.username}` }));
    await expect(args.onAction).toHaveBeenCalledWith(comment, 'hide');
  },
};

export const DismissesReports: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('button', { name: `Dismiss reports on blog by ${blog.author.username}` }),
    );
    await expect(args.onAction).toHaveBeenCalledWith(blog, 'dismiss');
  },
};

/** The app replaces the item with the server's answer; this wrapper does too. */
function LiveQueue(props: ModerationQueueProps) {
  const [list, setList] = useState(props.items);
  return (
    <ModerationQueue
      {...props}
      items={list}
      onAction={async (item, action) => {
        await props.onAction(item, action);
        setList((all) =>
          all.map((entry) =>
            entry.targetId === item.targetId
              ? { ...entry, state: action === 'hide' ? 'hidden' : 'visible' }
              : entry,
          ),
        );
      }}
    />
  );
}

export const HideThenRestore: Story = {
  render: (args) => <LiveQueue {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: `Hide comment by ${comment.author.username}` }));
    const restore = await canvas.findByRole('button', {
      name: `Restore comment by ${comment.author.username}`,
    });
    await expect(canvasElement.querySelector('[data-slot=moderation-item]')).toHaveAttribute(
      'data-state',
      'hidden',
    );
    await userEvent.click(restore);
    await expect(args.onAction).toHaveBeenLastCalledWith(
      expect.objectContaining({ state: 'hidden' }),
      'restore',
    );
    await expect(
      await canvas.findByRole('button', { name: `Hide comment by ${comment.author.username}` }),
    ).toBeVisible();
  },
};

export const BusyWhileActing: Story = {
  args: { onAction: fn(() => new Promise(() => undefined)) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const hide = canvas.getByRole('button', { name: `Hide comment by ${comment.author.username}` });
    await userEvent.click(hide);
    await waitFor(() => expect(hide).toBeDisabled());
    await expect(
      canvas.getByRole('button', { name: `Dismiss reports on comment by ${comment.author.username}` }),
    ).toBeDisabled();
    // The other item stays usable.
    await expect(canvas.getByRole('button', { name: `Hide blog by ${blog.author.username}` })).toBeEnabled();
  },
};

export const HiddenItem: Story = { args: { items: [{ ...comment, state: 'hidden' }], total: 1 } };

export const Empty: Story = {
  args: { items: [], total: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No open reports')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { items: [], isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading reports' })).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: { items: [], error: 'Could not load the reports' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Could not load the reports');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const MoreToLoad: Story = {
  args: { hasMore: true, total: 30 },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Load more' }));
    await expect(args.onLoadMore).toHaveBeenCalledTimes(1);
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
