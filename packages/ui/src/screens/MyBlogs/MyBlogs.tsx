import { Plus } from 'lucide-react';
import { BlogCard, type BlogCardBlog } from '../../components/BlogCard';
import { Button } from '../../components/Button';
import { Link } from '../../components/Link';
import { Loader } from '../../components/Loader';
import { dashboardPaths } from '../../lib/dashboardPaths';

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
  const hasMore = totalBlogs > blogs.length;
  return (
    <div data-slot="my-blogs" className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-bold sm:text-3xl">My Blogs</h1>
        <Button asChild>
          <Link href={dashboardPaths.createBlog()}>
            <Plus aria-hidden />
            Create Blogs
          </Link>
        </Button>
      </div>
      {isLoading ? (
        <Loader label="Loading your blogs" />
      ) : error ? (
        <p role="alert" className="text-danger">
          {error}
        </p>
      ) : blogs.length === 0 ? (
        <p className="py-10 text-center text-muted">No Blogs here.</p>
      ) : (
        <ul className="m-0 grid list-none grid-cols-1 gap-4 p-0 sm:grid-cols-2 lg:grid-cols-3">
          {blogs.map((blog) => (
            <li key={blog._id}>
              <BlogCard blog={blog} />
            </li>
          ))}
        </ul>
      )}
      {!isLoading && !error && hasMore ? (
        <div className="flex justify-center">
          <Button variant="outline" onClick={onShowMore} isLoading={isLoadingMore}>
            Show more
          </Button>
        </div>
      ) : null}
    </div>
  );
}
