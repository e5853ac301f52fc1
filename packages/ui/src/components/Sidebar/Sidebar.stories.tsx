import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { userFixture } from '@devlearn/api-client/mocks';
import { placeholderImage } from '../../lib/placeholderImage';
import { UiLinkProvider, type LinkComponentProps } from '../Link';
import { Sidebar } from './Sidebar';

/** Links navigate in the app; in Storybook a click stays on the page so the story can go on. */
function StayingLink({ href, children, onClick, ...props }: LinkComponentProps) {
  return (
    <a
      {...props}
      href={href}
      onClick={(event) => {
        onClick?.(event);
        event.preventDefault();
      }}
    >
      {children}
    </a>
  );
}

const user = { username: userFixture.username, avatar: { url: placeholderImage('A', 80, 80) } };

const meta = {
  title: 'Learning/Sidebar',
  component: Sidebar,
  args: { user, currentPath: '/dashboard/courses', onLogout: fn() },
  decorators: [
    (Story) => (
      <UiLinkProvider component={StayingLink}>
        <Story />
      </UiLinkProvider>
    ),
  ],
} satisfies Meta<typeof Sidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DesktopCollapsed: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Dashboard' });
    await expect(nav.getBoundingClientRect().width).toBe(60);
  },
};

export const DesktopWithoutAvatar: Story = { args: { user: { ...user, avatar: null } } };

export const Guest: Story = {
  args: { user: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Guest' })).toHaveAttribute(
      'href',
      '/dashboard/profile',
    );
  },
};

export const BookmarkCurrent: Story = { args: { currentPath: '/dashboard/courses/all?show=favorites' } };

export const ExpandsOnKeyboardFocus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Dashboard' });
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Courses' })).toHaveFocus();
    await expect(canvas.getByRole('link', { name: 'Courses' })).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(nav.getBoundingClientRect().width).toBe(300));
    await expect(canvas.getByRole('link', { name: 'Bookmark' })).toHaveAttribute(
      'href',
      '/dashboard/courses/all?show=favorites',
    );
  },
};

export const LogsOut: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Logout' }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };

export const MobileMenuOpensAndCloses: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    const toggle = canvas.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    const menu = await page.findByRole('dialog', { name: 'Menu' });
    await expect(within(menu).getByRole('link', { name: 'My Blogs' })).toBeVisible();
    await expect(within(menu).getByRole('link', { name: userFixture.username })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await expect(toggle).toHaveFocus();
  },
};

export const MobileMenuClosesAfterChoosingALink: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open menu' }));
    const menu = await page.findByRole('dialog', { name: 'Menu' });
    await userEvent.click(within(menu).getByRole('link', { name: 'Blogs' }));
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
  },
};

/** A moderator's sidebar (D50) leads to the moderation page too; a learner's has no such entry. */
export const ForAModerator: Story = {
  args: { moderationHref: '/dashboard/moderation', currentPath: '/dashboard/moderation' },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Dashboard' });
    const link = within(nav).getByRole('link', { name: 'Moderation' });
    await expect(link).toHaveAttribute('href', '/dashboard/moderation');
    await expect(link).toHaveAttribute('aria-current', 'page');
  },
};

export const ForALearner: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Dashboard' });
    await expect(within(nav).queryByRole('link', { name: 'Moderation' })).toBeNull();
  },
};
