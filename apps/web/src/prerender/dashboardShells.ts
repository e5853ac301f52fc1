import { IMAGE_SIZES } from '@devlearn/ui/product';
import { paths } from '../lib/paths';

/**
 * Where a dashboard page's first image (its LCP element) is in one of its early reads: `read` is the start of
 * that read's address, `at` the dotted path of a `ResponsiveImageRef` in its body, `sizes` the `<img sizes>` the
 * page shows it with. public/early-requests.js preloads the first of a page's images that exists as soon as its
 * read answers, so the image downloads beside the app instead of after it has rendered.
 */
interface FirstImage {
  read: string;
  at: string;
  sizes: string;
}

/**
 * The dashboard pages sent with their shell in the HTML (issue 10.1): sidebar, header and the page's loading
 * skeleton, rendered at build time for a signed-in user whose data has not arrived. The browser paints that,
 * starts the page's API reads at once (public/early-requests.js), preloads the page's first image when they
 * answer, and fetches `chunk` (the route module's file name, which Vite names its chunk after) beside the app;
 * the app then renders over it. Course detail (a heading) and the lesson (a video) open with no image.
 */
export const DASHBOARD_SHELLS: readonly {
  path: string;
  chunk: string;
  firstImage?: readonly FirstImage[];
}[] = [
  {
    path: paths.dashboard.courses.path,
    chunk: 'CoursesHomeRoute',
    // 'Continue Learning' when the learner has an enrolment, else the first popular course.
    firstImage: [
      {
        read: '/api/v1/users/enrollment',
        at: 'data.enrollCourses.0.thumbnail',
        sizes: IMAGE_SIZES.continueCard,
      },
      { read: '/api/v1/courses?', at: 'data.courses.0.thumbnail', sizes: IMAGE_SIZES.courseCard },
    ],
  },
  { path: paths.dashboard.course.path, chunk: 'CourseDetailRoute' },
  { path: paths.dashboard.lesson.path, chunk: 'LessonRoute' },
  {
    path: paths.dashboard.blogs.path,
    chunk: 'BlogsRoute',
    firstImage: [{ read: '/api/v1/blogs?', at: 'data.blogs.0.blogImage', sizes: IMAGE_SIZES.blogCard }],
  },
  {
    path: paths.dashboard.blog.path,
    chunk: 'BlogDetailRoute',
    firstImage: [{ read: '/api/v1/blogs/', at: 'data.blogImage', sizes: IMAGE_SIZES.articleCover }],
  },
];

/** The chunks every dashboard page renders with, around its own. */
export const DASHBOARD_LAYOUT_CHUNKS: readonly string[] = ['RootLayout', 'DashboardShell'];

/** The address a shell is rendered for: each `:name` becomes `__name__`, which the early script fills in. */
export function shellAddressOf(pattern: string): string {
  return pattern.replace(/:(\w+)/g, '__$1__');
}
