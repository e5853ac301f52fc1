import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import preview from '../../../.storybook/preview';
import * as SidebarStories from '../src/components/Sidebar/Sidebar.stories';

// A real pointer (Playwright) is needed for CSS :hover, which the stories' synthetic events cannot trigger;
// the keyboard path (focus-within) is covered by the Sidebar story 'Expands On Keyboard Focus'.

beforeAll(() => {
  setProjectAnnotations(preview);
});
afterEach(() => cleanup());

describe('dashboard sidebar rail', () => {
  test('is 60 px wide and widens to 300 px while the pointer is over it', async () => {
    await page.viewport(1280, 800);
    const { DesktopCollapsed } = composeStories(SidebarStories);
    render(<DesktopCollapsed />);
    const rail = page.getByRole('navigation', { name: 'Dashboard' });
    await expect.poll(() => rail.element().getBoundingClientRect().width).toBe(60);
    await rail.hover();
    await expect.poll(() => rail.element().getBoundingClientRect().width).toBe(300);
  });
});
