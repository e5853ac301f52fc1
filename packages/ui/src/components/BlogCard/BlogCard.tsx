'use client';

import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { BLOG_CARD_TEXT_MAX_WORDS, IMAGE_SIZES } from '../../lib/product';
import { formatLongDate } from '../../lib/dates';
import { responsiveImageProps, type ResponsiveImage } from '../../lib/responsiveImage';
import { cutToWords } from '../../lib/text';
import { cardVariants } from '../Card/Card';
import { Link, useUiRoutes } from '../Link';

/** The blog fields a card shows (structurally a contract `BlogSummary`). */
export type BlogCardBlog = {
  _id: string;
  heading: string;
  subHeading: string;
  blogCategory: string;
  blogImage: ResponsiveImage;
  createdAt: string;
  author: { username: string };
};

export type BlogCardProps = Omit<ComponentProps<'article'>, 'children'> & {
  blog: BlogCardBlog;
  /** Where the card leads. @default the blog's page */
  href?: string;
  /**
   * The card's image is the page's largest paint (the first card above the fold): load it at once with high
   * priority instead of lazily (ADR 0078). @default false
   */
  priority?: boolean;
};

/** A blog tile: image, category, heading and the text (its sub heading) cut to 15 words; one link to the blog. */
export function BlogCard({ blog, href, priority = false, className, ...props }: BlogCardProps) {
  const routes = useUiRoutes();
  return (
    <article
      data-slot="blog-card"
      className={cn(
        cardVariants(),
        'relative flex h-full flex-col overflow-hidden',
        'has-[a:focus-visible]:outline-3 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-dl-ring has-[a:focus-visible]:outline-solid',
        className,
      )}
      {...props}
    >
      <img
        {...responsiveImageProps(blog.blogImage, IMAGE_SIZES.blogCard)}
        alt=""
        width={640}
        height={360}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        className="aspect-video w-full bg-dl-surface-raised object-cover"
      />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className="text-xs font-semibold uppercase tracking-wide text-dl-muted">{blog.blogCategory}</p>
        <h2 className="text-lg font-bold leading-snug">
          <Link
            href={href ?? routes.dashboard.blog.getHref(blog._id)}
            className="after:absolute after:inset-0 after:content-[''] hover:underline focus-visible:outline-none"
          >
            {blog.heading}
          </Link>
        </h2>
        <p className="text-sm text-dl-muted">{cutToWords(blog.subHeading, BLOG_CARD_TEXT_MAX_WORDS)}</p>
        <p className="mt-auto text-xs text-dl-muted">
          {blog.author.username} · <time dateTime={blog.createdAt}>{formatLongDate(blog.createdAt)}</time>
        </p>
      </div>
    </article>
  );
}
