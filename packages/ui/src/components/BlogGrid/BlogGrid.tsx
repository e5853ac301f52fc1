'use client';

import type { ReactNode } from 'react';
import { BlogCard, type BlogCardBlog } from '../BlogCard';
import { Button } from '../Button';
import { Loader } from '../Loader';

export type BlogGridProps = {
  /** The blogs loaded so far (pages accumulate). */
  blogs: BlogCardBlog[];
  /** Whether more blogs exist than are loaded; shows 'Show more'. */
  hasMore: boolean;
  onShowMore: () => void;
  /** The first page is loading. @default false */
  isLoading?: boolean;
  /** The next page is loading. @default false */
  isLoadingMore?: boolean;
  /** A message shown instead of the list when it failed to load. @default none */
  error?: ReactNode;
  /** The loader's accessible name. @default 'Loading blogs' */
  loadingLabel?: string;
};

/**
 * A list of blog cards in its states: loading, error, 'No Blogs here.' when empty, and the cards with
 * 'Show more' while more exist. Used by the blog tabs and by My Blogs.
 */
export function BlogGrid({
  blogs,
  hasMore,
  onShowMore,
  isLoading = false,
  isLoadingMore = false,
  error,
  loadingLabel = 'Loading blogs',
}: BlogGridProps) {
  if (isLoading) return <Loader label={loadingLabel} />;
  if (error) {
    return (
      <p role="alert" className="text-dl-danger">
        {error}
      </p>
    );
  }
  if (blogs.length === 0) return <p className="py-10 text-center text-dl-muted">No Blogs here.</p>;
  return (
    <>
      <ul
        data-slot="blog-grid"
        className="m-0 grid list-none grid-cols-1 gap-4 p-0 sm:grid-cols-2 lg:grid-cols-3"
      >
        {blogs.map((blog, index) => (
          <li key={blog._id}>
            {/* The first card is at the top of every page that shows a grid: its image is the largest paint. */}
            <BlogCard blog={blog} priority={index === 0} />
          </li>
        ))}
      </ul>
      {hasMore ? (
        <div className="flex justify-center">
          <Button variant="outline" onClick={onShowMore} isLoading={isLoadingMore}>
            Show more
          </Button>
        </div>
      ) : null}
    </>
  );
}
