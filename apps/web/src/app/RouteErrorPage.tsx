import { PageError } from '@devlearn/ui';
import { useEffect } from 'react';
import { useRouteError } from 'react-router';

/**
 * The root route's error element: a page whose code could not be loaded (e.g. its chunk is gone after a new
 * deploy) or that threw while rendering shows the spec's 'Something went wrong' with a reload, not React
 * Router's developer screen. The error itself goes to the console for whoever debugs it.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return <PageError onReload={() => window.location.reload()} />;
}
