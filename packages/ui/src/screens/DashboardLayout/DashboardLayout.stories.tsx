import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { userFixture } from '@devlearn/api-client/mocks';
import { placeholderImage } from '../../lib/placeholderImage';
import { DashboardLayout } from './DashboardLayout';

const user = { username: userFixture.username, avatar: { url: placeholderImage('A', 80, 80) } };

const meta = {
  title: 'Screens/Dashboard/DashboardLayout',
  component: DashboardLayout,
  args: {
    user,
    currentPath: '/dashboard/courses',
    onLogout: fn(),
    children: (
      <div className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold">Page content</h1>
        <p className="text-dl-muted">Each dashboard screen renders here.</p>
      </div>
    ),
  },
} satisfies Meta<typeof DashboardLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('banner')).toBeVisible();
    await expect(canvas.getByRole('contentinfo')).toBeVisible();
    await expect(canvas.getByRole('main')).toHaveTextContent('Page content');
  },
};

export const Guest: Story = { args: { user: null } };

export const LearnPageWithoutHeaderAndFooter: Story = {
  args: { hideHeaderAndFooter: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('banner')).toBeNull();
    await expect(canvas.queryByRole('contentinfo')).toBeNull();
    await expect(canvas.getByRole('main')).toBeVisible();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
