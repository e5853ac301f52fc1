import type { BlogFormValues } from '@devlearn/ui/screens/CreateBlog';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchClient } from '../../../lib/apiClient';
import { blogFormData } from './blogFormData';
import { queryKeys } from '../../../lib/queryKeys';

/** POST /blogs as multipart (spec section 7); the lists are fetched again so the new blog shows. */
export function useCreateBlogMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    // Spec section 8: a failure shows its message; blog toasts sit bottom right for 2000 ms.
    meta: { placement: 'quick' },
    mutationFn: async (values: BlogFormValues) => {
      const { heading, subHeading, content, blogCategory, blogImage } = values;
      const { data } = await fetchClient.POST('/blogs', {
        body: { heading, subHeading, content, blogCategory, blogImage: blogImage.name },
        bodySerializer: (fields) => blogFormData(fields, blogImage),
      });
      if (!data) throw new Error('Empty answer for POST /blogs');
      return data;
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.api('/blogs') }),
        queryClient.invalidateQueries({ queryKey: queryKeys.api('/blogs/self/blogs') }),
      ]),
  });
}
