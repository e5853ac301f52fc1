import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { blogSummariesFixture } from '@devlearn/api-client/mocks';
import { BLOGS_PAGE_SIZE } from '../../lib/product';
import { placeholderImage } from '../../lib/placeholderImage';
import { BlogTabs, type BlogTab, type BlogTabsProps } from './BlogTabs';

const blogs = blogSummariesFixture.map((blog, index) => ({
  ...blog,
  blogImage: { url: placeholderImage(`Week ${index + 1}`) },
}));

const meta = {
  title: 'Learning/BlogTabs',
  component: BlogTabs,
  args: {
    tab: 'trending',
    onTabChange: fn(),
    blogs: blogs.slice(0, BLOGS_PAGE_SIZE),
    totalBlogs: blogs.length,
    onShowMore: fn(),
  },
  decorators: [
    (Story) => (
      <div className="p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BlogTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Trending: Story = {};

export const Latest: Story = { args: { tab: 'latest' } };

export const FavoritesEmpty: Story = {
  args: { tab: 'favorites', blogs: [], totalBlogs: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No Blogs here.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Show more' })).toBeNull();
  },
};

export const Loading: Story = { args: { isLoading: true, blogs: [], totalBlogs: 0 } };

export const LoadingMore: Story = { args: { isLoadingMore: true } };

export const Failed: Story = { args: { blogs: [], totalBlogs: 0, error: 'Something went wrong' } };

export const AllLoaded: Story = {
  args: { blogs, totalBlogs: blogs.length },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Show more' })).toBeNull();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };

/** Stands in for the app: a tab change reloads the first page, 'Show more' appends the next one. */
function PagedBlogTabs(props: BlogTabsProps) {
  const [tab, setTab] = useState<BlogTab>(props.tab);
  const [count, setCount] = useState(BLOGS_PAGE_SIZE);
  const list = tab === 'favorites' ? [] : blogs;
  return (
    <BlogTabs
      {...props}
      tab={tab}
      onTabChange={(next) => {
        props.onTabChange(next);
        setTab(next);
        setCount(BLOGS_PAGE_SIZE);
      }}
      blogs={list.slice(0, count)}
      totalBlogs={list.length}
      onShowMore={() => {
        props.onShowMore();
        setCount((c) => c + BLOGS_PAGE_SIZE);
      }}
    />
  );
}

export const ShowMoreLoadsTheNextPage: Story = {
  render: (args) => <PagedBlogTabs {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Coding Insights and Innovations' })).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(BLOGS_PAGE_SIZE);
    await userEvent.click(canvas.getByRole('button', { name: 'Show more' }));
    await expect(args.onShowMore).toHaveBeenCalledTimes(1);
    await expect(canvas.getAllByRole('article')).toHaveLength(blogs.length);
    await expect(canvas.queryByRole('button', { name: 'Show more' })).toBeNull();
  },
};

export const SwitchesTabs: Story = {
  render: (args) => <PagedBlogTabs {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Favorites' }));
    await expect(args.onTabChange).toHaveBeenCalledWith('favorites');
    await expect(canvas.getByRole('tab', { name: 'Favorites' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByText('No Blogs here.')).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Latest' }));
    await expect(args.onTabChange).toHaveBeenCalledWith('latest');
    await expect(canvas.getAllByRole('article')).toHaveLength(BLOGS_PAGE_SIZE);
  },
};
