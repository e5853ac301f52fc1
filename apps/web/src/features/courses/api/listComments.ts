import type { Schemas } from '@devlearn/api-client';
import type { CommentSortOrder } from '@devlearn/ui';
import { infiniteQueryOptions, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { fetchClient } from '../../../lib/apiClient';
import { queryKeys } from '../../../lib/queryKeys';

type Comment = Schemas['Comment'];

/** Comments per page of a discussion; 'Load more' asks for the next (D34). */
const COMMENTS_PAGE_SIZE = 20;

/** One page as fetched, with the cursor of the next one fixed at fetch time (edits must not move it). */
export interface CommentsPage {
  comments: Comment[];
  nextCursor?: string;
}

/** The contract's cursor of a comment: `{updatedAt in ms}_{id}`. */
const cursorOf = (comment: Comment) => `${Date.parse(comment.updatedAt)}_${comment._id}`;

const commentsInit = (lessonId: string, order: CommentSortOrder) => ({
  params: { path: { id: lessonId }, query: { sort: order, limit: COMMENTS_PAGE_SIZE } },
});

/**
 * GET /c/comments/{lessonId}?sort&limit&after: a lesson's discussion in the server's order over all of it, a
 * page at a time by keyset (D34). Spec section 8: a failure is only logged.
 */
export const commentsInfiniteQueryOptions = (lessonId: string, order: CommentSortOrder) => {
  const init = commentsInit(lessonId, order);
  return infiniteQueryOptions({
    queryKey: queryKeys.apiCall('/c/comments/{id}', init),
    queryFn: async ({ pageParam, signal }): Promise<CommentsPage> => {
      const { data } = await fetchClient.GET('/c/comments/{id}', {
        params: { ...init.params, query: { ...init.params.query, after: pageParam } },
        signal,
      });
      if (!data) throw new Error('Empty answer for GET /c/comments');
      const comments = data.data;
      const last = comments.at(-1);
      return {
        comments,
        nextCursor: comments.length === COMMENTS_PAGE_SIZE && last ? cursorOf(last) : undefined,
      };
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page: CommentsPage) => page.nextCursor,
    select: (data) => data.pages.flatMap((page) => page.comments),
  });
};

/**
 * Changes the loaded pages of a lesson's discussion in every order it is cached in (the one place the comment
 * mutations update the cache). `change` gets the pages and the order they were loaded in.
 */
export function updateLoadedComments(
  queryClient: QueryClient,
  lessonId: string,
  change: (pages: CommentsPage[], order: CommentSortOrder) => CommentsPage[],
) {
  for (const order of ['recent', 'oldest'] as const) {
    queryClient.setQueryData<InfiniteData<CommentsPage, string | undefined>>(
      commentsInfiniteQueryOptions(lessonId, order).queryKey,
      (old) => old && { ...old, pages: change(old.pages, order) },
    );
  }
}
