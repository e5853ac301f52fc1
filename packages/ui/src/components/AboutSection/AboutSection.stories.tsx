import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AboutSection } from './AboutSection';

const meta = {
  title: 'Site/AboutSection',
  component: AboutSection,
} satisfies Meta<typeof AboutSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'About Us' })).toBeVisible();
    await expect(canvas.getByRole('img')).toHaveAccessibleName('A learner at a screen full of code');
    await expect(canvas.getByText(/for learning purposes only/)).toBeVisible();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
