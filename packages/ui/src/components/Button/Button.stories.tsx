import type { Meta, StoryObj } from '@storybook/react-vite';
import { ArrowRight, Heart } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Link } from '../Link';
import { Button } from './Button';

const meta = {
  title: 'Primitives/Button',
  component: Button,
  args: { children: 'Enroll For Free', onClick: fn() },
  decorators: [(Story) => <div className="p-6">{Story()}</div>],
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};
export const Secondary: Story = { args: { variant: 'secondary', children: 'Cancel' } };
export const Outline: Story = { args: { variant: 'outline', children: 'View All' } };
export const Ghost: Story = { args: { variant: 'ghost', children: 'Reset Content' } };
export const Danger: Story = { args: { variant: 'danger', children: 'Delete Blog' } };
export const LinkLook: Story = { args: { variant: 'link', children: 'Forgot password?' } };
export const Large: Story = { args: { size: 'lg', children: 'Sign In' } };
export const Small: Story = { args: { size: 'sm', children: 'Show more' } };
export const WithIcon: Story = {
  args: {
    children: (
      <>
        Go to Lessons <ArrowRight aria-hidden />
      </>
    ),
  },
};
export const IconOnly: Story = {
  args: { size: 'icon', variant: 'ghost', 'aria-label': 'Add to Favorites', children: <Heart aria-hidden /> },
};
export const FullWidth: Story = { args: { fullWidth: true, children: 'Create Post' } };
export const Disabled: Story = { args: { disabled: true } };

export const Loading: Story = {
  args: { isLoading: true, children: 'Create Post' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Create Post' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const AsLink: Story = {
  args: { asChild: true, children: <Link href="/auth/login">Sign In</Link> },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Sign In' });
    await expect(link).toHaveAttribute('href', '/auth/login');
    await expect(link).toHaveAttribute('data-slot', 'button');
  },
};

export const ClickCallsOnClick: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Enroll For Free' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};
