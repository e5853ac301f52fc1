'use client';

import { Alert } from '../../components/Alert';
import { AuthLayout } from '../../components/AuthLayout';
import { Button } from '../../components/Button';

export const TOKEN_EXPIRED_MESSAGE = 'Your token has expired. Click the button to refresh it.';

export interface RefreshTokenProps {
  /** Asks the server for a new access token. */
  onRefresh: () => void;
  /** Disables the button and shows a spinner while refreshing. Default: false. */
  isRefreshing?: boolean;
  /** A failure to show, e.g. 'Invalid refresh token. Please Login!'. Default: none. */
  error?: string;
}

/** /refresh-token/{token}: the expiry notice and a 'Refresh Token' button. */
export function RefreshToken({ onRefresh, isRefreshing = false, error }: RefreshTokenProps) {
  return (
    <AuthLayout title="Session expired">
      <div className="flex flex-col gap-4">
        <Alert tone="info">{TOKEN_EXPIRED_MESSAGE}</Alert>
        {error ? <Alert tone="error">{error}</Alert> : null}
        <Button size="lg" fullWidth isLoading={isRefreshing} onClick={onRefresh}>
          Refresh Token
        </Button>
      </div>
    </AuthLayout>
  );
}
