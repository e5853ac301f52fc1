import { ModerationQueue } from '@devlearn/ui';
import { contentHref } from '../../../lib/contentLinks';
import { useDocumentTitle } from '../../../lib/documentTitle';
import { useModerateContent, useModerationQueue } from '../api/moderation';

/**
 * /dashboard/moderation (issue 42): what has open reports, for moderators (`npm run user:role -- <email>
 * moderator`); Hide, Restore and Dismiss act on it. Anyone else gets the server's 403 as the page's error.
 */
export default function ModerationRoute() {
  useDocumentTitle('Moderation');
  const queue = useModerationQueue(1);
  const moderate = useModerateContent();
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8">
      <ModerationQueue
        items={(queue.data?.items ?? []).map((item) => ({ ...item, href: contentHref(item.target) }))}
        total={queue.data?.total}
        isLoading={queue.isPending}
        error={queue.isError ? queue.error.message : null}
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
