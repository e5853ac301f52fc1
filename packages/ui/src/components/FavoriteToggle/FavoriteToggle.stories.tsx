import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FavoriteToggle, type FavoriteToggleProps } from './FavoriteToggle';

const meta = {
  title: 'Learning/FavoriteToggle',
  component: FavoriteToggle,
  args: { isFavorite: false, onToggle: fn() },
} satisfies Meta<typeof FavoriteToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotFavorite: Story = {};

export const Favorite: Story = { args: { isFavorite: true } };

function OptimisticFavorite(props: FavoriteToggleProps) {
  const [isFavorite, setIsFavorite] = useState(props.isFavorite);
  return (
    <FavoriteToggle
      {...props}
      isFavorite={isFavorite}
      onToggle={() => {
        props.onToggle();
        setIsFavorite((value) => !value);
      }}
    />
  );
}

export const TogglesItsText: Story = {
  render: (args) => <OptimisticFavorite {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add to Favorites' }));
    await expect(args.onToggle).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('button', { name: 'Added to Favorites' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};
