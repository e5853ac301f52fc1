import { ApiError } from '@devlearn/api-client';
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { reportApiError } from './apiErrorPolicy';

/** Only a call that got no answer at all (network, timeout) is worth one more try; 4xx/5xx answers are final. */
const retryOnceWithoutAnswer = (failureCount: number, error: unknown) =>
  failureCount < 1 && error instanceof ApiError && error.status === 0;

/** One QueryClient per app (and per test), wired to the one error policy. */
export function createAppQueryClient() {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => reportApiError(error, query.meta ?? {}, 'log'),
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => reportApiError(error, mutation.meta ?? {}, 'toast'),
    }),
    defaultOptions: {
      queries: { retry: retryOnceWithoutAnswer, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
