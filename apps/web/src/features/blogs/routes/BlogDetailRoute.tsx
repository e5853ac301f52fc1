import { toUserMessage } from '@devlearn/api-client';
import { BlogDetail } from '@devlearn/ui/screens/BlogDetail';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { notifySuccess } from '../../../lib/notifications';
import { paths } from '../../../lib/paths';
import { useSendReport } from '../../../lib/reports';
import { useSessionUser } from '../../../lib/sessionUser';
import { useDeleteBlogMutation } from '../api/blogMutations';
import { blogQueryOptions } from '../api/blogPages';
import { useToggleBlogLikeMutation } from '../api/toggleBlogLike';
import { useDocumentTitle } from '../../../lib/documentTitle';

/**
 * /dashboard/blogs/{blogId}: the article with its like toggle (optimistic, rolled back on failure, D23) and,
 * for its author only, 'Delete Blog', after which the blog list opens with the server's message. A blog a
 * moderator hid says so above it (D50): others get no content, its author still reads it. Anyone else may
 * report the blog (an optional reason; the same toast as a comment's report).
 */
export default function BlogDetailRoute() {
  const { blogId = '' } = useParams();
  const navigate = useNavigate();
  const user = useSessionUser();
  const blog = useQuery(blogQueryOptions(blogId));
  useDocumentTitle(blog.data?.heading);
  const toggleLike = useToggleBlogLikeMutation(blogId);
  const deleteBlog = useDeleteBlogMutation();
  const sendReport = useSendReport();

  const remove = () =>
    deleteBlog.mutate(
      { params: { path: { blogId } } },
      {
        onSuccess: ({ message }) => {
          if (message) notifySuccess(message, 'quick');
          navigate(paths.dashboard.blogs.getHref(), { replace: true });
        },
      },
    );

  return (
    <BlogDetail
      blog={blog.data ?? null}
      currentUserId={user?._id ?? null}
      error={blog.isError ? toUserMessage(blog.error) : undefined}
      onToggleLike={() => toggleLike.mutate({ params: { path: { blogId } } })}
      onDelete={remove}
      isDeleting={deleteBlog.isPending}
      isHidden={blog.data?.state === 'hidden'}
      onReport={(reason) => sendReport('blog', blogId, reason)}
    />
  );
}
