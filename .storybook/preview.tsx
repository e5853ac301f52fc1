import type { Preview } from '@storybook/react-vite';
import './preview.css';
import { paths } from '../apps/web/src/lib/paths';
import { UiLinkProvider } from '../packages/ui/src/components/Link';
import { StoryLink } from './StoryLink';
import { viewports } from './viewports';

const preview: Preview = {
  // No global loader: a story that needs the API adds `loaders: [mswLoader]` from ./msw.ts.
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
