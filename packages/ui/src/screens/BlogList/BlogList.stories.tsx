import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { blogSummariesFixture, userFixture } from '@devlearn/api-client/mocks';
import type { BlogTab } from '../../components/BlogTabs';
import { BLOGS_PAGE_SIZE } from '../../lib/product';
import { placeholderImage } from '../../lib/placeholderImage';
import { DashboardLayout } from '../DashboardLayout';
import { BlogList, type BlogListProps } from './BlogList';

const blogs = blogSummariesFixture.map((blog, index) => ({
  ...blog,
  blogImage: { url: placeholderImage(`Week ${index + 1}`) },
}));

const meta = {
  title: 'Screens/Dashboard/BlogList',
  component: BlogList,
  args: {
    tab: 'trending',
    onTabChange: fn(),
    blogs: blogs.slice(0, BLOGS_PAGE_SIZE),
    totalBlogs: blogs.length,
    onShowMore: fn(),
  },
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
} satisfies Meta<typeof BlogList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Trending: Story = {};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };

export const Empty: Story = { args: { tab: 'favorites', blogs: [], totalBlogs: 0 } };

export const Loading: Story = { args: { isLoading: true, blogs: [], totalBlogs: 0 } };

export const Failed: Story = { args: { blogs: [], totalBlogs: 0, error: 'Something went wrong' } };

/** Stands in for the app's paged query: 'Show more' appends the next 6. */
function PagedBlogList(props: BlogListProps) {
  const [tab, setTab] = useState<BlogTab>(props.tab);
  const [count, setCount] = useState(BLOGS_PAGE_SIZE);
  return (
    <BlogList
      {...props}
      tab={tab}
      onTabChange={setTab}
      blogs={blogs.slice(0, count)}
      totalBlogs={blogs.length}
      onShowMore={() => {
        props.onShowMore();
        setCount((c) => c + BLOGS_PAGE_SIZE);
      }}
    />
  );
}

export const ShowMore: Story = {
  render: (args) => <PagedBlogList {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('article')).toHaveLength(BLOGS_PAGE_SIZE);
    await userEvent.click(canvas.getByRole('button', { name: 'Show more' }));
    await expect(args.onShowMore).toHaveBeenCalledTimes(1);
    await expect(canvas.getAllByRole('article')).toHaveLength(blogs.length);
    await expect(canvas.queryByRole('button', { name: 'Show more' })).toBeNull();
  },
};
