import { coursesFixture, envelope, http } from '@devlearn/api-client/mocks';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, storeSession } from '../../../test/renderApp';
import { server } from '../../../test/setup';

// D52 in the lesson page: the player starts with the learner's remembered caption choice and saves each change.

const react = coursesFixture[0]!; // enrolled: its lessons carry English and French captions
const lessonPath = `/dashboard/courses/learn/${react._id}/lesson/${react.syllabus[0]!._id}`;

describe('lesson captions', () => {
  it('starts with captions off for a learner who never chose, and remembers turning them on', async () => {
    storeSession();
    const saved: unknown[] = [];
    server.use(
      http.put('/users/caption-preference', async ({ request, response }) => {
        const body = await request.json();
        saved.push(body);
        return response(200).json(envelope(body, 'Caption preference saved'));
      }),
    );
    const { user } = renderApp(lessonPath);
    const toggle = await screen.findByRole('button', { name: 'Captions' });
    await waitFor(() => expect(toggle).toHaveAttribute('aria-pressed', 'false'));
    await user.click(toggle);
    await waitFor(() => expect(saved).toEqual([{ enabled: true, language: 'en' }]));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Captions' })).toHaveAttribute('aria-pressed', 'true'),
    );
  });

  it('starts with the remembered language and captions on', async () => {
    storeSession();
    server.use(
      http.get('/users/caption-preference', ({ response }) =>
        response(200).json(envelope({ enabled: true, language: 'fr' })),
      ),
    );
    renderApp(lessonPath);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Captions' })).toHaveAttribute('aria-pressed', 'true'),
    );
    expect(await screen.findByRole('combobox', { name: 'Captions language' })).toHaveTextContent('Français');
  });
});
