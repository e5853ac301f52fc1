import { API_BASE_PATH } from '@devlearn/api-client';

/**
 * The API's address: on this page's origin in the browser. On the server any origin does: the renderer's calls
 * never leave the process (entry-server.tsx), and the client only needs an absolute URL to build its requests.
 */
export const API_BASE_URL = new URL(
  API_BASE_PATH,
  typeof window === 'undefined' ? 'http://localhost' : window.location.origin,
).toString();
