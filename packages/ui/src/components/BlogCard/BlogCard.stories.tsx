import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { blogSummariesFixture } from '@devlearn/api-client/mocks';
import { placeholderImage, placeholderResponsiveImage } from '../../lib/placeholderImage';
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
    // A blog written before the server stored other widths: one `src`.
    const image = canvasElement.querySelector('img');
    await expect(image).toHaveAttribute('src', blog.blogImage.url);
    await expect(image).not.toHaveAttribute('srcset');
    await expect(image).not.toHaveAttribute('sizes');
  },
};

const storedWidths = placeholderResponsiveImage('Week 1', [320, 640, 960]);

/** The cover at 320, 640 and 960 px (ADR 0078), chosen by the grid column's width. */
export const WithStoredWidths: Story = {
  args: { blog: { ...blog, blogImage: storedWidths } },
  play: async ({ canvasElement }) => {
    const image = canvasElement.querySelector('img');
    await expect(image).toHaveAttribute('src', storedWidths.url);
    await expect(image).toHaveAttribute('srcset', storedWidths.srcset);
    await expect(image).toHaveAttribute(
      'sizes',
      '(min-width: 80rem) 27rem, (min-width: 64rem) 33vw, (min-width: 40rem) 50vw, 100vw',
    );
    await expect(image).toHaveAttribute('width', '640');
    await expect(image).toHaveAttribute('height', '360');
    await expect(image).toHaveAttribute('loading', 'lazy');
  },
};

export const FirstCardWithStoredWidths: Story = {
  args: { ...WithStoredWidths.args, priority: true },
  play: async ({ canvasElement }) => {
    const image = canvasElement.querySelector('img');
    await expect(image).toHaveAttribute('srcset', storedWidths.srcset);
    await expect(image).toHaveAttribute('loading', 'eager');
    await expect(image).toHaveAttribute('fetchpriority', 'high');
  },
};

export const ShortText: Story = { args: { blog: { ...blog, subHeading: 'Small habits, big wins.' } } };
