import { mswLoader as createMswLoader } from 'msw-storybook-addon/csf3';
import { setupWorker } from 'msw/browser';

/**
 * The loader of a story (or a meta) that needs the API: it starts msw once, on the first story that asks, and
 * applies that story's `parameters.msw` handlers (`parameters: { msw: [http.get(...)] }`, typed from the contract
 * with `@devlearn/api-client/mocks`). Stories without it get no service worker (.storybook/vitest.setup.ts).
 */
export const mswLoader = createMswLoader(async () => {
  (globalThis as { __devlearnMswStarted?: boolean }).__devlearnMswStarted = true;
  const worker = setupWorker();
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true });
  return worker;
});
