import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Breadcrumb } from './Breadcrumb';

const meta = {
  title: 'Site/Breadcrumb',
  component: Breadcrumb,
  args: {
    items: [
      { label: 'Courses', href: '/dashboard/courses' },
      { label: 'React.js Complete Guide for Beginners' },
    ],
  },
  decorators: [(Story) => <div className="p-6">{Story()}</div>],
} satisfies Meta<typeof Breadcrumb>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LongTitleIsCut: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const current = canvas.getByText('React.js Comple...');
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(current).toHaveAttribute('title', 'React.js Complete Guide for Beginners');
    await expect(canvas.getByRole('link', { name: 'Courses' })).toHaveAttribute('href', '/dashboard/courses');
  },
};

export const ShortTitle: Story = {
  args: { items: [{ label: 'Courses', href: '/dashboard/courses' }, { label: 'Git' }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Git')).not.toHaveAttribute('title');
  },
};
