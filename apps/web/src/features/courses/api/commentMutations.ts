import type { Schemas } from '@devlearn/api-client';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { $api, fetchClient } from '../../../lib/apiClient';
import type { CachedResponse } from '../../../lib/apiTypes';
import { MESSAGES } from '../../../lib/messages';
import { queryKeys, refetchApi } from '../../../lib/queryKeys';
import { updateLoadedComments } from './listComments';

/**
 * POST /c/comments/{lessonId}: after success the new comment joins the loaded discussion (spec section 4): first
 * in the most recent order; last in the oldest order once every page is loaded (until then it waits at the end).
 */
export function useAddCommentMutation(lessonId: string) {
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/c/comments/{id}', {
    // Spec section 8: failures adding a comment are only logged (a 422 still shows its message).
    meta: { report: 'log' },
    onSuccess: ({ data: comment }) => {
      updateLoadedComments(queryClient, lessonId, (pages, order) => {
        if (order === 'recent') {
          const [first, ...rest] = pages;
          return first ? [{ ...first, comments: [comment, ...first.comments] }, ...rest] : pages;
        }
        const last = pages.at(-1);
        if (!last || last.nextCursor) return pages;
        return [...pages.slice(0, -1), { ...last, comments: [...last.comments, comment] }];
      });
    },
  });
}

/**
 * PATCH /c/comments/{commentId}: the edited comment's text, HTML and updatedAt replace the loaded ones after
 * success; an edited reply's thread answers again.
 */
export function useUpdateCommentMutation(lessonId: string) {
  const queryClient = useQueryClient();
  return $api.useMutation('patch', '/c/comments/{id}', {
    // Spec section 8: failures editing a comment are only logged (a 422 still shows its message).
    meta: { report: 'log' },
    onSuccess: ({ data: edited }) => {
      updateLoadedComments(queryClient, lessonId, (pages) =>
        pages.map((page) => ({
          ...page,
          comments: page.comments.map((comment) =>
            comment._id === edited._id
              ? { ...comment, comment: edited.comment, html: edited.html, updatedAt: edited.updatedAt }
              : comment,
          ),
        })),
      );
      if (edited.parentId) void refetchApi(queryClient, '/c/comments/{id}/replies');
    },
  });
}

/** The thread a loaded reply belongs to, if `commentId` is one. */
const loadedReplyParent = (queryClient: QueryClient, commentId: string) =>
  queryClient
    .getQueriesData<CachedResponse<'/c/comments/{id}/replies', 'get'>>({
      queryKey: queryKeys.api('/c/comments/{id}/replies'),
    })
    .flatMap(([, cached]) => cached?.data ?? [])
    .find((reply) => reply._id === commentId)?.parentId;

/**
 * DELETE /c/comments/{commentId}: removed from the loaded list after success ('Failed to delete comment' if not);
 * a comment with replies stays as "deleted" (issue 42), so it reads so; a deleted reply's thread counts one fewer,
 * and the threads answer again.
 */
export function useDeleteCommentMutation(lessonId: string) {
  const queryClient = useQueryClient();
  return $api.useMutation('delete', '/c/comments/{id}', {
    meta: { report: { message: MESSAGES.commentDeleteFailed } },
    onSuccess: (_response, { params }) => {
      const threadId = loadedReplyParent(queryClient, params.path.id);
      updateLoadedComments(queryClient, lessonId, (pages) =>
        pages.map((page) => ({
          ...page,
          comments: page.comments.flatMap((comment) => {
            if (comment._id === threadId)
              return [{ ...comment, replyCount: Math.max(0, comment.replyCount - 1) }];
            if (comment._id !== params.path.id) return [comment];
            return comment.replyCount > 0
              ? [{ ...comment, state: 'deleted' as const, comment: '', html: '' }]
              : [];
          }),
        })),
      );
      void refetchApi(queryClient, '/c/comments/{id}/replies');
    },
  });
}

/** POST /c/comments/{id}/replies; the thread's replies and the discussion (its reply count) answer again. */
export function useAddReplyMutation() {
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/c/comments/{id}/replies', {
    meta: { report: 'log' },
    onSuccess: () => refetchApi(queryClient, '/c/comments/{id}/replies', '/c/comments/{id}'),
  });
}

/** POST /comments/preview: the HTML a comment would be stored as. */
export async function previewComment(comment: string): Promise<string> {
  const { data } = await fetchClient.POST('/comments/preview', { body: { comment } });
  return data?.data.html ?? '';
}

/** GET /c/mentions/{courseId}?q: the people who may be mentioned in this course's discussions. */
export async function mentionCandidates(courseId: string, q: string): Promise<Schemas['CommentOwner'][]> {
  const { data } = await fetchClient.GET('/c/mentions/{courseId}', {
    params: { path: { courseId }, query: { q } },
  });
  return data?.data ?? [];
}
