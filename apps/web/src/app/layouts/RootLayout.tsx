import { Outlet, ScrollRestoration } from 'react-router';

/** The root of every page: the nested routes, scrolled to the top on navigation (the dark canvas is the body). */
export default function RootLayout() {
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
