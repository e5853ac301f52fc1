import { render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from './AppProviders';
import { notifySuccess } from '../lib/notifications';
import { createAppQueryClient } from '../lib/queryClient';

describe('toasts', () => {
  it('the outlet is not on the page until the first toast, which then shows', async () => {
    const { container } = render(
      <StrictMode>
        <AppProviders queryClient={createAppQueryClient()}>
          <p>page</p>
        </AppProviders>
      </StrictMode>,
    );
    // Sonner's outlet is a labelled section; it (and its library) arrive with the first toast.
    expect(container.ownerDocument.querySelector('section[aria-label^="Notifications"]')).toBeNull();

    notifySuccess('Blog published');
    expect(await screen.findByText('Blog published')).toBeInTheDocument();
    expect(container.ownerDocument.querySelector('section[aria-label^="Notifications"]')).not.toBeNull();

    notifySuccess('Profile updated', 'quick');
    expect(await screen.findByText('Profile updated')).toBeInTheDocument();
  });
});
