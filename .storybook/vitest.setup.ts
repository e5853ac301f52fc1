import { afterEach, beforeEach, expect, vi, type MockInstance } from 'vitest';

// A story that logs a console error (React warnings, failed prop types, uncaught render errors) fails.
let consoleError: MockInstance<typeof console.error>;

beforeEach(() => {
  consoleError = vi.spyOn(console, 'error');
});

afterEach(() => {
  const calls = consoleError.mock.calls.map((args) => args.map(String).join(' '));
  consoleError.mockRestore();
  expect(calls, 'console.error was called while the story rendered').toEqual([]);
});

// Entry animations and transitions would leave elements half-faded when axe checks contrast and when
// screenshots are taken; tests see the settled page. (Storybook itself keeps the motion.)
const settled = document.createElement('style');
settled.textContent = '*, *::before, *::after { animation: none !important; transition: none !important; }';
document.head.append(settled);
