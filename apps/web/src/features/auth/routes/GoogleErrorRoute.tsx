import { GoogleError } from '@devlearn/ui/screens/GoogleError';
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../lib/documentTitle';

/** /auth/google/error: the `error` query parameter, or 'Please try again.', and 'Go back to Login'. */
export default function GoogleErrorRoute() {
  useDocumentTitle('Google sign-in failed');
  const [searchParams] = useSearchParams();
  // The screen itself shows 'Please try again.' when the parameter is missing or blank.
  return <GoogleError message={searchParams.get('error')} />;
}
