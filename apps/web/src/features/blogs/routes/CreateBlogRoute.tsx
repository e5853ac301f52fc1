import { Loader } from '@devlearn/ui';
import { CreateBlog, type BlogFormInput, type BlogFormValues } from '@devlearn/ui/screens/CreateBlog';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useDocumentTitle } from '../../../lib/documentTitle';
import { MESSAGES } from '../../../lib/messages';
import { notifySuccess } from '../../../lib/notifications';
import { paths } from '../../../lib/paths';
import { useFormSubmission } from '../../../lib/serverFieldErrors';
import { blogDraftQueryOptions, useBlogDraftAutosave } from '../api/blogDraft';
import { useCreateBlogMutation } from '../api/blogMutations';

/**
 * /dashboard/create-blog: the form starts from the author's saved draft ('Draft restored') and saves it while
 * they type (D33); 'Reset Content' throws it away; 'Create Post' publishes, throws the draft away, then says
 * 'Blog created successfully!' and opens the blog list.
 */
export default function CreateBlogRoute() {
  useDocumentTitle('Create Blog');
  const navigate = useNavigate();
  const draft = useQuery(blogDraftQueryOptions());
  const autosave = useBlogDraftAutosave();
  const createBlog = useCreateBlogMutation();
  const submission = useFormSubmission<BlogFormInput>(createBlog);

  const submit = (values: BlogFormValues) =>
    createBlog.mutate(values, {
      onSuccess: () => {
        autosave.discard();
        notifySuccess(MESSAGES.blogCreated, 'quick');
        navigate(paths.dashboard.blogs.getHref());
      },
    });

  // The form starts once the draft is known (a failed read starts it empty).
  if (draft.isPending) return <Loader label="Loading your draft" />;
  return (
    <CreateBlog
      draft={draft.data ?? null}
      onDraftChange={autosave.changed}
      onReset={autosave.discard}
      onSubmit={submit}
      {...submission}
    />
  );
}
