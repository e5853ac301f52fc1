import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Landing } from './Landing';

const meta = {
  title: 'Screens/Public/Landing',
  component: Landing,
} satisfies Meta<typeof Landing>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedOut: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'An Online Learning Platform, For Web Developers' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth/login');
    await expect(canvas.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/auth/register');
    await expect(canvas.getByRole('heading', { name: 'About Us' })).toBeInTheDocument();
    await expect(canvas.getByText(/© 2024/)).toBeInTheDocument();
  },
};

export const SignedIn: Story = {
  args: { isSignedIn: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Courses' })).toHaveAttribute('href', '/dashboard/courses');
    await expect(canvas.getByRole('link', { name: 'Go to Courses' })).toHaveAttribute(
      'href',
      '/dashboard/courses',
    );
    await expect(canvas.queryByRole('link', { name: 'Sign In' })).toBeNull();
  },
};

export const TopicOverlayFromTheLandingPage: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('button', { name: /Git/ });
    await userEvent.click(card);
    const dialog = await within(document.body).findByRole('dialog', { name: 'Git' });
    await expect(within(dialog).getByText('Sofia Alvarez')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(card).toHaveFocus();
  },
};

export const Tablet: Story = { globals: { viewport: { value: 'tablet', isRotated: false } } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
