import { Loader } from '@devlearn/ui';
import { CreateBlog, type BlogFormInput } from '@devlearn/ui/screens/CreateBlog';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { useDocumentTitle } from '../../../lib/documentTitle';
import { notifySuccess } from '../../../lib/notifications';
import { paths } from '../../../lib/paths';
import { useFormSubmission } from '../../../lib/serverFieldErrors';
import { useSessionUser } from '../../../lib/sessionUser';
import { blogQueryOptions } from '../api/blogPages';
import { useUpdateBlogMutation } from '../api/blogMutations';

/**
 * /dashboard/blogs/{blogId}/edit: the author edits their blog with the create form (D33); 'Save Changes' sends it,
 * then the server's message and the blog. Anyone else is sent to the blog; a blog that cannot be loaded, to the
 * list.
 */
export default function EditBlogRoute() {
  const { blogId = '' } = useParams();
  const navigate = useNavigate();
  const user = useSessionUser();
  const blog = useQuery(blogQueryOptions(blogId));
  const update = useUpdateBlogMutation(blogId);
  const submission = useFormSubmission<BlogFormInput>(update);
  useDocumentTitle(blog.data ? `Edit: ${blog.data.heading}` : undefined);

  useEffect(() => {
    if (blog.isError) navigate(paths.dashboard.blogs.getHref(), { replace: true });
  }, [blog.isError, navigate]);

  if (!blog.data) return <Loader label="Loading blog" />;
  if (blog.data.author._id !== user?._id)
    return <Navigate to={paths.dashboard.blog.getHref(blogId)} replace />;
  const { heading, subHeading, blogCategory, content } = blog.data;
  return (
    <CreateBlog
      mode="edit"
      initial={{ heading, subHeading, blogCategory, content }}
      onSave={(values) =>
        update.mutate(values, {
          onSuccess: ({ message }) => {
            notifySuccess(message, 'quick');
            navigate(paths.dashboard.blog.getHref(blogId));
          },
        })
      }
      {...submission}
    />
  );
}
