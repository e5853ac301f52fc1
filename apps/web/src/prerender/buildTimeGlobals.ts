/**
 * Some app modules read the address bar when they load (the API client's base URL, the session's storage
 * listener). The public pages are rendered at build time in Node, where there is no window: this stands in for
 * the little they read, as a visitor at the site's root. Nothing is fetched or stored while rendering.
 */
if (typeof window === 'undefined') {
  Object.assign(globalThis, {
    window: { location: new URL('http://localhost/'), addEventListener: () => undefined },
  });
}
