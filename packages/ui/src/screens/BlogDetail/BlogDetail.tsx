'use client';

import { BlogArticle, type BlogArticleBlog } from '../../components/BlogArticle';
import { Link, useUiRoutes } from '../../components/Link';
import { Loader } from '../../components/Loader';

export type BlogDetailProps = {
  /** The blog; null while it loads (or when it could not be loaded, see `error`). */
  blog: BlogArticleBlog | null;
  /** The signed-in user's id: the author (compared by id) may delete the blog. @default null */
  currentUserId?: string | null;
  /** A message shown when the blog could not be loaded. @default none */
  error?: string;
  onToggleLike: () => void;
  onDelete: () => void;
  /** The deletion is being sent. @default false */
  isDeleting?: boolean;
};

/** /dashboard/blogs/{blogId}: the article, a loader while it loads, or a way back when it failed. */
export function BlogDetail({
  blog,
  currentUserId = null,
  error,
  onToggleLike,
  onDelete,
  isDeleting = false,
}: BlogDetailProps) {
  const routes = useUiRoutes();
  if (error) {
    return (
      <div data-slot="blog-detail" className="flex flex-col items-start gap-4">
        <h1 className="text-2xl font-bold">Blog not available</h1>
        <p role="alert" className="text-dl-danger">
          {error}
        </p>
        <Link href={routes.dashboard.blogs.getHref()} className="font-semibold underline underline-offset-4">
          Back to blogs
        </Link>
      </div>
    );
  }
  if (!blog) return <Loader label="Loading blog" />;
  return (
    <div data-slot="blog-detail">
      <BlogArticle
        blog={blog}
        isAuthor={currentUserId !== null && blog.author._id === currentUserId}
        onToggleLike={onToggleLike}
        onDelete={onDelete}
        isDeleting={isDeleting}
      />
    </div>
  );
}
