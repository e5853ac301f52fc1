import { CreateBlog, type BlogFormInput, type BlogFormValues } from '@devlearn/ui';
import { useNavigate } from 'react-router';
import { MESSAGES } from '../../../lib/messages';
import { notifySuccess } from '../../../lib/notifications';
import { paths } from '../../../lib/paths';
import { useServerFieldErrors } from '../../../lib/serverFieldErrors';
import { useCreateBlogMutation } from '../api/createBlog';
import { useDocumentTitle } from '../../../lib/documentTitle';

/** /dashboard/create-blog: 'Create Post' publishes, then 'Blog created successfully!' and the blog list. */
export default function CreateBlogRoute() {
  useDocumentTitle('Create Blog');
  const navigate = useNavigate();
  const createBlog = useCreateBlogMutation();
  const serverFieldErrors = useServerFieldErrors<BlogFormInput>(createBlog.error);

  const submit = (values: BlogFormValues) =>
    createBlog.mutate(values, {
      onSuccess: () => {
        notifySuccess(MESSAGES.blogCreated, 'quick');
        navigate(paths.dashboard.blogs.getHref());
      },
    });

  return (
    <CreateBlog onSubmit={submit} isSubmitting={createBlog.isPending} serverFieldErrors={serverFieldErrors} />
  );
}
