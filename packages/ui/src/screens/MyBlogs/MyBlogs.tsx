'use client';

import { Plus } from 'lucide-react';
import type { BlogCardBlog } from '../../components/BlogCard';
import { BlogGrid } from '../../components/BlogGrid';
import { Button } from '../../components/Button';
import { Link, useUiRoutes } from '../../components/Link';

export type MyBlogsProps = {
  /** The author's blogs loaded so far (pages of 6 accumulate). */
  blogs: BlogCardBlog[];
  /** How many blogs the author has in all; 'Show more' shows while more exist. */
  totalBlogs: number;
  onShowMore: () => void;
  /** The first page is loading. @default false */
  isLoading?: boolean;
  /** The next page is loading. @default false */
  isLoadingMore?: boolean;
  /** A message shown instead of the list when it failed to load. @default none */
  error?: string;
};

/** /dashboard/my-blogs: the title, a 'Create Blogs' link and the author's own blogs. */
export function MyBlogs({
  blogs,
  totalBlogs,
  onShowMore,
  isLoading = false,
  isLoadingMore = false,
  error,
}: MyBlogsProps) {
  const routes = useUiRoutes();
  return (
    <div data-slot="my-blogs" className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-bold sm:text-3xl">My Blogs</h1>
        <Button asChild>
          <Link href={routes.dashboard.createBlog.getHref()}>
            <Plus aria-hidden />
            Create Blogs
          </Link>
        </Button>
      </div>
      <BlogGrid
        blogs={blogs}
        hasMore={totalBlogs > blogs.length}
        onShowMore={onShowMore}
        isLoading={isLoading}
        isLoadingMore={isLoadingMore}
        error={error}
        loadingLabel="Loading your blogs"
      />
    </div>
  );
}
