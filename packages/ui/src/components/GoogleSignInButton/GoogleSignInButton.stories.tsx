import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { GoogleSignInButton } from './GoogleSignInButton';

const meta = {
  title: 'Site/GoogleSignInButton',
  component: GoogleSignInButton,
  args: { href: '/api/v1/users/google', children: 'Sign in with Google' },
  decorators: [(Story) => <div className="flex max-w-sm flex-col gap-4 p-6">{Story()}</div>],
} satisfies Meta<typeof GoogleSignInButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A full page navigation to the server path (not a client route), under an 'or' separator. */
export const SignIn: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Sign in with Google' });
    await expect(link).toHaveAttribute('href', '/api/v1/users/google');
    await expect(link).not.toHaveAttribute('data-slot', 'link');
  },
};

export const SignUp: Story = {
  args: { children: 'Sign up with Google' },
};
