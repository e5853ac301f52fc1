import { paths } from '../lib/paths';

/**
 * The dashboard pages sent with their shell in the HTML (issue 10.1): sidebar, header and the page's loading
 * skeleton, rendered at build time for a signed-in user whose data has not arrived. The browser paints that,
 * starts the page's API reads at once (public/early-requests.js) and fetches `chunk` (the route module's file
 * name, which Vite names its chunk after) beside the app; the app then renders over it.
 */
export const DASHBOARD_SHELLS: readonly { path: string; chunk: string }[] = [
  { path: paths.dashboard.courses.path, chunk: 'CoursesHomeRoute' },
  { path: paths.dashboard.course.path, chunk: 'CourseDetailRoute' },
  { path: paths.dashboard.lesson.path, chunk: 'LessonRoute' },
  { path: paths.dashboard.blogs.path, chunk: 'BlogsRoute' },
  { path: paths.dashboard.blog.path, chunk: 'BlogDetailRoute' },
];

/** The chunks every dashboard page renders with, around its own. */
export const DASHBOARD_LAYOUT_CHUNKS: readonly string[] = ['RootLayout', 'DashboardShell'];

/** The address a shell is rendered for: each `:name` becomes `__name__`, which the early script fills in. */
export function shellAddressOf(pattern: string): string {
  return pattern.replace(/:(\w+)/g, '__$1__');
}
