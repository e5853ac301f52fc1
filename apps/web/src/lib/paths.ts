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

/** The values a pattern's `:params` take, in order: `'/a/:x/b/:y'` takes `[x, y]`. */
type Params<P extends string> = P extends `${string}:${string}/${infer Rest}`
  ? [string, ...Params<`/${Rest}`>]
  : P extends `${string}:${string}`
    ? [string]
    : [];

/** A route written once: its pattern, and the link that puts each value, encoded, in place of its `:param`. */
const route = <P extends string>(path: P) => ({
  path,
  getHref: (...values: Params<P>) =>
    values.reduce<string>((href, value) => href.replace(/:[\w-]+/, () => enc(value)), path),
});

export const paths = {
  home: route('/'),
  site: {
    root: route('/site'),
    about: route('/site/about'),
  },
  contact: route('/contact'),
  /** The six feature-card pages of the landing page (decision D27). */
  features: {
    tutorials: route('/tutorials'),
    community: route('/community'),
    courses: route('/courses'),
    projects: route('/projects'),
    resources: route('/resources'),
    challenges: route('/challenges'),
  },
  auth: {
    root: route('/auth'),
    login: route('/auth/login'),
    register: route('/auth/register'),
    forgotPassword: route('/auth/forgot-password'),
    verifyOtp: route('/auth/verify-otp'),
    /** Without its token the page has nothing to do: it goes to the login page (spec section 2). */
    resetPasswordWithoutToken: route('/auth/reset-password'),
    resetPassword: route('/auth/reset-password/:token'),
    emailVerification: route('/auth/email-verification'),
    verifyEmail: route('/auth/email-verification/:token'),
    google: route('/auth/google/:accessToken/:refreshToken'),
    googleError: route('/auth/google/error'),
  },
  /** D51: a certificate's public verification page (no sign-in). */
  certificate: route('/certificates/:certificateId'),
  refreshToken: route('/refresh-token/:token'),
  refreshTokenWithoutToken: route('/refresh-token'),
  dashboard: {
    root: route('/dashboard'),
    courses: route('/dashboard/courses'),
    courseList: {
      path: '/dashboard/courses/all',
      getHref: (show: CourseListShow, query?: string) => {
        const params = new URLSearchParams({ show });
        if (query !== undefined) params.set('query', query);
        return `/dashboard/courses/all?${params.toString()}`;
      },
    },
    course: route('/dashboard/courses/:courseId'),
    lesson: route('/dashboard/courses/learn/:courseId/lesson/:lessonId'),
    profile: route('/dashboard/profile'),
    blogs: route('/dashboard/blogs'),
    createBlog: route('/dashboard/create-blog'),
    blog: route('/dashboard/blogs/:blogId'),
    editBlog: route('/dashboard/blogs/:blogId/edit'),
    myBlogs: route('/dashboard/my-blogs'),
    /** Issue 42: open reports, for moderators. */
    moderation: route('/dashboard/moderation'),
  },
  /** Issue 42: the page behind a notification mail's "Unsubscribe" link (the one-click header posts itself). */
  unsubscribe: route('/unsubscribe/:token'),
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
