import { renderPage } from '../entry-server';
import { setApiTransport } from '../lib/apiClient';

/**
 * Opens `pathname` as the server sends it (entry-server.tsx), its reads answered by the contract's mocks:
 * the rendered root and the page state in the document. Returns the root.
 */
export async function openRendered(
  pathname: string,
  accessToken: string | null = null,
): Promise<HTMLElement> {
  const answer = await renderPage({
    url: new URL(pathname, window.location.origin).toString(),
    accessToken,
    api: (input, init) => globalThis.fetch(input, init),
    template: '<div id="root"></div>',
  });
  // The browser app of the test that follows calls the API itself again.
  setApiTransport((input, init) => globalThis.fetch(input, init));
  if (answer.kind === 'redirect') throw new Error(`${pathname} redirects to ${answer.location}`);
  window.history.replaceState(null, '', pathname);
  document.body.innerHTML = answer.kind === 'page' ? answer.html : '<div id="root"></div>';
  const root = document.getElementById('root');
  if (!root) throw new Error('no root');
  return root;
}
