import { toUserMessage } from '@devlearn/api-client';
import { MyBlogs } from '@devlearn/ui/screens/MyBlogs';
import { useInfiniteQuery } from '@tanstack/react-query';
import { accumulatedBlogs, myBlogsInfiniteQueryOptions } from '../api/blogPages';
import { useDocumentTitle } from '../../../lib/documentTitle';

/** /dashboard/my-blogs: the author's own blogs, 6 a page, with 'Create Blogs'. */
export default function MyBlogsRoute() {
  useDocumentTitle('My Blogs');
  const myBlogs = useInfiniteQuery(myBlogsInfiniteQueryOptions());
  const { blogs, totalBlogs } = accumulatedBlogs(myBlogs.data);
  return (
    <MyBlogs
      blogs={blogs}
      totalBlogs={totalBlogs}
      onShowMore={() => void myBlogs.fetchNextPage()}
      isLoading={myBlogs.isPending}
      isLoadingMore={myBlogs.isFetchingNextPage}
      error={myBlogs.isError ? toUserMessage(myBlogs.error) : undefined}
    />
  );
}
