'use client';

import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';

export const UNSUBSCRIBE_INVALID_LINK =
  'This link is not valid. Turn the mails off on your profile page instead.';

export interface UnsubscribeProps {
  /** Turns the mails about replies and mentions off. */
  onUnsubscribe: () => void;
  /** Disables the button while the request is on its way. Default: false. */
  isPending?: boolean;
  /** The server's words once the mails are off; the button gives way to them. Default: none. */
  doneMessage?: string;
  /** The link was refused (unknown or used token). Default: false. */
  failed?: boolean;
}

/**
 * /unsubscribe/{token}: the page behind a notification mail's link (issue 42). Opening it changes nothing; the
 * button turns "Email me about replies and mentions" off.
 */
export function Unsubscribe({
  onUnsubscribe,
  isPending = false,
  doneMessage,
  failed = false,
}: UnsubscribeProps) {
  return (
    <main className="mx-auto w-full max-w-xl px-4 py-12">
      <Card className="p-6">
        <h1 className="text-2xl font-bold">Unsubscribe</h1>
        <p className="mt-2">Stop the mails about replies to your comments and mentions of you.</p>
        {doneMessage ? (
          <Alert tone="success" className="mt-4">
            {doneMessage}
          </Alert>
        ) : (
          <Button className="mt-4" onClick={onUnsubscribe} disabled={isPending}>
            Unsubscribe
          </Button>
        )}
        {failed ? (
          <Alert tone="error" className="mt-4">
            {UNSUBSCRIBE_INVALID_LINK}
          </Alert>
        ) : null}
      </Card>
    </main>
  );
}
