import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Link } from '../Link';
import { AuthLayout } from './AuthLayout';

const meta = {
  title: 'Screens/Auth/AuthLayout',
  component: AuthLayout,
  args: {
    title: 'Sign In',
    description: 'Welcome back to DevLearn.',
    children: <p>The form goes here.</p>,
    footer: (
      <>
        No account yet? <Link href="/auth/register">Register</Link>
      </>
    ),
  },
} satisfies Meta<typeof AuthLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 1, name: 'Sign In' });
    const card = heading.closest('section');
    const box = card?.getBoundingClientRect();
    // Centred: equal space left and right of the card.
    await expect(Math.abs((box?.left ?? 0) - (window.innerWidth - (box?.right ?? 0)))).toBeLessThanOrEqual(1);
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
