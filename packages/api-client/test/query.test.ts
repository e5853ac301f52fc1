import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ApiError, createApiClient } from '../src';
import { courseSummariesFixture, failure, http } from '../src/mocks';
import { server } from './setup';

const { $api } = createApiClient({ baseUrl: 'http://localhost/api/v1', getToken: () => 'token' });

describe('TanStack Query helpers', () => {
  it('queryOptions fetch a typed operation under a key made of its method, path and params', async () => {
    const queryClient = new QueryClient();
    const options = $api.queryOptions('get', '/courses', { params: { query: { limit: 8 } } });
    const result = await queryClient.fetchQuery(options);
    expect(options.queryKey).toEqual(['get', '/courses', { params: { query: { limit: 8 } } }]);
    expect(result.data.courses).toHaveLength(courseSummariesFixture.length);
  });

  it('a failing query rejects with the ApiError carrying the user message', async () => {
    server.use(
      http.get('/courses/{courseId}', ({ response }) => response(404).json(failure(404, 'Course not found'))),
    );
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const error = await queryClient
      .fetchQuery(
        $api.queryOptions('get', '/courses/{courseId}', {
          params: { path: { courseId: 'ffffffffffffffffffffffff' } },
        }),
      )
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Course not found');
  });
});
