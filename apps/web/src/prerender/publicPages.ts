import { paths } from '../lib/paths';

/** The information pages (about, contact, the feature pages of D27): text and links only. */
const INFO_PAGE_PATHS: readonly string[] = [
  paths.site.about.path,
  paths.contact.path,
  ...Object.values(paths.features).map((page) => page.path),
];

/** The sign-in forms that show nothing stored: their submit is held until the app runs. */
const FORM_PAGE_PATHS: readonly string[] = [
  paths.auth.login.path,
  paths.auth.register.path,
  paths.auth.forgotPassword.path,
  paths.auth.resetPassword.path,
];

/**
 * The pages rendered to HTML at build time (issue 10 point 1): they show the same thing to every visitor, so
 * the first paint is the page itself and the script only hydrates it. A pattern with parameters
 * (`/auth/reset-password/:token`) is rendered once, for every address it matches: the page shows nothing of its
 * parameters. Pages that read the tab's storage (verify-otp, email verification) are rendered as they look
 * before that read; hydration starts from the same and then shows what was stored.
 */
export const PRERENDERED_PATHS: readonly string[] = [
  paths.home.path,
  ...INFO_PAGE_PATHS,
  ...FORM_PAGE_PATHS,
  paths.auth.verifyOtp.path,
  paths.auth.emailVerification.path,
  paths.auth.verifyEmail.path,
  paths.auth.google.path,
  paths.auth.googleError.path,
];

/** The address the 404 page is rendered for: one that no route of the app matches. */
export const NOT_FOUND_ADDRESS = '/404';

/**
 * The prerendered pages that are complete without script: links, text, and forms and buttons that are held until
 * the app runs (public/before-app.js, which also sharpens the landing's blurred card images as they load) (issue
 * 10 point 2). They load the app on the visitor's first interaction (public/start-app-on-interaction.js). The
 * others need it at once: they show what the tab stored or the address carries, or act on load.
 */
export const STARTED_ON_INTERACTION: readonly string[] = [
  paths.home.path,
  ...INFO_PAGE_PATHS,
  ...FORM_PAGE_PATHS,
  NOT_FOUND_ADDRESS,
];

/** The address a pattern is rendered for: each `:name` stands for itself (`/auth/reset-password/token`). */
export function sampleAddressOf(pattern: string): string {
  return pattern.replace(/:(\w+)/g, '$1');
}

/**
 * Where the build writes a prerendered page, relative to dist: `/auth/login` -> `pages/auth/login.html`,
 * `/auth/reset-password/:token` -> `pages/auth/reset-password/[token].html`.
 */
export function prerenderedFileOf(pattern: string): string {
  const name = pattern === '/' ? '/index' : pattern.replace(/\/+$/, '').replace(/:(\w+)/g, '[$1]');
  return `pages${name}.html`;
}
