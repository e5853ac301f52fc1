import { coursesFixture } from '@devlearn/api-client/mocks';
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  courseQueryOptions,
  coursesQueryOptions,
  enrollmentsQueryOptions,
} from '../features/courses/api/courseQueries';
import { createAppQueryClient } from '../lib/queryClient';
import { storeSession } from '../test/renderApp';
import { preloadRoute } from './preloadRoute';
import { provideRouteDataClient } from './routeData';

describe('preloading a page before it is opened (ADR 0080)', () => {
  it("a course's link puts the course in the cache before the page's code has run", async () => {
    storeSession();
    const queryClient = createAppQueryClient();
    provideRouteDataClient(queryClient);
    const courseId = coursesFixture[0]!._id;

    await preloadRoute(`/dashboard/courses/${courseId}`);

    await waitFor(() =>
      expect(queryClient.getQueryData(courseQueryOptions(courseId).queryKey)).toMatchObject({
        data: { _id: courseId },
      }),
    );
  });

  it('the course home asks for its two lists at once', async () => {
    storeSession();
    const queryClient = createAppQueryClient();
    provideRouteDataClient(queryClient);

    await preloadRoute('/dashboard/courses?from=start');

    await waitFor(() => {
      expect(queryClient.getQueryData(coursesQueryOptions().queryKey)).toBeDefined();
      expect(queryClient.getQueryData(enrollmentsQueryOptions().queryKey)).toBeDefined();
    });
  });

  it('a visitor without a session asks for nothing (the guard sends them to the login page)', async () => {
    const queryClient = createAppQueryClient();
    provideRouteDataClient(queryClient);

    await preloadRoute('/dashboard/courses?visitor=1');

    expect(queryClient.getQueryCache().getAll()).toEqual([]);
  });
});
