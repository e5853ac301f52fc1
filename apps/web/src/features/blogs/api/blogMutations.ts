import type { BlogEditFormValues, BlogFormValues } from '@devlearn/ui/screens/CreateBlog';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { $api, fetchClient } from '../../../lib/apiClient';
import { refetchApi } from '../../../lib/queryKeys';

/**
 * The multipart body of a blog (spec section 7, D33): the text fields and, when there is one, the image file
 * (the contract types a binary part as a string; the real part is the chosen file).
 */
function blogFormData({ blogImage, ...texts }: BlogEditFormValues): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(texts)) form.append(name, value);
  if (blogImage) form.append('blogImage', blogImage, blogImage.name);
  return form;
}

/** The lists that show the author's blogs: Trending and Latest, and My Blogs. */
const AUTHOR_LISTS = ['/blogs', '/blogs/self/blogs'] as const;

/** POST /blogs as multipart; the lists are fetched again so the new blog shows. */
export function useCreateBlogMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    // Spec section 8: a failure shows its message; blog toasts sit bottom right for 2000 ms.
    meta: { placement: 'quick' },
    mutationFn: async (values: BlogFormValues) => {
      const { blogImage, ...texts } = values;
      const { data } = await fetchClient.POST('/blogs', {
        body: { ...texts, blogImage: blogImage.name },
        bodySerializer: () => blogFormData(values),
      });
      if (!data) throw new Error('Empty answer for POST /blogs');
      return data;
    },
    onSuccess: () => refetchApi(queryClient, ...AUTHOR_LISTS),
  });
}

/**
 * PATCH /blogs/{blogId} as multipart: the form's fields, and the image only when a new one was chosen. The blog
 * and the lists are fetched again so the edit shows everywhere.
 */
export function useUpdateBlogMutation(blogId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    // A failure shows its message; blog toasts sit bottom right for 2000 ms (spec section 8).
    meta: { placement: 'quick' },
    mutationFn: async (values: BlogEditFormValues) => {
      const { blogImage: _image, ...texts } = values;
      const { data } = await fetchClient.PATCH('/blogs/{blogId}', {
        params: { path: { blogId } },
        body: texts,
        bodySerializer: () => blogFormData(values),
      });
      if (!data) throw new Error('Empty answer for PATCH /blogs');
      return data;
    },
    onSuccess: () => refetchApi(queryClient, '/blogs/{blogId}', ...AUTHOR_LISTS),
  });
}

/** DELETE /blogs/{blogId} (author only); every list forgets the blog. Spec section 8: a failure is only logged. */
export function useDeleteBlogMutation() {
  const queryClient = useQueryClient();
  return $api.useMutation('delete', '/blogs/{blogId}', {
    meta: { report: 'log' },
    onSuccess: () => refetchApi(queryClient, ...AUTHOR_LISTS, '/b/likes/self'),
  });
}
