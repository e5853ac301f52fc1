import { Outlet } from 'react-router';
import { PageScroll } from './PageScroll';

/** The root of every page: the nested routes, each placed where the visitor expects it (the dark canvas is the body). */
export default function RootLayout() {
  return (
    <>
      <Outlet />
      <PageScroll />
    </>
  );
}
