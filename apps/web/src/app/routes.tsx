import { Loader } from '@devlearn/ui';
import type { ComponentType } from 'react';
import { redirect, type RouteObject } from 'react-router';
import { blogQueryOptions } from '../features/blogs/api/getBlog';
import { blogsInfiniteQueryOptions } from '../features/blogs/api/listBlogs';
import { courseQueryOptions } from '../features/courses/api/getCourse';
import { lessonQueryOptions } from '../features/courses/api/getLesson';
import { commentsInfiniteQueryOptions } from '../features/courses/api/listComments';
import { coursesQueryOptions } from '../features/courses/api/listCourses';
import { enrollmentsQueryOptions } from '../features/courses/api/listEnrollments';
import { paths, LOGIN_PAGE } from '../lib/paths';
import { GuestOnly, RequireSession } from './guards';
import { prefetching, type PageHandle } from './routeData';
import { RouteErrorPage } from './RouteErrorPage';

/** Route modules default-export their component; each area is its own chunk, loaded on first visit. */
const page = (load: () => Promise<{ default: ComponentType }>) => async () => ({
  Component: (await load()).default,
});

const notFound = page(() => import('../features/site/routes/NotFoundRoute'));
const NOT_FOUND: PageHandle = { notFound: true };

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
  lazy: async () => {
    const { InfoPageRoute } = await import('../features/site/routes/InfoPageRoute');
    return { Component: () => <InfoPageRoute slug={slug} /> };
  },
}));

/**
 * The route table of spec section 2: public pages, guest-only auth pages, the refresh page and the protected
 * dashboard (whose learn pages have no site header and footer), then the 404 text for anything else.
 */
export const routes: RouteObject[] = [
  {
    lazy: page(() => import('./layouts/RootLayout')),
    // A page that fails to load or render: words and a reload instead of a developer screen.
    errorElement: <RouteErrorPage />,
    // Shown while the first page's chunk loads.
    hydrateFallbackElement: <Loader fullScreen label="Loading DevLearn" />,
    children: [
      // Public pages: each screen brings the site header and footer.
      { path: paths.home.path, lazy: page(() => import('../features/site/routes/LandingRoute')) },
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
          { path: paths.auth.login.path, lazy: page(() => import('../features/auth/routes/LoginRoute')) },
          {
            path: paths.auth.register.path,
            lazy: page(() => import('../features/auth/routes/RegisterRoute')),
          },
          {
            path: paths.auth.forgotPassword.path,
            lazy: page(() => import('../features/auth/routes/ForgotPasswordRoute')),
          },
          {
            path: paths.auth.verifyOtp.path,
            lazy: page(() => import('../features/auth/routes/VerifyOtpRoute')),
          },
          // Spec section 2: reset-password without its token goes to the login page.
          { path: paths.auth.resetPasswordWithoutToken.path, loader: () => redirect(LOGIN_PAGE) },
          {
            path: paths.auth.resetPassword.path,
            lazy: page(() => import('../features/auth/routes/ResetPasswordRoute')),
          },
          {
            path: paths.auth.emailVerification.path,
            lazy: page(() => import('../features/auth/routes/EmailVerificationRoute')),
          },
          {
            path: paths.auth.verifyEmail.path,
            lazy: page(() => import('../features/auth/routes/VerifyEmailRoute')),
          },
          {
            path: paths.auth.googleError.path,
            lazy: page(() => import('../features/auth/routes/GoogleErrorRoute')),
          },
          {
            path: paths.auth.google.path,
            lazy: page(() => import('../features/auth/routes/GoogleCallbackRoute')),
          },
          { path: '*', lazy: notFound, handle: NOT_FOUND },
        ],
      },
      {
        path: paths.refreshToken.path,
        lazy: page(() => import('../features/auth/routes/RefreshTokenRoute')),
      },
      { path: paths.refreshTokenWithoutToken.path, loader: () => redirect(LOGIN_PAGE) },
      {
        path: paths.unsubscribe.path,
        lazy: page(() => import('../features/notifications/routes/UnsubscribeRoute')),
      },
      {
        // Protected: a visitor without a stored token and user id is sent to /auth/login.
        path: paths.dashboard.root.path,
        element: <RequireSession />,
        handle: { session: 'required' } satisfies PageHandle,
        children: [
          {
            lazy: async () => {
              const { DashboardShell } = await import('./layouts/DashboardShell');
              return { Component: () => <DashboardShell /> };
            },
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
                lazy: page(() => import('../features/courses/routes/CoursesHomeRoute')),
              },
              {
                path: paths.dashboard.courseList.path,
                lazy: page(() => import('../features/courses/routes/CourseListRoute')),
              },
              {
                path: paths.dashboard.course.path,
                loader: prefetching((client, { courseId = '' }) => [
                  client.prefetchQuery(courseQueryOptions(courseId)),
                ]),
                lazy: page(() => import('../features/courses/routes/CourseDetailRoute')),
              },
              {
                path: paths.dashboard.profile.path,
                lazy: page(() => import('../features/profile/routes/ProfileRoute')),
              },
              {
                path: paths.dashboard.blogs.path,
                // The default tab (Trending); the other tabs load when chosen.
                loader: prefetching((client, _params, url) =>
                  url.searchParams.has('tab')
                    ? []
                    : [client.prefetchInfiniteQuery(blogsInfiniteQueryOptions('trending'))],
                ),
                lazy: page(() => import('../features/blogs/routes/BlogsRoute')),
              },
              {
                path: paths.dashboard.blog.path,
                loader: prefetching((client, { blogId = '' }) => [
                  client.prefetchQuery(blogQueryOptions(blogId)),
                ]),
                lazy: page(() => import('../features/blogs/routes/BlogDetailRoute')),
              },
              {
                path: paths.dashboard.editBlog.path,
                loader: prefetching((client, { blogId = '' }) => [
                  client.prefetchQuery(blogQueryOptions(blogId)),
                ]),
                lazy: page(() => import('../features/blogs/routes/EditBlogRoute')),
              },
              {
                path: paths.dashboard.createBlog.path,
                lazy: page(() => import('../features/blogs/routes/CreateBlogRoute')),
              },
              {
                path: paths.dashboard.myBlogs.path,
                lazy: page(() => import('../features/blogs/routes/MyBlogsRoute')),
              },
              {
                path: paths.dashboard.moderation.path,
                lazy: page(() => import('../features/moderation/routes/ModerationRoute')),
              },
              { path: '*', lazy: notFound, handle: NOT_FOUND },
            ],
          },
          {
            // Spec section 2: header and footer are hidden on learn pages.
            lazy: async () => {
              const { DashboardShell } = await import('./layouts/DashboardShell');
              return { Component: () => <DashboardShell hideHeaderAndFooter /> };
            },
            children: [
              {
                path: paths.dashboard.lesson.path,
                loader: prefetching((client, { courseId = '', lessonId = '' }) => [
                  client.prefetchQuery(courseQueryOptions(courseId)),
                  client.prefetchQuery(lessonQueryOptions(courseId, lessonId)),
                  client.prefetchInfiniteQuery(commentsInfiniteQueryOptions(lessonId, 'recent')),
                ]),
                lazy: page(() => import('../features/courses/routes/LessonRoute')),
              },
            ],
          },
        ],
      },
      { path: '*', lazy: notFound, handle: NOT_FOUND },
    ],
  },
];
