import { Unsubscribe } from '@devlearn/ui/screens/Unsubscribe';
import { useParams } from 'react-router';
import { $api } from '../../../lib/apiClient';
import { useDocumentTitle } from '../../../lib/documentTitle';

/**
 * /unsubscribe/{token}: the page behind a notification mail's link (issue 42). Opening it changes nothing (a mail
 * scanner may open links); the button turns "Email me about replies and mentions" off, as the mail's one-click
 * header does (RFC 8058).
 */
export default function UnsubscribeRoute() {
  const { token = '' } = useParams();
  useDocumentTitle('Unsubscribe');
  const unsubscribe = $api.useMutation('post', '/unsubscribe/{token}', { meta: { report: 'log' } });
  return (
    <Unsubscribe
      onUnsubscribe={() => unsubscribe.mutate({ params: { path: { token } } })}
      isPending={unsubscribe.isPending}
      doneMessage={unsubscribe.data?.message}
      failed={unsubscribe.isError}
    />
  );
}
