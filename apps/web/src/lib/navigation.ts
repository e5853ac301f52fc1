/**
 * Lets code outside React components (the API client's 401/403 handler) move the app to another route. The
 * router registers its own `navigate` at start; until then a full page load does the job.
 */
type Navigate = (to: string, options?: { replace?: boolean }) => void;

let navigateImpl: Navigate = (to) => window.location.assign(to);

export function registerNavigate(navigate: Navigate) {
  navigateImpl = navigate;
}

export function navigateTo(to: string, options?: { replace?: boolean }) {
  navigateImpl(to, options);
}
