'use client';

import { MailCheck } from 'lucide-react';
import { Alert } from '../../components/Alert';
import { AuthLayout } from '../../components/AuthLayout';
import { Button } from '../../components/Button';
import { Link, useUiRoutes } from '../../components/Link';

export interface EmailVerificationProps {
  /** The address the verification link went to. */
  email: string;
  /** Sends the verification mail again. */
  onResend: () => void;
  /** Disables 'Resend Mail' and shows a spinner while the mail is sent. Default: false. */
  isResending?: boolean;
  /** A failure to show, e.g. 'Failed to resend verification link. Please try again later.'. Default: none. */
  error?: string;
  /** A confirmation to show after a resend. Default: none. */
  notice?: string;
}

/** /auth/email-verification: 'Check your email for verification link', the address, and 'Resend Mail'. */
export function EmailVerification({
  email,
  onResend,
  isResending = false,
  error,
  notice,
}: EmailVerificationProps) {
  const routes = useUiRoutes();
  return (
    <AuthLayout
      title="Verify your email"
      footer={
        <Link
          href={routes.auth.login.getHref()}
          className="rounded-dl-control font-semibold text-dl-fg underline"
        >
          Back to Sign In
        </Link>
      }
    >
      <div className="flex flex-col items-center gap-4 text-center">
        <MailCheck aria-hidden className="size-12 text-dl-ring" />
        <p className="text-lg font-semibold">Check your email for verification link</p>
        <p data-selectable className="min-h-lh break-all text-dl-muted">
          {email}
        </p>
        {error ? <Alert tone="error">{error}</Alert> : null}
        {notice ? <Alert tone="success">{notice}</Alert> : null}
        <Button size="lg" fullWidth isLoading={isResending} onClick={onResend}>
          Resend Mail
        </Button>
      </div>
    </AuthLayout>
  );
}
