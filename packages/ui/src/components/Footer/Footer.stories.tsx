import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Footer } from './Footer';

const meta = {
  title: 'Site/Footer',
  component: Footer,
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Company' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/site/about');
    await expect(canvas.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
    await expect(canvas.getByRole('heading', { name: 'Follow us' })).toBeVisible();
    for (const placeholder of ['Support', 'Privacy Policy', 'Terms & Conditions']) {
      await expect(canvas.getByText(placeholder)).toBeVisible();
    }
    await expect(canvas.getByText(/© 2024/)).toBeVisible();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
