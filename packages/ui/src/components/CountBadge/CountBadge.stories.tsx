import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CountBadge } from './CountBadge';

const meta = {
  title: 'Primitives/CountBadge',
  component: CountBadge,
  args: { count: 7 },
  decorators: [(Story) => <div className="p-6">{Story()}</div>],
} satisfies Meta<typeof CountBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const BelowTen: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('07')).toBeVisible();
  },
};
export const Zero: Story = { args: { count: 0 } };
export const TenAndMore: Story = {
  args: { count: 42, label: 'courses' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="count-badge"]')).toHaveTextContent('42 courses');
  },
};
