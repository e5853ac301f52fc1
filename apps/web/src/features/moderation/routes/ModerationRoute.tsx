import { ModerationQueue } from '@devlearn/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLoaderData } from 'react-router';
import { $api } from '../../../lib/apiClient';
import { contentHref } from '../../../lib/contentLinks';
import { useDocumentTitle } from '../../../lib/documentTitle';
import { refetchApi } from '../../../lib/queryKeys';
import { moderationQueueQueryOptions } from '../api/moderationQueue';

/**
 * /dashboard/moderation (issue 42): what has open reports (GET /moderation/reports), for moderators (`npm run
 * user:role -- <email> moderator`); Hide, Restore and Dismiss act on it, after which the queue answers again, and
 * so do the discussions. Anyone else gets the server's 403 as the page's error.
 */
export default function ModerationRoute() {
  useDocumentTitle('Moderation');
  const queryClient = useQueryClient();
  const queue = useQuery(moderationQueueQueryOptions());
  // The server's refusal, which its render showed (routeData's `prefetching`), until the page's own read answers.
  const refused = useLoaderData() as string | null;
  const moderate = $api.useMutation('patch', '/moderation/{targetType}/{targetId}', {
    onSuccess: () =>
      refetchApi(queryClient, '/moderation/reports', '/c/comments/{id}', '/c/comments/{id}/replies'),
  });
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8">
      <ModerationQueue
        items={(queue.data?.items ?? []).map((item) => ({ ...item, href: contentHref(item.target) }))}
        total={queue.data?.total}
        isLoading={queue.isPending && !refused}
        error={queue.isError ? queue.error.message : queue.isPending ? refused : null}
        onRetry={() => void queue.refetch()}
        onAction={(item, action) =>
          moderate.mutateAsync({
            params: { path: { targetType: item.targetType, targetId: item.targetId } },
            body: { action },
          })
        }
      />
    </div>
  );
}
