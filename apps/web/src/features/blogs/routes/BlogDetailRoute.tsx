import { toUserMessage } from '@devlearn/api-client';
import { Button, HiddenNotice, ReportDialog } from '@devlearn/ui';
import { BlogDetail } from '@devlearn/ui/screens/BlogDetail';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { notifySuccess } from '../../../lib/notifications';
import { paths } from '../../../lib/paths';
import { useSendReport } from '../../../lib/reports';
import { useSessionUser } from '../../../lib/sessionUser';
import { useDeleteBlogMutation } from '../api/deleteBlog';
import { blogQueryOptions } from '../api/getBlog';
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
  const [isReporting, setIsReporting] = useState(false);

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

  const hidden = blog.data?.state === 'hidden';
  const canReport = Boolean(blog.data && user && blog.data.author._id !== user._id && !hidden);
  return (
    <>
      {hidden ? <HiddenNotice kind="blogHidden" /> : null}
      <BlogDetail
        blog={blog.data ?? null}
        currentUserId={user?._id ?? null}
        error={blog.isError ? toUserMessage(blog.error) : undefined}
        onToggleLike={() => toggleLike.mutate({ params: { path: { blogId } } })}
        onDelete={remove}
        isDeleting={deleteBlog.isPending}
      />
      {canReport ? (
        <div className="mx-auto flex w-full max-w-3xl justify-end px-4">
          <Button variant="ghost" size="sm" onClick={() => setIsReporting(true)}>
            Report
          </Button>
          <ReportDialog
            open={isReporting}
            onOpenChange={setIsReporting}
            itemLabel="blog"
            onSubmit={(reason) => sendReport('blog', blogId, reason)}
          />
        </div>
      ) : null}
    </>
  );
}
