import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FeatureGrid } from './FeatureGrid';

const meta = {
  title: 'Site/FeatureGrid',
  component: FeatureGrid,
} satisfies Meta<typeof FeatureGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const expected = [
      ['Interactive Tutorials', '/tutorials'],
      ['Community Support', '/community'],
      ['Expert-Led Courses', '/courses'],
      ['Project-Based Learning', '/projects'],
      ['Coding Resources', '/resources'],
      ['Code Challenges', '/challenges'],
    ] as const;
    await expect(canvas.getAllByRole('link')).toHaveLength(6);
    for (const [title, href] of expected) {
      await expect(canvas.getByRole('link', { name: new RegExp(title) })).toHaveAttribute('href', href);
    }
  },
};

export const Tablet: Story = { globals: { viewport: { value: 'tablet', isRotated: false } } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
