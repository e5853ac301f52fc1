import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LikeToggle, type LikeToggleProps } from './LikeToggle';

const meta = {
  title: 'Learning/LikeToggle',
  component: LikeToggle,
  args: { isLiked: false, count: 12, onToggle: fn(), subject: 'this lesson' },
} satisfies Meta<typeof LikeToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotLiked: Story = {};

export const Liked: Story = { args: { isLiked: true, count: 13 } };

export const NoLikesYet: Story = { args: { count: 0 } };

/** The app flips the state optimistically; this wrapper does the same so the toggle can be tried. */
function OptimisticLike(props: LikeToggleProps) {
  const [state, setState] = useState({ isLiked: props.isLiked, count: props.count });
  return (
    <LikeToggle
      {...props}
      isLiked={state.isLiked}
      count={state.count}
      onToggle={() => {
        props.onToggle();
        setState((s) => ({ isLiked: !s.isLiked, count: s.count + (s.isLiked ? -1 : 1) }));
      }}
    />
  );
}

export const TogglesWithCount: Story = {
  render: (args) => <OptimisticLike {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Like this lesson, 12 likes' });
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(button);
    await expect(args.onToggle).toHaveBeenCalledTimes(1);
    const liked = canvas.getByRole('button', { name: 'Liked this lesson, 13 likes' });
    await expect(liked).toHaveAttribute('aria-pressed', 'true');
  },
};
