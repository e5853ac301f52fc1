import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Link, UiLinkProvider, type LinkComponent } from './Link';

const meta = {
  title: 'Primitives/Link',
  component: Link,
  args: { href: '/courses', children: 'Browse the courses', className: 'text-fg underline' },
  decorators: [(Story) => <div className="p-6">{Story()}</div>],
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Storybook's own provider: the link renders but does not leave the story. */
export const InTheStorybookProvider: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Browse the courses' });
    await expect(link).toHaveAttribute('href', '/courses');
    await expect(link).toHaveAttribute('data-slot', 'link');
  },
};

const recorded: string[] = [];
/** What an app passes to `UiLinkProvider`: here, a component that records where it would navigate. */
const RecordingLink: LinkComponent = ({ href, onClick, children, ...rest }) => (
  <a
    href={href}
    data-router="recording"
    onClick={(event) => {
      event.preventDefault();
      recorded.push(href);
      onClick?.(event);
    }}
    {...rest}
  >
    {children}
  </a>
);

/** The app's link component decides how navigation happens (client-side routing in apps/web). */
export const ThroughTheAppsLinkComponent: Story = {
  render: (args) => (
    <UiLinkProvider component={RecordingLink}>
      <Link {...args} />
    </UiLinkProvider>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Browse the courses' });
    await expect(link).toHaveAttribute('data-router', 'recording');
    await userEvent.click(link);
    await expect(recorded).toContain('/courses');
  },
};
