import { Outlet, ScrollRestoration } from 'react-router';

/**
 * The root of every page: the nested routes, each placed where the visitor expects it (react-router's scroll
 * restoration: a new page at the top or its `#hash`, a page gone back to where it was left). The dark canvas is
 * the body.
 */
export default function RootLayout() {
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
