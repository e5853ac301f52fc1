import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { blogSummariesFixture } from '@devlearn/api-client/mocks';
import { placeholderImage } from '../../lib/placeholderImage';
import { BlogCard } from './BlogCard';

const blog = { ...blogSummariesFixture[0]!, blogImage: { url: placeholderImage('Week 1') } };

const meta = {
  title: 'Learning/BlogCard',
  component: BlogCard,
  args: { blog },
  decorators: [
    (Story) => (
      <div className="w-80 p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BlogCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The sub heading cut to 15 words plus an ellipsis.
    await expect(
      canvas.getByText(
        'What worked, what did not, and the small habits that made the biggest difference while...',
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: blog.heading })).toHaveAttribute(
      'href',
      `/dashboard/blogs/${blog._id}`,
    );
  },
};

export const ShortText: Story = { args: { blog: { ...blog, subHeading: 'Small habits, big wins.' } } };
