import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { blogSummariesFixture } from '@devlearn/api-client/mocks';
import { BLOGS_PAGE_SIZE } from '../../lib/product';
import { placeholderImage } from '../../lib/placeholderImage';
import { BlogGrid } from './BlogGrid';

const blogs = blogSummariesFixture.map((blog, index) => ({
  ...blog,
  blogImage: { url: placeholderImage(`Week ${index + 1}`) },
}));

const meta = {
  title: 'Learning/BlogGrid',
  component: BlogGrid,
  args: { blogs: blogs.slice(0, BLOGS_PAGE_SIZE), hasMore: false, onShowMore: fn() },
  decorators: [
    (Story) => (
      <div className="flex flex-col gap-6 p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BlogGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllLoaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(BLOGS_PAGE_SIZE);
    await expect(canvas.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  },
};

export const MoreToLoad: Story = {
  args: { hasMore: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show more' }));
    await expect(args.onShowMore).toHaveBeenCalledTimes(1);
  },
};

export const LoadingMore: Story = { args: { hasMore: true, isLoadingMore: true } };

export const Empty: Story = {
  args: { blogs: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No Blogs here.')).toBeVisible();
  },
};

export const Loading: Story = { args: { blogs: [], isLoading: true } };

export const Failed: Story = {
  args: { blogs: [], error: 'Something went wrong' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Something went wrong');
  },
};
