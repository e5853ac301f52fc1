import { Loader } from '@devlearn/ui';
import { COURSES_FULL_LIST_PAGE_SIZE } from '@devlearn/ui/product';
import type { InfoPageSlug } from '@devlearn/ui/screens/InfoPage';
import type { ComponentType } from 'react';
import { redirect, type RouteObject } from 'react-router';
import {
  blogQueryOptions,
  blogTabInfiniteQueryOptions,
  myBlogsInfiniteQueryOptions,
  readBlogTab,
} from '../features/blogs/api/blogPages';
import { certificateQueryOptions } from '../features/certificates/api/certificates';
import {
  courseListOf,
  courseQueryOptions,
  courseSearchQueryOptions,
  coursesQueryOptions,
  enrolledProgressQueryOptions,
  enrollmentsQueryOptions,
  favoriteCoursesQueryOptions,
  lessonQueryOptions,
} from '../features/courses/api/courseQueries';
import { commentsInfiniteQueryOptions } from '../features/courses/api/listComments';
import { moderationQueueQueryOptions } from '../features/moderation/api/moderationQueue';
import { myCertificatesQueryOptions, profileQueryOptions } from '../features/profile/api/profile';
import { paths, LOGIN_PAGE } from '../lib/paths';
import { GuestOnly, RequireSession } from './guards';
import type { DashboardShellProps } from './layouts/DashboardShell';
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
function lazyModule(
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

/** A feature's route page by feature and name: `page('auth/LoginRoute')` is features/auth/routes/LoginRoute.tsx. */
function page(name: `${string}/${string}Route`, handle: PageHandle = {}) {
  const [feature, component] = name.split('/');
  return lazyModule(`../features/${feature}/routes/${component}.tsx`, handle);
}

/** The dashboard's shell; learn pages hide the site header and footer (spec section 2). */
const dashboardShell = (hideHeaderAndFooter: boolean) =>
  lazyModule('./layouts/DashboardShell.tsx', {}, (module) => {
    const DashboardShell = module.DashboardShell as ComponentType<DashboardShellProps>;
    return () => <DashboardShell hideHeaderAndFooter={hideHeaderAndFooter} />;
  });

const NOT_FOUND: PageHandle = { notFound: true };
const notFound = () => page('site/NotFoundRoute', NOT_FOUND);

/** The public information pages (D27: /contact, /site/about and the six feature pages), each with its copy. */
const INFO_PAGES = { about: paths.site.about, contact: paths.contact, ...paths.features } satisfies Record<
  InfoPageSlug,
  { path: string }
>;
const infoPageRoutes = Object.entries(INFO_PAGES).map(([slug, { path }]): RouteObject => ({
  path,
  ...lazyModule('../features/site/routes/InfoPageRoute.tsx', {}, (module) => {
    const InfoPageRoute = module.InfoPageRoute as ComponentType<{ slug: InfoPageSlug }>;
    return () => <InfoPageRoute slug={slug as InfoPageSlug} />;
  }),
}));

/** The blog page and its edit form start the blog's read. */
const prefetchBlog = prefetching((client, { blogId = '' }) => [
  client.prefetchQuery(blogQueryOptions(blogId)),
]);

/**
 * The route table of spec section 2: public pages, guest-only auth pages, the refresh page and the protected
 * dashboard (whose learn pages have no site header and footer), then the 404 text for anything else.
 */
export const routes: RouteObject[] = [
  {
    ...lazyModule('./layouts/RootLayout.tsx'),
    // A page that fails to load or render: words and a reload instead of a developer screen.
    errorElement: <RouteErrorPage />,
    // Shown while the first page's chunk loads.
    hydrateFallbackElement: <Loader fullScreen label="Loading DevLearn" />,
    children: [
      // Public pages: each screen brings the site header and footer.
      { path: paths.home.path, ...page('site/LandingRoute') },
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
          { path: paths.auth.login.path, ...page('auth/LoginRoute') },
          { path: paths.auth.register.path, ...page('auth/RegisterRoute') },
          { path: paths.auth.forgotPassword.path, ...page('auth/ForgotPasswordRoute') },
          { path: paths.auth.verifyOtp.path, ...page('auth/VerifyOtpRoute') },
          // Spec section 2: reset-password without its token goes to the login page.
          { path: paths.auth.resetPasswordWithoutToken.path, loader: () => redirect(LOGIN_PAGE) },
          { path: paths.auth.resetPassword.path, ...page('auth/ResetPasswordRoute') },
          { path: paths.auth.emailVerification.path, ...page('auth/EmailVerificationRoute') },
          { path: paths.auth.verifyEmail.path, ...page('auth/VerifyEmailRoute') },
          { path: paths.auth.googleError.path, ...page('auth/GoogleErrorRoute') },
          { path: paths.auth.google.path, ...page('auth/GoogleCallbackRoute') },
          { path: '*', ...notFound() },
        ],
      },
      {
        // D51: public and rendered on the server for anyone; an unknown id answers 404.
        path: paths.certificate.path,
        loader: publicPrefetching((client, { certificateId = '' }) => [
          client.prefetchQuery(certificateQueryOptions(certificateId)),
        ]),
        ...page('certificates/CertificateRoute'),
      },
      { path: paths.refreshToken.path, ...page('auth/RefreshTokenRoute') },
      { path: paths.refreshTokenWithoutToken.path, loader: () => redirect(LOGIN_PAGE) },
      { path: paths.unsubscribe.path, ...page('notifications/UnsubscribeRoute') },
      {
        // Protected: a visitor without a stored token and user id is sent to /auth/login.
        path: paths.dashboard.root.path,
        element: <RequireSession />,
        handle: { session: 'required' } satisfies PageHandle,
        children: [
          {
            ...dashboardShell(false),
            children: [
              { index: true, loader: () => redirect(paths.dashboard.courses.getHref()) },
              {
                path: paths.dashboard.courses.path,
                loader: prefetching((client) => [
                  client.prefetchQuery(coursesQueryOptions()),
                  client.prefetchQuery(enrollmentsQueryOptions()),
                ]),
                ...page('courses/CoursesHomeRoute'),
              },
              {
                path: paths.dashboard.courseList.path,
                // Only the shown list (?show=).
                loader: prefetching((client, _params, url) => {
                  const { show, query } = courseListOf(url.searchParams);
                  if (show === 'my-enrollments')
                    return [
                      client.prefetchQuery(enrollmentsQueryOptions()),
                      client.prefetchQuery(enrolledProgressQueryOptions()),
                    ];
                  if (show === 'favorites') return [client.prefetchQuery(favoriteCoursesQueryOptions())];
                  if (show === 'search-results')
                    return query ? [client.prefetchQuery(courseSearchQueryOptions(query))] : [];
                  return [client.prefetchQuery(coursesQueryOptions(COURSES_FULL_LIST_PAGE_SIZE))];
                }),
                ...page('courses/CourseListRoute'),
              },
              {
                path: paths.dashboard.course.path,
                loader: prefetching((client, { courseId = '' }) => [
                  client.prefetchQuery(courseQueryOptions(courseId)),
                ]),
                ...page('courses/CourseDetailRoute'),
              },
              {
                path: paths.dashboard.profile.path,
                loader: prefetching((client) => [
                  client.prefetchQuery(profileQueryOptions()),
                  client.prefetchQuery(myCertificatesQueryOptions()),
                ]),
                ...page('profile/ProfileRoute'),
              },
              {
                path: paths.dashboard.blogs.path,
                // The shown tab; the others load when chosen.
                loader: prefetching((client, _params, url) => [
                  client.prefetchInfiniteQuery(
                    blogTabInfiniteQueryOptions(readBlogTab(url.searchParams.get('tab'))),
                  ),
                ]),
                ...page('blogs/BlogsRoute'),
              },
              { path: paths.dashboard.blog.path, loader: prefetchBlog, ...page('blogs/BlogDetailRoute') },
              { path: paths.dashboard.editBlog.path, loader: prefetchBlog, ...page('blogs/EditBlogRoute') },
              { path: paths.dashboard.createBlog.path, ...page('blogs/CreateBlogRoute') },
              {
                path: paths.dashboard.myBlogs.path,
                loader: prefetching((client) => [
                  client.prefetchInfiniteQuery(myBlogsInfiniteQueryOptions()),
                ]),
                ...page('blogs/MyBlogsRoute'),
              },
              {
                path: paths.dashboard.moderation.path,
                // A learner's 403 is the loader's data, so the page shows it (routeData's `prefetching`).
                loader: prefetching((client) => [client.prefetchQuery(moderationQueueQueryOptions())]),
                ...page('moderation/ModerationRoute'),
              },
              { path: '*', ...notFound() },
            ],
          },
          {
            // Spec section 2: header and footer are hidden on learn pages.
            ...dashboardShell(true),
            children: [
              {
                path: paths.dashboard.lesson.path,
                loader: prefetching((client, { courseId = '', lessonId = '' }) => [
                  client.prefetchQuery(courseQueryOptions(courseId)),
                  client.prefetchQuery(lessonQueryOptions(courseId, lessonId)),
                  client.prefetchInfiniteQuery(commentsInfiniteQueryOptions(lessonId, 'recent')),
                ]),
                ...page('courses/LessonRoute'),
              },
            ],
          },
        ],
      },
      { path: '*', ...notFound() },
    ],
  },
];
