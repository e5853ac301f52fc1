import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { GoogleError } from './GoogleError';

const meta = {
  title: 'Screens/Auth/GoogleError',
  component: GoogleError,
} satisfies Meta<typeof GoogleError>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Fallback: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please try again.');
    await expect(canvas.getByRole('link', { name: 'Go back to Login' })).toHaveAttribute(
      'href',
      '/auth/login',
    );
  },
};

export const WithMessage: Story = {
  args: { message: 'Google Sign in Failed please try again.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Google Sign in Failed please try again.',
    );
  },
};

export const BlankMessageFallsBack: Story = {
  args: { message: '   ' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Please try again.');
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
