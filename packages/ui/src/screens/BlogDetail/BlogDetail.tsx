'use client';

import { useState } from 'react';
import { BlogArticle, type BlogArticleBlog } from '../../components/BlogArticle';
import { Button } from '../../components/Button';
import { HiddenNotice } from '../../components/HiddenNotice';
import { Link, useUiRoutes } from '../../components/Link';
import { Loader } from '../../components/Loader';
import { ReportDialog } from '../../components/ReportDialog';

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
  /** A moderator hid the blog (D50): a notice above it says so (its author still reads it). @default false */
  isHidden?: boolean;
  /**
   * Sends a report of the blog with its optional reason (D50): 'Report' is offered to a signed-in reader who is
   * not its author, unless it is hidden. @default none
   */
  onReport?: (reason: string | undefined) => Promise<unknown>;
};

/** /dashboard/blogs/{blogId}: the article, a loader while it loads, or a way back when it failed. */
export function BlogDetail({
  blog,
  currentUserId = null,
  error,
  onToggleLike,
  onDelete,
  isDeleting = false,
  isHidden = false,
  onReport,
}: BlogDetailProps) {
  const routes = useUiRoutes();
  const [isReporting, setIsReporting] = useState(false);
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
  const isAuthor = currentUserId !== null && blog.author._id === currentUserId;
  return (
    <div data-slot="blog-detail">
      {isHidden ? <HiddenNotice kind="blogHidden" /> : null}
      <BlogArticle
        blog={blog}
        isAuthor={isAuthor}
        onToggleLike={onToggleLike}
        onDelete={onDelete}
        isDeleting={isDeleting}
      />
      {onReport && currentUserId !== null && !isAuthor && !isHidden ? (
        <div className="mx-auto flex w-full max-w-3xl justify-end px-4">
          <Button variant="ghost" size="sm" onClick={() => setIsReporting(true)}>
            Report
          </Button>
          <ReportDialog
            open={isReporting}
            onOpenChange={setIsReporting}
            itemLabel="blog"
            onSubmit={onReport}
          />
        </div>
      ) : null}
    </div>
  );
}
