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
  '<p>See <a href="https://react.dev/reference/react/StrictMode" target="_blank" rel="nofollow ugc noopener noreferrer">',
  'the docs</a>, <span class="mention" data-mention="grace_hopper">@grace_hopper</span>.</p>',
].join('');

/** A reply's mentions as the server stores them (ADR 0186): a name in a span, never a link. */
const withMentions = [
  '<p><span class="mention" data-mention="ada_lovelace">@ada_lovelace</span> it is <em>Strict Mode</em>: ',
  'return a clean-up, see <a href="https://react.dev/learn/synchronizing-with-effects" target="_blank" ',
  'rel="nofollow ugc noopener noreferrer">the docs</a>.</p>',
  '<blockquote><p>Ask <span class="mention" data-mention="grace_hopper">@Grace_Hopper</span> about it.</p></blockquote>',
].join('');

/** A computed colour (`rgb()`, or `color(srgb ...)` as a colour mix resolves) as 0-1 channels. */
function channels(colour: string): [number, number, number] {
  const srgb = /^color\(srgb ([\d.e-]+) ([\d.e-]+) ([\d.e-]+)/.exec(colour);
  if (srgb) return [Number(srgb[1]), Number(srgb[2]), Number(srgb[3])];
  const rgb = /^rgba?\((\d+), (\d+), (\d+)/.exec(colour);
  if (rgb) return [Number(rgb[1]) / 255, Number(rgb[2]) / 255, Number(rgb[3]) / 255];
  throw new Error(`Unexpected colour ${colour}`);
}

/** WCAG's contrast ratio of two computed colours. */
function contrast(a: string, b: string): number {
  const luminance = (colour: string) => {
    const [r, g, bl] = channels(colour).map((c) =>
      c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
    ) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

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
    await expect(canvas.getByRole('link', { name: 'the docs' })).toHaveAttribute(
      'href',
      'https://react.dev/reference/react/StrictMode',
    );
    await expect(canvas.queryByRole('link', { name: '@grace_hopper' })).toBeNull();
    await expect(canvasElement.querySelector('blockquote')).toHaveTextContent('Strict mode mounts');
  },
};

/** A mention is a name, not a link (ADR 0186): it reads apart from the text and from a link, and is not focusable. */
export const Mentions: Story = {
  args: { html: withMentions },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const mention = canvas.getByText('@ada_lovelace');
    await expect(mention).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /@/ })).toBeNull();
    await expect(mention.tabIndex).toBe(-1);
    const style = getComputedStyle(mention);
    await expect(style.fontWeight).toBe('500');
    await expect(style.textDecorationLine).toBe('none');
    const paragraph = getComputedStyle(mention.closest('p')!);
    const link = getComputedStyle(canvas.getByRole('link', { name: 'the docs' }));
    await expect(style.color).not.toBe(paragraph.color);
    await expect(style.color).not.toBe(link.color);
    // Readable on the page (AA for body text), also inside a quote, whose text is muted.
    const page = getComputedStyle(document.body).backgroundColor;
    await expect(contrast(style.color, page)).toBeGreaterThanOrEqual(4.5);
    const quoted = getComputedStyle(canvas.getByText('@Grace_Hopper'));
    await expect(quoted.color).toBe(style.color);
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
