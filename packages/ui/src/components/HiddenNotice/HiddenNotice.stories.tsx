import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { HiddenNotice } from './HiddenNotice';

const meta = {
  title: 'Learning/HiddenNotice',
  component: HiddenNotice,
  args: { kind: 'commentHidden' },
  decorators: [
    (Story) => (
      <div className="p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof HiddenNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CommentHidden: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('This comment was hidden by a moderator')).toBeVisible();
  },
};

export const CommentDeleted: Story = {
  args: { kind: 'commentDeleted' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('This comment was deleted')).toBeVisible();
  },
};

export const BlogHidden: Story = {
  args: { kind: 'blogHidden' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('This blog was hidden by a moderator')).toBeVisible();
  },
};
