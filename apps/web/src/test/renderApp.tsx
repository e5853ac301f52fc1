import { accessTokenFixture, userFixture } from '@devlearn/api-client/mocks';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../app/AppProviders';
import { routes } from '../app/routes';
import { registerRouter } from '../lib/navigation';
import { createAppQueryClient } from '../lib/queryClient';
import { SESSION_STORAGE_KEYS, sessionStore, type SessionUser } from '../lib/session';

/** Renders the whole app (routes, providers, toasts) at `path`, as a browser opening that address would. */
export function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  registerRouter(router);
  const queryClient = createAppQueryClient();
  const user = userEvent.setup();
  // Strict mode as in main.tsx: effects run twice, so single-use links must still be spent once.
  const view = render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
  return { ...view, router, queryClient, user, currentPath: () => router.state.location.pathname };
}

/** Puts a session in local storage as a previous visit would have left it (restored on start). */
export function storeSession({
  token = accessTokenFixture(),
  user = userFixture,
}: { token?: string; user?: SessionUser } = {}) {
  localStorage.setItem(SESSION_STORAGE_KEYS.token, token);
  localStorage.setItem(SESSION_STORAGE_KEYS.user, JSON.stringify(user));
  sessionStore.reload();
  return { token, user };
}
