import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CommentBody } from './CommentBody';

/** What the server stores for a comment with a JavaScript block (markdown-it + highlight.js, then sanitised). */
const withCode = [
  '<p>Why does this <code>useEffect</code> run <em>twice</em> in <strong>development</strong>?</p>',
  '<pre><code class="hljs language-js"><span class="hljs-keyword">import</span> { useEffect } <span class="hljs-keyword">from</span> <span class="hljs-string">&#x27;react&#x27;</span>;',
  '',
  '<span class="hljs-comment">// runs after the first render</span>',
  '<span class="hljs-keyword">export</span> <span class="hljs-keyword">function</span> <span class="hljs-title function_">App</span>(<span class="hljs-params"></span>) {',
  '  <span class="hljs-title function_">useEffect</span>(<span class="hljs-function">() =&gt;</span> {',
  '    <span class="hljs-variable language_">console</span>.<span class="hljs-title function_">log</span>(<span class="hljs-number">42</span>, <span class="hljs-literal">true</span>);',
  '  }, []);',
  '  <span class="hljs-keyword">return</span> <span class="language-xml"><span class="hljs-tag">&lt;<span class="hljs-name">main</span> <span class="hljs-attr">className</span>=<span class="hljs-string">&quot;app&quot;</span> /&gt;</span></span>;',
  '}</code></pre>',
].join('\n');

const richText = [
  '<p>Three things to check:</p>',
  '<ol><li>Strict mode is on</li><li>The effect has a clean-up</li><li>Dependencies are listed</li></ol>',
  '<ul><li>React 19</li><li>Vite 7</li></ul>',
  '<blockquote><p>Strict mode mounts components twice to surface missing clean-ups.</p></blockquote>',
  '<p>See <a href="https://react.dev/reference/react/StrictMode">the docs</a>, ',
  '<a class="mention" href="/dashboard/users/grace_hopper">@grace_hopper</a>.</p>',
].join('');

const longLine =
  '<pre><code class="hljs language-bash">npx create-react-app my-app --template typescript --use-npm --scripts-version latest-and-greatest-version-of-everything</code></pre>';

const meta = {
  title: 'Learning/CommentBody',
  component: CommentBody,
  args: { html: withCode },
  decorators: [
    (Story) => (
      <div className="max-w-xl p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CommentBody>;

export default meta;
type Story = StoryObj<typeof meta>;

export const HighlightedCode: Story = {
  play: async ({ canvasElement }) => {
    const body = canvasElement.querySelector<HTMLElement>('[data-slot=comment-body]')!;
    const keyword = body.querySelector<HTMLElement>('pre .hljs-keyword')!;
    const string = body.querySelector<HTMLElement>('pre .hljs-string')!;
    const pre = body.querySelector('pre')!;
    // The package's light code theme colours the server's classes (the dl-code-* tokens of theme.css).
    await expect(getComputedStyle(pre).backgroundColor).toBe('rgb(246, 248, 250)');
    await expect(getComputedStyle(keyword).color).toBe('rgb(179, 19, 31)');
    await expect(getComputedStyle(string).color).toBe('rgb(10, 48, 105)');
    await expect(getComputedStyle(pre).whiteSpace).toBe('pre-wrap');
    // Inline code stays on the page's colours, in a monospace font.
    const inline = body.querySelector<HTMLElement>('p code')!;
    await expect(getComputedStyle(inline).fontFamily).toMatch(/mono/i);
    await expect(getComputedStyle(inline).backgroundColor).not.toBe(getComputedStyle(pre).backgroundColor);
  },
};

export const ListsQuotesAndLinks: Story = {
  args: { html: richText },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(5);
    await expect(getComputedStyle(canvasElement.querySelector('ol')!).listStyleType).toBe('decimal');
    await expect(canvas.getByRole('link', { name: '@grace_hopper' })).toHaveAttribute(
      'href',
      '/dashboard/users/grace_hopper',
    );
    await expect(canvasElement.querySelector('blockquote')).toHaveTextContent('Strict mode mounts');
  },
};

export const LongCodeLineWraps: Story = {
  args: { html: longLine },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const pre = canvasElement.querySelector('pre')!;
    // It wraps inside the panel instead of overflowing the page.
    await expect(pre.scrollWidth).toBeLessThanOrEqual(pre.clientWidth);
    await expect(pre.getBoundingClientRect().height).toBeGreaterThan(60);
  },
};

export const PlainParagraph: Story = { args: { html: '<p>Great lesson, thanks!</p>' } };

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
