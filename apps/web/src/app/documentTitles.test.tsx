import { coursesFixture } from '@devlearn/api-client/mocks';
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, storeSession } from '../test/renderApp';

// D35: every page names itself in the browser tab, ending in ' · DevLearn'.
describe('document titles', () => {
  it.each([
    ['/', 'DevLearn'],
    ['/auth/login', 'Sign In · DevLearn'],
    ['/auth/register', 'Create your account · DevLearn'],
    ['/site/about', 'About Us · DevLearn'],
    ['/no-such-page', 'Page not found · DevLearn'],
  ])('%s is titled %s', async (path, title) => {
    renderApp(path);
    await waitFor(() => expect(document.title).toBe(title));
  });

  it.each([
    ['/dashboard/courses', 'Courses · DevLearn'],
    ['/dashboard/courses/all?show=my-enrollments', 'My Enrollments · DevLearn'],
    ['/dashboard/profile', 'Profile · DevLearn'],
    ['/dashboard/create-blog', 'Create Blog · DevLearn'],
  ])('the dashboard page %s is titled %s', async (path, title) => {
    storeSession();
    renderApp(path);
    await waitFor(() => expect(document.title).toBe(title));
  });

  it('a course and its lesson take their own titles once they have loaded', async () => {
    storeSession();
    const course = coursesFixture[0]!;
    const first = renderApp(`/dashboard/courses/${course._id}`);
    await waitFor(() => expect(document.title).toBe(`${course.title} · DevLearn`));
    first.unmount();
    renderApp(`/dashboard/courses/learn/${course._id}/lesson/${course.syllabus[0]!._id}`);
    await waitFor(() => expect(document.title).toMatch(/ · DevLearn$/));
    await waitFor(() => expect(document.title).not.toBe(`${course.title} · DevLearn`));
  });
});
