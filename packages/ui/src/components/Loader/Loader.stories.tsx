import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Loader } from './Loader';

const meta = {
  title: 'Primitives/Loader',
  component: Loader,
} satisfies Meta<typeof Loader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InSection: Story = {
  args: { label: 'Loading blog' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading blog' })).toBeVisible();
  },
};
export const FullScreen: Story = { args: { fullScreen: true } };
