'use client';

import type { ReactNode } from 'react';
import { Tabs } from 'radix-ui';
import { cn } from '../../lib/cn';
import type { BlogCardBlog } from '../BlogCard';
import { BlogGrid } from '../BlogGrid';

/** The three blog lists. */
export type BlogTab = 'trending' | 'latest' | 'favorites';

const TABS: { value: BlogTab; label: string }[] = [
  { value: 'trending', label: 'Trending' },
  { value: 'latest', label: 'Latest' },
  { value: 'favorites', label: 'Favorites' },
];

export type BlogTabsProps = {
  /** The tab shown (controlled: the app loads that list). */
  tab: BlogTab;
  onTabChange: (tab: BlogTab) => void;
  /** The blogs loaded so far for the tab (pages accumulate). */
  blogs: BlogCardBlog[];
  /** How many blogs the tab has in all; 'Show more' shows while more exist. */
  totalBlogs: number;
  /** Loads the next page. */
  onShowMore: () => void;
  /** The first page is loading. @default false */
  isLoading?: boolean;
  /** The next page is loading: 'Show more' shows a spinner. @default false */
  isLoadingMore?: boolean;
  /** A message shown instead of the list when it failed to load. @default none */
  error?: ReactNode;
  className?: string;
};

const triggerClass = cn(
  'rounded-dl-pill px-4 py-1.5 text-sm font-semibold text-dl-muted transition-colors',
  'hover:text-dl-fg data-[state=active]:bg-dl-accent data-[state=active]:text-dl-accent-fg',
);

/**
 * 'Coding Insights and Innovations': tabs Trending, Latest and Favorites over a grid of blog cards, with
 * 'No Blogs here.' for an empty list and 'Show more' while the list has more pages (6 a page).
 */
export function BlogTabs({
  tab,
  onTabChange,
  blogs,
  totalBlogs,
  onShowMore,
  isLoading = false,
  isLoadingMore = false,
  error,
  className,
}: BlogTabsProps) {
  const hasMore = totalBlogs > blogs.length;
  return (
    <Tabs.Root
      data-slot="blog-tabs"
      value={tab}
      onValueChange={(value) => onTabChange(value as BlogTab)}
      className={cn('flex flex-col gap-6', className)}
    >
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-bold sm:text-3xl">Coding Insights and Innovations</h1>
        <Tabs.List
          aria-label="Blog lists"
          className="flex gap-1 rounded-dl-pill border border-dl-line bg-dl-surface p-1"
        >
          {TABS.map(({ value, label }) => (
            <Tabs.Trigger key={value} value={value} className={triggerClass}>
              {label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
      </div>
      {TABS.map(({ value }) => (
        <Tabs.Content key={value} value={value} className="flex flex-col gap-6">
          <BlogGrid
            blogs={blogs}
            hasMore={hasMore}
            onShowMore={onShowMore}
            isLoading={isLoading}
            isLoadingMore={isLoadingMore}
            error={error}
          />
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
