import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppQueryClient } from '../lib/queryClient';
import { AppProviders } from './AppProviders';
import { routes } from './routes';

afterEach(() => vi.restoreAllMocks());

describe('a page that cannot be loaded', () => {
  it("shows 'Something went wrong' with a reload instead of the router's developer screen", async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    const [root] = routes;
    if (!root || root.index) throw new Error('the route table starts with the root layout route');
    const router = createMemoryRouter(
      [
        {
          ...root,
          children: [
            {
              path: '/broken',
              lazy: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
            },
          ],
        },
      ],
      { initialEntries: ['/broken'] },
    );
    render(
      <AppProviders queryClient={createAppQueryClient()}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.queryByText(/Unexpected Application Error/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledOnce();
    expect(consoleError).toHaveBeenCalled();
  });
});
