import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { blogSummariesFixture, userFixture } from '@devlearn/api-client/mocks';
import { placeholderImage } from '../../lib/placeholderImage';
import { DashboardLayout } from '../DashboardLayout';
import { MyBlogs } from './MyBlogs';

const ownBlogs = blogSummariesFixture
  .filter((blog) => blog.author._id === userFixture._id)
  .map((blog, index) => ({ ...blog, blogImage: { url: placeholderImage(`Mine ${index + 1}`) } }));

const meta = {
  title: 'Screens/Dashboard/MyBlogs',
  component: MyBlogs,
  args: { blogs: ownBlogs, totalBlogs: ownBlogs.length, onShowMore: fn() },
  decorators: [
    (Story) => (
      <DashboardLayout
        user={{ username: userFixture.username, avatar: null }}
        currentPath="/dashboard/my-blogs"
        onLogout={() => {}}
      >
        <Story />
      </DashboardLayout>
    ),
  ],
} satisfies Meta<typeof MyBlogs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'My Blogs' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Create Blogs' })).toHaveAttribute(
      'href',
      '/dashboard/create-blog',
    );
    await expect(canvas.getAllByRole('article')).toHaveLength(ownBlogs.length);
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };

export const Empty: Story = {
  args: { blogs: [], totalBlogs: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No Blogs here.')).toBeVisible();
  },
};

export const Loading: Story = { args: { isLoading: true, blogs: [], totalBlogs: 0 } };

export const Failed: Story = { args: { blogs: [], totalBlogs: 0, error: 'Something went wrong' } };

export const MorePages: Story = {
  args: { totalBlogs: ownBlogs.length + 6 },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show more' }));
    await expect(args.onShowMore).toHaveBeenCalledTimes(1);
  },
};

export const LoadingMore: Story = { args: { totalBlogs: ownBlogs.length + 6, isLoadingMore: true } };
