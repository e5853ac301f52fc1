import '@testing-library/jest-dom/vitest';
import './jsdomGaps';
import { handlers } from '@devlearn/api-client/mocks';
import { cleanup, configure } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { sessionStore } from '../lib/session';

// Lazy route chunks are transformed on first use; on a busy two-core machine that can exceed 1 s.
configure({ asyncUtilTimeout: 5000 });

/** The API as the contract describes it; a test overrides single operations with `server.use(...)`. */
export const server = setupServer(...handlers);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  sessionStore.reload();
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());
