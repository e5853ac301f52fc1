import { renderPage } from '../prerender/renderPage';

/** Opens `pathname` as the server sends it: the build's prerendered markup inside the root. */
export async function openPrerendered(pathname: string): Promise<HTMLDivElement> {
  window.history.replaceState(null, '', pathname);
  const container = document.createElement('div');
  container.innerHTML = await renderPage(pathname);
  document.body.append(container);
  return container;
}
