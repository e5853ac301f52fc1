import type { BlogEditFormValues } from '@devlearn/ui/screens/CreateBlog';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchClient } from '../../../lib/apiClient';
import { blogFormData } from './blogFormData';
import { blogQueryOptions } from './getBlog';
import { queryKeys } from '../../../lib/queryKeys';

/**
 * PATCH /blogs/{blogId} as multipart (D33): the form's fields, and the image only when a new one was chosen.
 * The blog and the lists are fetched again so the edit shows everywhere.
 */
export function useUpdateBlogMutation(blogId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    // A failure shows its message; blog toasts sit bottom right for 2000 ms (spec section 8).
    meta: { placement: 'quick' },
    mutationFn: async (values: BlogEditFormValues) => {
      const { heading, subHeading, content, blogCategory, blogImage } = values;
      const { data } = await fetchClient.PATCH('/blogs/{blogId}', {
        params: { path: { blogId } },
        body: { heading, subHeading, content, blogCategory },
        bodySerializer: (fields) => blogFormData(fields, blogImage),
      });
      if (!data) throw new Error('Empty answer for PATCH /blogs');
      return data;
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: blogQueryOptions(blogId).queryKey }),
        queryClient.invalidateQueries({ queryKey: queryKeys.api('/blogs') }),
        queryClient.invalidateQueries({ queryKey: queryKeys.api('/blogs/self/blogs') }),
      ]),
  });
}
