import { toUserMessage } from '@devlearn/api-client';
import { BlogList } from '@devlearn/ui/screens/BlogList';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { accumulatedBlogs, blogTabInfiniteQueryOptions, readBlogTab } from '../api/blogPages';
import { useDocumentTitle } from '../../../lib/documentTitle';

/**
 * /dashboard/blogs: the Trending, Latest and Favorites tabs, 6 blogs a page accumulated by 'Show more'. The tab
 * lives in the address (?tab=) so that back and reload keep it; only the shown tab is fetched.
 */
export default function BlogsRoute() {
  useDocumentTitle('Blogs');
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = readBlogTab(searchParams.get('tab'));
  const shown = useInfiniteQuery(blogTabInfiniteQueryOptions(tab));
  const { blogs, totalBlogs } = accumulatedBlogs(shown.data);

  return (
    <BlogList
      tab={tab}
      onTabChange={(next) => setSearchParams(next === 'trending' ? {} : { tab: next }, { replace: true })}
      blogs={blogs}
      totalBlogs={totalBlogs}
      onShowMore={() => void shown.fetchNextPage()}
      isLoading={shown.isPending}
      isLoadingMore={shown.isFetchingNextPage}
      error={shown.isError ? toUserMessage(shown.error) : undefined}
    />
  );
}
