/** Paths of the public site and the auth area that the library's own links point to (spec section 2). */
export const sitePaths = {
  home: '/',
  about: '/site/about',
  contact: '/contact',
  tutorials: '/tutorials',
  community: '/community',
  courses: '/courses',
  projects: '/projects',
  resources: '/resources',
  challenges: '/challenges',
  login: '/auth/login',
  register: '/auth/register',
  forgotPassword: '/auth/forgot-password',
  verifyOtp: '/auth/verify-otp',
  dashboardCourses: '/dashboard/courses',
} as const;
