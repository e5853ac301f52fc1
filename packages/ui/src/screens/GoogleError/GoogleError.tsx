'use client';

import { AuthLayout } from '../../components/AuthLayout';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Link, useUiRoutes } from '../../components/Link';

export const GOOGLE_ERROR_FALLBACK = 'Please try again.';

export interface GoogleErrorProps {
  /** The error from the `error` query parameter; blank or missing shows 'Please try again.'. */
  message?: string | null;
}

/** /auth/google/error: what went wrong with Google sign-in, and 'Go back to Login'. */
export function GoogleError({ message }: GoogleErrorProps) {
  const routes = useUiRoutes();
  const shown = message?.trim() ? message.trim() : GOOGLE_ERROR_FALLBACK;
  return (
    <AuthLayout title="Google sign-in failed">
      <div className="flex flex-col gap-4">
        <Alert tone="error">{shown}</Alert>
        <Button asChild size="lg" fullWidth>
          <Link href={routes.auth.login.getHref()}>Go back to Login</Link>
        </Button>
      </div>
    </AuthLayout>
  );
}
