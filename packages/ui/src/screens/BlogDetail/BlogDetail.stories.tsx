import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { blogsFixture, otherUserFixture, userFixture } from '@devlearn/api-client/mocks';
import { placeholderImage } from '../../lib/placeholderImage';
import { DashboardLayout } from '../DashboardLayout';
import { BlogDetail } from './BlogDetail';

// blogsFixture[0] is written by userFixture.
const blog = { ...blogsFixture[0]!, blogImage: { url: placeholderImage('Week 1', 1280, 720) } };

const meta = {
  title: 'Screens/Dashboard/BlogDetail',
  component: BlogDetail,
  args: { blog, currentUserId: userFixture._id, onToggleLike: fn(), onDelete: fn() },
  decorators: [
    (Story) => (
      <DashboardLayout
        user={{ username: userFixture.username, avatar: null }}
        currentPath="/dashboard/blogs"
        onLogout={() => {}}
      >
        <Story />
      </DashboardLayout>
    ),
  ],
} satisfies Meta<typeof BlogDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Author: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Delete Blog' })).toBeVisible();
    // D33: the author may also edit.
    await expect(canvas.getByRole('link', { name: 'Edit Blog' })).toHaveAttribute(
      'href',
      `/dashboard/blogs/${args.blog!._id}/edit`,
    );
  },
};

export const Reader: Story = {
  args: { currentUserId: otherUserFixture._id },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Delete Blog' })).toBeNull();
    await expect(within(canvasElement).queryByRole('link', { name: 'Edit Blog' })).toBeNull();
  },
};

export const ReaderReports: Story = {
  args: { currentUserId: otherUserFixture._id, onReport: fn(async () => undefined) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Report' }));
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await expect(args.onReport).toHaveBeenCalledWith(undefined);
  },
};

export const AuthorCannotReport: Story = {
  args: { onReport: fn(async () => undefined) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Report' })).toBeNull();
  },
};

export const Hidden: Story = {
  args: { isHidden: true, currentUserId: otherUserFixture._id, onReport: fn(async () => undefined) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('This blog was hidden by a moderator')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Report' })).toBeNull();
  },
};

export const Deleting: Story = { args: { isDeleting: true } };

export const Loading: Story = { args: { blog: null } };

export const Failed: Story = { args: { blog: null, error: 'Something went wrong' } };

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
