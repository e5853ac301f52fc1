import type { InfiniteData } from '@tanstack/react-query';
import type { Schemas } from '@devlearn/api-client';

/** One page of a blog list as cached: the envelope around `{ blogs, totalBlogs }`. */
export interface CachedBlogPage {
  data: Schemas['BlogList'];
}

/** 'Show more' stays while totalBlogs exceeds what is loaded (spec section 4); pages are numbered from 1. */
export function nextBlogPage(lastPage: CachedBlogPage, pages: CachedBlogPage[]): number | undefined {
  const loaded = pages.reduce((count, page) => count + page.data.blogs.length, 0);
  const lastWasEmpty = lastPage.data.blogs.length === 0;
  return loaded < lastPage.data.totalBlogs && !lastWasEmpty ? pages.length + 1 : undefined;
}

/** The pages accumulated into one list, as the screens show them. */
export function accumulatedBlogs(data: InfiniteData<CachedBlogPage> | undefined) {
  const blogs = data?.pages.flatMap((page) => page.data.blogs) ?? [];
  const totalBlogs = data?.pages.at(-1)?.data.totalBlogs ?? 0;
  return { blogs, totalBlogs };
}
