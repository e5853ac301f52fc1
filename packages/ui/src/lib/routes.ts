/**
 * The links the library's components point to, as a shape rather than a table. The app owns the one route
 * table (apps/web/src/lib/paths.ts) and hands it to `UiLinkProvider`; any object with these `getHref`s fits,
 * so the library never spells a path and the app never keeps a second copy of its routes.
 */

/** The `show` values of the all-courses list (spec section 2). */
export type CourseListShow = 'all-courses' | 'my-enrollments' | 'favorites' | 'search-results';

/** A route the library links to: `getHref` builds its path, encoding every parameter. */
export interface UiRoute<Args extends unknown[] = []> {
  getHref: (...args: Args) => string;
}

export interface UiRoutes {
  home: UiRoute;
  site: { about: UiRoute };
  contact: UiRoute;
  /** The pages behind the landing feature cards (D27). */
  features: Record<'tutorials' | 'community' | 'courses' | 'projects' | 'resources' | 'challenges', UiRoute>;
  auth: { login: UiRoute; register: UiRoute; forgotPassword: UiRoute };
  dashboard: {
    courses: UiRoute;
    courseList: UiRoute<[show: CourseListShow, query?: string]>;
    course: UiRoute<[courseId: string]>;
    lesson: UiRoute<[courseId: string, lessonId: string]>;
    profile: UiRoute;
    blogs: UiRoute;
    blog: UiRoute<[blogId: string]>;
    editBlog: UiRoute<[blogId: string]>;
    myBlogs: UiRoute;
    createBlog: UiRoute;
  };
}

/** The name of a landing feature page, as `UiRoutes.features` keys it. */
export type FeatureRoute = keyof UiRoutes['features'];
