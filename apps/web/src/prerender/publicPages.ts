import { paths } from '../lib/paths';

/**
 * The pages rendered to HTML at build time (issue 10 point 1): they show the same thing to every visitor, so
 * the first paint is the page itself and the script only hydrates it. Pages that read the browser's storage or
 * the address's token (verify-otp, email verification, reset password, Google callback) stay client-rendered.
 */
export const PRERENDERED_PATHS: readonly string[] = [
  paths.home.getHref(),
  paths.site.about.getHref(),
  paths.contact.getHref(),
  ...Object.values(paths.features).map((page) => page.getHref()),
  paths.auth.login.getHref(),
  paths.auth.register.getHref(),
  paths.auth.forgotPassword.getHref(),
  paths.auth.googleError.getHref(),
];

/** Where the build writes a prerendered page, relative to dist: `/auth/login` -> `pages/auth/login.html`. */
export function prerenderedFileOf(pathname: string): string {
  return `pages${pathname === '/' ? '/index' : pathname.replace(/\/+$/, '')}.html`;
}
