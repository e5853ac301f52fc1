import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { blogsFixture } from '@devlearn/api-client/mocks';
import { placeholderImage, placeholderResponsiveImage } from '../../lib/placeholderImage';
import { BlogArticle } from './BlogArticle';

// 230 words, so the sub heading shows as three paragraphs (100, 100 and 30 words).
const longSubHeading = Array.from({ length: 230 }, (_, i) =>
  i % 10 === 0 ? `Word${i + 1}` : 'learning',
).join(' ');

const blog = {
  ...blogsFixture[0]!,
  createdAt: '2024-05-01T12:00:00.000Z',
  blogImage: { url: placeholderImage('Week 1', 1280, 720) },
  subHeading: longSubHeading,
  content:
    '<h2>What I learned</h2><p>Ship <strong>small</strong> pieces and read the <a href="https://react.dev" rel="noopener noreferrer" target="_blank">docs</a>.</p><ul><li>Commit often</li><li>Write tests</li></ul><blockquote>Make it work, then make it right.</blockquote>',
};

const meta = {
  title: 'Learning/BlogArticle',
  component: BlogArticle,
  args: { blog, isAuthor: false, onToggleLike: fn(), onDelete: fn() },
  decorators: [
    (Story) => (
      <div className="p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BlogArticle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Reader: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('May 1, 2024')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: blog.heading })).toBeVisible();
    await expect(canvas.getByText(blog.author.email)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Delete Blog' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Back to blogs' })).toHaveAttribute(
      'href',
      '/dashboard/blogs',
    );
    const paragraphs = canvasElement.querySelectorAll('[data-selectable]:not([data-slot]) > p');
    await expect(paragraphs).toHaveLength(3);
    await expect(canvas.getByRole('heading', { level: 2, name: 'What I learned' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /this blog/ }));
    await expect(args.onToggleLike).toHaveBeenCalledTimes(1);
  },
};

export const Author: Story = {
  args: { isAuthor: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Blog' }));
    await expect(args.onDelete).toHaveBeenCalledTimes(1);
  },
};

export const Deleting: Story = { args: { isAuthor: true, isDeleting: true } };

export const NotLikedYet: Story = { args: { blog: { ...blog, isUserLiked: false, totalLikes: 0 } } };

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };

const storedWidths = placeholderResponsiveImage('Week 1', [320, 640, 960, 1280]);

/** The cover at its stored widths (ADR 0078), up to the article column's 48rem. */
export const CoverWithStoredWidths: Story = {
  args: { blog: { ...blog, blogImage: storedWidths } },
  play: async ({ canvasElement }) => {
    const image = canvasElement.querySelector('img');
    await expect(image).toHaveAttribute('srcset', storedWidths.srcset);
    await expect(image).toHaveAttribute('sizes', '(min-width: 48rem) 48rem, 100vw');
    await expect(image).toHaveAttribute('fetchpriority', 'high');
  },
};

/** A code block from the editor's 'Code block' button, highlighted by the server (D49). */
export const WithHighlightedCode: Story = {
  args: {
    blog: {
      ...blog,
      content:
        '<p>The loader:</p><pre><code class="hljs language-ts"><span class="hljs-keyword">export</span> <span class="hljs-keyword">async</span> <span class="hljs-keyword">function</span> <span class="hljs-title function_">loader</span>(<span class="hljs-params"></span>) {\n  <span class="hljs-keyword">return</span> <span class="hljs-string">&#x27;ok&#x27;</span>;\n}</code></pre>',
    },
  },
  play: async ({ canvasElement }) => {
    const keyword = canvasElement.querySelector<HTMLElement>('[data-slot=blog-content] pre .hljs-keyword')!;
    await expect(getComputedStyle(keyword).color).toBe('rgb(179, 19, 31)');
  },
};
