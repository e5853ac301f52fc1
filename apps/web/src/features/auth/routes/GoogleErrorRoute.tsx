import { GoogleError } from '@devlearn/ui/screens/GoogleError';
import { useSyncExternalStore } from 'react';
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../lib/documentTitle';

const subscribeToNothing = () => () => undefined;

/** /auth/google/error: the `error` query parameter, or 'Please try again.', and 'Go back to Login'. */
export default function GoogleErrorRoute() {
  useDocumentTitle('Google sign-in failed');
  const [searchParams] = useSearchParams();
  // The page is prerendered without a query: hydration shows what the HTML shows, then the error.
  const error = useSyncExternalStore(
    subscribeToNothing,
    () => searchParams.get('error'),
    () => null,
  );
  // The screen itself shows 'Please try again.' when the parameter is missing or blank.
  return <GoogleError message={error} />;
}
