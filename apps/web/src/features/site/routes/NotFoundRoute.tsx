import { NotFound } from '@devlearn/ui';

/** Any unknown path: '404 Page not found | Not Design yet' (spec section 2). */
export default function NotFoundRoute() {
  return <NotFound />;
}
