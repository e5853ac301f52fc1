import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { setupWorker } from 'msw/browser';
import '../packages/ui/src/styles/index.css';
import { paths } from '../apps/web/src/lib/paths';
import { UiLinkProvider } from '../packages/ui/src/components/Link';
import { StoryLink } from './StoryLink';
import { viewports } from './viewports';

const preview: Preview = {
  // Stories that need data add handlers with `beforeEach({ msw }) { msw.use(...) }`; anything else passes through.
  loaders: [
    mswLoader(async () => {
      const worker = setupWorker();
      await worker.start({ onUnhandledRequest: 'bypass', quiet: true });
      return worker;
    }),
  ],
  decorators: [
    (Story) => (
      <UiLinkProvider component={StoryLink} routes={paths}>
        <Story />
      </UiLinkProvider>
    ),
  ],
  parameters: {
    layout: 'fullscreen',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Any axe violation fails the story's test.
    a11y: { test: 'error' },
    viewport: { options: viewports },
    backgrounds: { disable: true },
  },
  initialGlobals: {
    viewport: { value: 'desktop', isRotated: false },
  },
  tags: ['autodocs'],
};

export default preview;
