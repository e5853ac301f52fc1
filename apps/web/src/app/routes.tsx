import { Loader } from '@devlearn/ui';
import type { ComponentType } from 'react';
import { redirect, type RouteObject } from 'react-router';
import { blogQueryOptions } from '../features/blogs/api/getBlog';
import { blogsInfiniteQueryOptions } from '../features/blogs/api/listBlogs';
import { certificateQueryOptions } from '../features/certificates/api/certificates';
import { courseQueryOptions } from '../features/courses/api/getCourse';
import { lessonQueryOptions } from '../features/courses/api/getLesson';
import { commentsInfiniteQueryOptions } from '../features/courses/api/listComments';
import { coursesQueryOptions } from '../features/courses/api/listCourses';
import { enrollmentsQueryOptions } from '../features/courses/api/listEnrollments';
import { paths, LOGIN_PAGE } from '../lib/paths';
import { GuestOnly, RequireSession } from './guards';
import { prefetching, publicPrefetching, type PageHandle } from './routeData';
import { RouteErrorPage } from './RouteErrorPage';

/**
 * Every route module, each its own chunk loaded on first visit, by its file: the route names the file it loads
 * (`handle.module`), so the server renderer can link the page's chunks from Vite's manifest (ADR 0101).
 */
const routeModules = import.meta.glob<Record<string, unknown>>([
  '../features/*/routes/*Route.tsx',
  './layouts/*.tsx',
]);

/** The manifest's key of a route module: its path from the app's folder. */
const manifestKey = (file: string) => new URL(file, 'file:///src/app/').pathname.slice(1);

/**
 * A route whose component is `file`'s default export (or the component `pick` makes of the module), loaded on
 * first visit, with the handle that names the file.
 */
function page(
  file: string,
  handle: PageHandle = {},
  pick: (module: Record<string, unknown>) => ComponentType = (module) => module.default as ComponentType,
): Pick<RouteObject, 'lazy' | 'handle'> {
  const load = routeModules[file];
  if (!load) throw new Error(`no route module ${file}`);
  return {
    lazy: async () => ({ Component: pick(await load()) }),
    handle: { ...handle, module: manifestKey(file) } satisfies PageHandle,
  };
}

const NOT_FOUND: PageHandle = { notFound: true };
const notFound = () => page('../features/site/routes/NotFoundRoute.tsx', NOT_FOUND);

/** The public information pages (D27, /contact and /site/about) and the copy each shows. */
const infoPageRoutes = (
  [
    [paths.site.about.path, 'about'],
    [paths.contact.path, 'contact'],
    [paths.features.tutorials.path, 'tutorials'],
    [paths.features.community.path, 'community'],
    [paths.features.courses.path, 'courses'],
    [paths.features.projects.path, 'projects'],
    [paths.features.resources.path, 'resources'],
    [paths.features.challenges.path, 'challenges'],
  ] as const
).map(([path, slug]): RouteObject => ({
  path,
  ...page('../features/site/routes/InfoPageRoute.tsx', {}, (module) => {
    const InfoPageRoute = module.InfoPageRoute as ComponentType<{ slug: typeof slug }>;
    return () => <InfoPageRoute slug={slug} />;
  }),
}));

/**
 * The route table of spec section 2: public pages, guest-only auth pages, the refresh page and the protected
 * dashboard (whose learn pages have no site header and footer), then the 404 text for anything else.
 */
export const routes: RouteObject[] = [
  {
    ...page('./layouts/RootLayout.tsx'),
    // A page that fails to load or render: words and a reload instead of a developer screen.
    errorElement: <RouteErrorPage />,
    // Shown while the first page's chunk loads.
    hydrateFallbackElement: <Loader fullScreen label="Loading DevLearn" />,
    children: [
      // Public pages: each screen brings the site header and footer.
      { path: paths.home.path, ...page('../features/site/routes/LandingRoute.tsx') },
      { path: paths.site.root.path, loader: () => redirect(paths.site.about.getHref()) },
      ...infoPageRoutes,
      {
        // Guest-only: a signed-in user is sent to /dashboard/courses.
        path: paths.auth.root.path,
        element: <GuestOnly />,
        handle: { session: 'guest' } satisfies PageHandle,
        // Each auth screen brings its centred layout.
        children: [
          { index: true, loader: () => redirect(LOGIN_PAGE) },
          { path: paths.auth.login.path, ...page('../features/auth/routes/LoginRoute.tsx') },
          {
            path: paths.auth.register.path,
            ...page('../features/auth/routes/RegisterRoute.tsx'),
          },
          {
            path: paths.auth.forgotPassword.path,
            ...page('../features/auth/routes/ForgotPasswordRoute.tsx'),
          },
          {
            path: paths.auth.verifyOtp.path,
            ...page('../features/auth/routes/VerifyOtpRoute.tsx'),
          },
          // Spec section 2: reset-password without its token goes to the login page.
          { path: paths.auth.resetPasswordWithoutToken.path, loader: () => redirect(LOGIN_PAGE) },
          {
            path: paths.auth.resetPassword.path,
            ...page('../features/auth/routes/ResetPasswordRoute.tsx'),
          },
          {
            path: paths.auth.emailVerification.path,
            ...page('../features/auth/routes/EmailVerificationRoute.tsx'),
          },
          {
            path: paths.auth.verifyEmail.path,
            ...page('../features/auth/routes/VerifyEmailRoute.tsx'),
          },
          {
            path: paths.auth.googleError.path,
            ...page('../features/auth/routes/GoogleErrorRoute.tsx'),
          },
          {
            path: paths.auth.google.path,
            ...page('../features/auth/routes/GoogleCallbackRoute.tsx'),
          },
          { path: '*', ...notFound() },
        ],
      },
      {
        // D51: public and rendered on the server for anyone; an unknown id answers 404.
        path: paths.certificate.path,
        loader: publicPrefetching((client, { certificateId = '' }) => [
          client.prefetchQuery(certificateQueryOptions(certificateId)),
        ]),
        ...page('../features/certificates/routes/CertificateRoute.tsx'),
      },
      {
        path: paths.refreshToken.path,
        ...page('../features/auth/routes/RefreshTokenRoute.tsx'),
      },
      { path: paths.refreshTokenWithoutToken.path, loader: () => redirect(LOGIN_PAGE) },
      {
        path: paths.unsubscribe.path,
        ...page('../features/notifications/routes/UnsubscribeRoute.tsx'),
      },
      {
        // Protected: a visitor without a stored token and user id is sent to /auth/login.
        path: paths.dashboard.root.path,
        element: <RequireSession />,
        handle: { session: 'required' } satisfies PageHandle,
        children: [
          {
            ...page('./layouts/DashboardShell.tsx', {}, (module) => {
              const DashboardShell = module.DashboardShell as ComponentType<{
                hideHeaderAndFooter?: boolean;
              }>;
              return () => <DashboardShell />;
            }),
            children: [
              { index: true, loader: () => redirect(paths.dashboard.courses.getHref()) },
              {
                path: paths.dashboard.courses.path,
                loader: prefetching((client) => {
                  return [
                    client.prefetchQuery(coursesQueryOptions()),
                    client.prefetchQuery(enrollmentsQueryOptions()),
                  ];
                }),
                ...page('../features/courses/routes/CoursesHomeRoute.tsx'),
              },
              {
                path: paths.dashboard.courseList.path,
                ...page('../features/courses/routes/CourseListRoute.tsx'),
              },
              {
                path: paths.dashboard.course.path,
                loader: prefetching((client, { courseId = '' }) => [
                  client.prefetchQuery(courseQueryOptions(courseId)),
                ]),
                ...page('../features/courses/routes/CourseDetailRoute.tsx'),
              },
              {
                path: paths.dashboard.profile.path,
                ...page('../features/profile/routes/ProfileRoute.tsx'),
              },
              {
                path: paths.dashboard.blogs.path,
                // The default tab (Trending); the other tabs load when chosen.
                loader: prefetching((client, _params, url) =>
                  url.searchParams.has('tab')
                    ? []
                    : [client.prefetchInfiniteQuery(blogsInfiniteQueryOptions('trending'))],
                ),
                ...page('../features/blogs/routes/BlogsRoute.tsx'),
              },
              {
                path: paths.dashboard.blog.path,
                loader: prefetching((client, { blogId = '' }) => [
                  client.prefetchQuery(blogQueryOptions(blogId)),
                ]),
                ...page('../features/blogs/routes/BlogDetailRoute.tsx'),
              },
              {
                path: paths.dashboard.editBlog.path,
                loader: prefetching((client, { blogId = '' }) => [
                  client.prefetchQuery(blogQueryOptions(blogId)),
                ]),
                ...page('../features/blogs/routes/EditBlogRoute.tsx'),
              },
              {
                path: paths.dashboard.createBlog.path,
                ...page('../features/blogs/routes/CreateBlogRoute.tsx'),
              },
              {
                path: paths.dashboard.myBlogs.path,
                ...page('../features/blogs/routes/MyBlogsRoute.tsx'),
              },
              {
                path: paths.dashboard.moderation.path,
                ...page('../features/moderation/routes/ModerationRoute.tsx'),
              },
              { path: '*', ...notFound() },
            ],
          },
          {
            // Spec section 2: header and footer are hidden on learn pages.
            ...page('./layouts/DashboardShell.tsx', {}, (module) => {
              const DashboardShell = module.DashboardShell as ComponentType<{
                hideHeaderAndFooter?: boolean;
              }>;
              return () => <DashboardShell hideHeaderAndFooter />;
            }),
            children: [
              {
                path: paths.dashboard.lesson.path,
                loader: prefetching((client, { courseId = '', lessonId = '' }) => [
                  client.prefetchQuery(courseQueryOptions(courseId)),
                  client.prefetchQuery(lessonQueryOptions(courseId, lessonId)),
                  client.prefetchInfiniteQuery(commentsInfiniteQueryOptions(lessonId, 'recent')),
                ]),
                ...page('../features/courses/routes/LessonRoute.tsx'),
              },
            ],
          },
        ],
      },
      { path: '*', ...notFound() },
    ],
  },
];
