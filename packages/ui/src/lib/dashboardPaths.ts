/**
 * The dashboard routes of spec section 2, as the learning components link to them. The screens stay free of
 * any router: they render these hrefs through the Link abstraction, and apps/web maps them onto its routes.
 */

/** The `show` values of the all-courses list. */
export type CourseListShow = 'all-courses' | 'my-enrollments' | 'favorites' | 'search-results';

export const dashboardPaths = {
  courses: () => '/dashboard/courses',
  courseList: (show: CourseListShow, query?: string) => {
    const params = new URLSearchParams({ show });
    if (query !== undefined) params.set('query', query);
    return `/dashboard/courses/all?${params.toString()}`;
  },
  course: (courseId: string) => `/dashboard/courses/${courseId}`,
  lesson: (courseId: string, lessonId: string) => `/dashboard/courses/learn/${courseId}/lesson/${lessonId}`,
  blogs: () => '/dashboard/blogs',
  blog: (blogId: string) => `/dashboard/blogs/${blogId}`,
  editBlog: (blogId: string) => `/dashboard/blogs/${blogId}/edit`,
  myBlogs: () => '/dashboard/my-blogs',
  createBlog: () => '/dashboard/create-blog',
  profile: () => '/dashboard/profile',
} as const;
