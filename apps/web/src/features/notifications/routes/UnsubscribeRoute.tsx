import { Alert, Button, Card } from '@devlearn/ui';
import { useParams } from 'react-router';
import { $api } from '../../../lib/apiClient';
import { useDocumentTitle } from '../../../lib/documentTitle';

const TITLE = 'Unsubscribe';

/**
 * /unsubscribe/{token}: the page behind a notification mail's link (issue 42). Opening it changes nothing (a mail
 * scanner may open links); the button turns "Email me about replies and mentions" off, as the mail's one-click
 * header does (RFC 8058).
 */
export default function UnsubscribeRoute() {
  const { token = '' } = useParams();
  useDocumentTitle(TITLE);
  const unsubscribe = $api.useMutation('post', '/unsubscribe/{token}', { meta: { report: 'log' } });
  return (
    <main className="mx-auto w-full max-w-xl px-4 py-12">
      <Card className="p-6">
        <h1 className="text-2xl font-bold">{TITLE}</h1>
        <p className="mt-2">Stop the mails about replies to your comments and mentions of you.</p>
        {unsubscribe.isSuccess ? (
          <Alert tone="success" className="mt-4">
            {unsubscribe.data.message}
          </Alert>
        ) : (
          <Button
            className="mt-4"
            onClick={() => unsubscribe.mutate({ params: { path: { token } } })}
            disabled={unsubscribe.isPending}
          >
            Unsubscribe
          </Button>
        )}
        {unsubscribe.isError ? (
          <Alert tone="error" className="mt-4">
            This link is not valid. Turn the mails off on your profile page instead.
          </Alert>
        ) : null}
      </Card>
    </main>
  );
}
