'use client';

import type { ComponentProps } from 'react';
import { ArrowLeft } from 'lucide-react';
import { cn } from '../../lib/cn';
import { highlightedCodeClass } from '../CommentBody/codeTheme';
import { BLOG_SUB_HEADING_PARAGRAPH_WORDS, IMAGE_SIZES } from '../../lib/product';
import { formatLongDate } from '../../lib/dates';
import { responsiveImageProps, type ResponsiveImage } from '../../lib/responsiveImage';
import { splitIntoParagraphs } from '../../lib/text';
import { Button } from '../Button';
import { LikeToggle } from '../LikeToggle';
import { Link, useUiRoutes } from '../Link';

/** The blog fields the article shows (structurally a contract `Blog`). */
export type BlogArticleBlog = {
  _id: string;
  heading: string;
  subHeading: string;
  blogCategory: string;
  blogImage: ResponsiveImage;
  createdAt: string;
  author: { _id: string; username: string; email: string };
  totalLikes: number;
  isUserLiked: boolean;
  /** HTML, already sanitised by the server (decision D21). */
  content: string;
};

export type BlogArticleProps = Omit<ComponentProps<'article'>, 'children'> & {
  blog: BlogArticleBlog;
  /** The signed-in user is the author: 'Delete Blog' is offered. */
  isAuthor: boolean;
  onToggleLike: () => void;
  onDelete: () => void;
  /** Shows a spinner on 'Delete Blog' while the deletion is sent. @default false */
  isDeleting?: boolean;
};

/**
 * A blog post: date (en-US long form), category, heading, author, like toggle, image, the sub heading split
 * into paragraphs of 100 words, and the HTML content. 'Edit Blog' and 'Delete Blog' only for the author.
 */
export function BlogArticle({
  blog,
  isAuthor,
  onToggleLike,
  onDelete,
  isDeleting = false,
  className,
  ...props
}: BlogArticleProps) {
  const routes = useUiRoutes();
  const paragraphs = splitIntoParagraphs(blog.subHeading, BLOG_SUB_HEADING_PARAGRAPH_WORDS);
  return (
    <article
      data-slot="blog-article"
      className={cn('mx-auto flex max-w-3xl flex-col gap-6', className)}
      {...props}
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Link
          href={routes.dashboard.blogs.getHref()}
          className="inline-flex items-center gap-2 text-sm font-semibold hover:underline"
        >
          <ArrowLeft aria-hidden className="size-4" />
          Back to blogs
        </Link>
        {isAuthor ? (
          <div className="flex gap-2">
            <Button asChild variant="outline" size="sm">
              <Link href={routes.dashboard.editBlog.getHref(blog._id)}>Edit Blog</Link>
            </Button>
            <Button variant="danger" size="sm" onClick={onDelete} isLoading={isDeleting}>
              Delete Blog
            </Button>
          </div>
        ) : null}
      </div>
      <header className="flex flex-col gap-3">
        <p className="flex flex-wrap gap-x-3 text-sm text-dl-muted">
          <time dateTime={blog.createdAt}>{formatLongDate(blog.createdAt)}</time>
          <span aria-hidden>·</span>
          <span>{blog.blogCategory}</span>
        </p>
        <h1 className="text-3xl font-bold leading-tight sm:text-4xl">{blog.heading}</h1>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="flex flex-col text-sm">
            <span className="font-semibold">{blog.author.username}</span>
            <span className="text-dl-muted">{blog.author.email}</span>
          </p>
          <LikeToggle
            isLiked={blog.isUserLiked}
            count={blog.totalLikes}
            onToggle={onToggleLike}
            subject="this blog"
          />
        </div>
      </header>
      <img
        {...responsiveImageProps(blog.blogImage, IMAGE_SIZES.articleCover)}
        alt=""
        width={1280}
        height={720}
        // The article's cover is the page's largest paint (ADR 0078).
        fetchPriority="high"
        className="aspect-video w-full rounded-dl-card bg-dl-surface-raised object-cover"
      />
      <div data-selectable className="flex flex-col gap-4 text-lg text-dl-muted">
        {paragraphs.map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>
      <div
        data-selectable
        data-slot="blog-content"
        className={cn(
          'flex flex-col gap-4 leading-relaxed',
          '[&_h1]:text-2xl [&_h1]:font-bold [&_h2]:text-xl [&_h2]:font-bold',
          '[&_a]:underline [&_a]:underline-offset-4 [&_blockquote]:border-l-4 [&_blockquote]:border-dl-line [&_blockquote]:pl-4',
          '[&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6 [&_img]:max-w-full [&_img]:rounded-dl-control',
          // Code blocks the server highlighted, in the same theme as comments (D49).
          highlightedCodeClass,
        )}
        // The only place the library renders HTML: the server sanitised it to the editor's own formats (D21).
        dangerouslySetInnerHTML={{ __html: blog.content }}
      />
    </article>
  );
}
