import { Loader } from '@devlearn/ui';
import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { blogQueryOptions } from '../features/blogs/api/getBlog';
import { blogsInfiniteQueryOptions } from '../features/blogs/api/listBlogs';
import { courseQueryOptions } from '../features/courses/api/getCourse';
import { lessonQueryOptions } from '../features/courses/api/getLesson';
import { commentsInfiniteQueryOptions } from '../features/courses/api/listComments';
import { coursesQueryOptions } from '../features/courses/api/listCourses';
import { enrollmentsQueryOptions } from '../features/courses/api/listEnrollments';
import { paths, LOGIN_PAGE } from '../lib/paths';
import { GuestOnly, RequireSession } from './guards';
import { prefetching } from './routeData';
import { RouteErrorPage } from './RouteErrorPage';

/** Route modules default-export their component; each area is its own chunk, loaded on first visit. */
const page = (load: () => Promise<{ default: ComponentType }>) => async () => ({
  Component: (await load()).default,
});

const notFound = page(() => import('../features/site/routes/NotFoundRoute'));

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
      { path: paths.site.root.path, element: <Navigate to={paths.site.about.getHref()} replace /> },
      ...infoPageRoutes,
      {
        // Guest-only: a signed-in user is sent to /dashboard/courses.
        path: paths.auth.root.path,
        element: <GuestOnly />,
        // Each auth screen brings its centred layout.
        children: [
          { index: true, element: <Navigate to={LOGIN_PAGE} replace /> },
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
          { path: paths.auth.resetPasswordWithoutToken.path, element: <Navigate to={LOGIN_PAGE} replace /> },
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
          { path: '*', lazy: notFound },
        ],
      },
      {
        path: paths.refreshToken.path,
        lazy: page(() => import('../features/auth/routes/RefreshTokenRoute')),
      },
      { path: paths.refreshTokenWithoutToken.path, element: <Navigate to={LOGIN_PAGE} replace /> },
      {
        // Protected: a visitor without a stored token and user id is sent to /auth/login.
        path: paths.dashboard.root.path,
        element: <RequireSession />,
        children: [
          {
            lazy: async () => {
              const { DashboardShell } = await import('./layouts/DashboardShell');
              return { Component: () => <DashboardShell /> };
            },
            children: [
              { index: true, element: <Navigate to={paths.dashboard.courses.getHref()} replace /> },
              {
                path: paths.dashboard.courses.path,
                loader: prefetching((client) => {
                  void client.prefetchQuery(coursesQueryOptions());
                  void client.prefetchQuery(enrollmentsQueryOptions());
                }),
                lazy: page(() => import('../features/courses/routes/CoursesHomeRoute')),
              },
              {
                path: paths.dashboard.courseList.path,
                lazy: page(() => import('../features/courses/routes/CourseListRoute')),
              },
              {
                path: paths.dashboard.course.path,
                loader: prefetching((client, { courseId = '' }) => {
                  void client.prefetchQuery(courseQueryOptions(courseId));
                }),
                lazy: page(() => import('../features/courses/routes/CourseDetailRoute')),
              },
              {
                path: paths.dashboard.profile.path,
                lazy: page(() => import('../features/profile/routes/ProfileRoute')),
              },
              {
                path: paths.dashboard.blogs.path,
                // The default tab (Trending); the other tabs load when chosen.
                loader: prefetching((client, _params, url) => {
                  if (!url.searchParams.has('tab'))
                    void client.prefetchInfiniteQuery(blogsInfiniteQueryOptions('trending'));
                }),
                lazy: page(() => import('../features/blogs/routes/BlogsRoute')),
              },
              {
                path: paths.dashboard.blog.path,
                loader: prefetching((client, { blogId = '' }) => {
                  void client.prefetchQuery(blogQueryOptions(blogId));
                }),
                lazy: page(() => import('../features/blogs/routes/BlogDetailRoute')),
              },
              {
                path: paths.dashboard.editBlog.path,
                loader: prefetching((client, { blogId = '' }) => {
                  void client.prefetchQuery(blogQueryOptions(blogId));
                }),
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
              { path: '*', lazy: notFound },
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
                loader: prefetching((client, { courseId = '', lessonId = '' }) => {
                  void client.prefetchQuery(courseQueryOptions(courseId));
                  void client.prefetchQuery(lessonQueryOptions(courseId, lessonId));
                  void client.prefetchInfiniteQuery(commentsInfiniteQueryOptions(lessonId, 'recent'));
                }),
                lazy: page(() => import('../features/courses/routes/LessonRoute')),
              },
            ],
          },
        ],
      },
      { path: '*', lazy: notFound },
    ],
  },
];
