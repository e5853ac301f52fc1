import { API_BASE_PATH } from '@devlearn/api-client';
import type { CourseListShow } from '@devlearn/ui';

/**
 * The one route table: every route of spec section 2, `path` the react-router pattern, `getHref` a link that
 * encodes every parameter. Routes and components use these, never string literals, and the UI library's own
 * links (sidebar, cards, breadcrumbs) come from this same table through `UiLinkProvider`, so a moved page is a
 * one-line change.
 */

export type { CourseListShow };

export const COURSE_LIST_SHOW_VALUES: readonly CourseListShow[] = [
  'all-courses',
  'my-enrollments',
  'favorites',
  'search-results',
];

const enc = encodeURIComponent;

export const paths = {
  home: { path: '/', getHref: () => '/' },
  site: {
    root: { path: '/site', getHref: () => '/site' },
    about: { path: '/site/about', getHref: () => '/site/about' },
  },
  contact: { path: '/contact', getHref: () => '/contact' },
  /** The six feature-card pages of the landing page (decision D27). */
  features: {
    tutorials: { path: '/tutorials', getHref: () => '/tutorials' },
    community: { path: '/community', getHref: () => '/community' },
    courses: { path: '/courses', getHref: () => '/courses' },
    projects: { path: '/projects', getHref: () => '/projects' },
    resources: { path: '/resources', getHref: () => '/resources' },
    challenges: { path: '/challenges', getHref: () => '/challenges' },
  },
  auth: {
    root: { path: '/auth', getHref: () => '/auth' },
    login: { path: '/auth/login', getHref: () => '/auth/login' },
    register: { path: '/auth/register', getHref: () => '/auth/register' },
    forgotPassword: { path: '/auth/forgot-password', getHref: () => '/auth/forgot-password' },
    verifyOtp: { path: '/auth/verify-otp', getHref: () => '/auth/verify-otp' },
    /** Without its token the page has nothing to do: it goes to the login page (spec section 2). */
    resetPasswordWithoutToken: { path: '/auth/reset-password', getHref: () => '/auth/reset-password' },
    resetPassword: {
      path: '/auth/reset-password/:token',
      getHref: (token: string) => `/auth/reset-password/${enc(token)}`,
    },
    emailVerification: { path: '/auth/email-verification', getHref: () => '/auth/email-verification' },
    verifyEmail: {
      path: '/auth/email-verification/:token',
      getHref: (token: string) => `/auth/email-verification/${enc(token)}`,
    },
    google: {
      path: '/auth/google/:accessToken/:refreshToken',
      getHref: (accessToken: string, refreshToken: string) =>
        `/auth/google/${enc(accessToken)}/${enc(refreshToken)}`,
    },
    googleError: { path: '/auth/google/error', getHref: () => '/auth/google/error' },
  },
  /** D51: a certificate's public verification page (no sign-in). */
  certificate: {
    path: '/certificates/:certificateId',
    getHref: (certificateId: string) => `/certificates/${enc(certificateId)}`,
  },
  refreshToken: { path: '/refresh-token/:token', getHref: (token: string) => `/refresh-token/${enc(token)}` },
  refreshTokenWithoutToken: { path: '/refresh-token', getHref: () => '/refresh-token' },
  dashboard: {
    root: { path: '/dashboard', getHref: () => '/dashboard' },
    courses: { path: '/dashboard/courses', getHref: () => '/dashboard/courses' },
    courseList: {
      path: '/dashboard/courses/all',
      getHref: (show: CourseListShow, query?: string) => {
        const params = new URLSearchParams({ show });
        if (query !== undefined) params.set('query', query);
        return `/dashboard/courses/all?${params.toString()}`;
      },
    },
    course: {
      path: '/dashboard/courses/:courseId',
      getHref: (courseId: string) => `/dashboard/courses/${enc(courseId)}`,
    },
    lesson: {
      path: '/dashboard/courses/learn/:courseId/lesson/:lessonId',
      getHref: (courseId: string, lessonId: string) =>
        `/dashboard/courses/learn/${enc(courseId)}/lesson/${enc(lessonId)}`,
    },
    profile: { path: '/dashboard/profile', getHref: () => '/dashboard/profile' },
    blogs: { path: '/dashboard/blogs', getHref: () => '/dashboard/blogs' },
    createBlog: { path: '/dashboard/create-blog', getHref: () => '/dashboard/create-blog' },
    blog: {
      path: '/dashboard/blogs/:blogId',
      getHref: (blogId: string) => `/dashboard/blogs/${enc(blogId)}`,
    },
    editBlog: {
      path: '/dashboard/blogs/:blogId/edit',
      getHref: (blogId: string) => `/dashboard/blogs/${enc(blogId)}/edit`,
    },
    myBlogs: { path: '/dashboard/my-blogs', getHref: () => '/dashboard/my-blogs' },
    /** Issue 42: open reports, for moderators. */
    moderation: { path: '/dashboard/moderation', getHref: () => '/dashboard/moderation' },
  },
  /** Issue 42: the page behind a notification mail's "Unsubscribe" link (the one-click header posts itself). */
  unsubscribe: {
    path: '/unsubscribe/:token',
    getHref: (token: string) => `/unsubscribe/${enc(token)}`,
  },
} as const;

/** Where Google sign-in starts: a full browser redirect to the API (spec section 7), not a fetch. */
export const GOOGLE_SIGN_IN_URL = `${API_BASE_PATH}/users/google`;

/** A certificate's PDF: the API's download (a plain link, not an app route), public like the page (D51). */
export const certificatePdfHref = (certificateId: string) =>
  `${API_BASE_PATH}/certificates/${enc(certificateId)}/pdf`;

/** Where a signed-in user lands (login, guest-only redirect, refresh). */
export const SIGNED_IN_HOME = paths.dashboard.courses.getHref();
/** Where visitors and cleared sessions are sent. */
export const LOGIN_PAGE = paths.auth.login.getHref();
