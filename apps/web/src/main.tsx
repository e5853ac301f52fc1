import '@devlearn/ui/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/AppProviders';
import { routes } from './app/routes';
import { registerNavigate } from './lib/navigation';
import { createAppQueryClient } from './lib/queryClient';

const router = createBrowserRouter(routes);
registerNavigate((to, options) => void router.navigate(to, options));

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <AppProviders queryClient={createAppQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
