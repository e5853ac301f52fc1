import { describe, expect, it } from 'vitest';
import { BLOG_EXCERPT_MAX_CHARACTERS, BLOG_EXCERPT_WORDS, blogExcerpt } from './blog-excerpt.js';

describe('blogExcerpt', () => {
  it('turns the editor HTML into plain text, blocks and line breaks ending words', () => {
    expect(
      blogExcerpt(
        '<h2>What I learned</h2><p>Ship <strong>small</strong> pieces</p><p>then<br>read</p>' +
          '<ul><li data-list="bullet">one</li><li data-list="bullet">two</li></ul><blockquote>quote</blockquote>',
      ),
    ).toBe('What I learned Ship small pieces then read one two quote');
  });

  it('decodes entities instead of showing them, and never lets markup through', () => {
    expect(blogExcerpt('<p>Tom &amp; Jerry&nbsp;use &lt;div&gt; and &quot;quotes&quot;</p>')).toBe(
      'Tom & Jerry use <div> and "quotes"',
    );
    expect(blogExcerpt('<p>a</p><img src="data:image/png;base64,AAAA"><p>b</p>')).toBe('a b');
  });

  it('keeps the first 30 words', () => {
    const words = Array.from({ length: 50 }, (_, index) => `word${index}`);
    const excerpt = blogExcerpt(`<p>${words.join(' ')}</p>`);
    expect(excerpt.split(' ')).toEqual(words.slice(0, BLOG_EXCERPT_WORDS));
  });

  it('stays short even when a "word" has no spaces', () => {
    expect(blogExcerpt(`<p>${'a'.repeat(5000)}</p>`)).toHaveLength(BLOG_EXCERPT_MAX_CHARACTERS);
  });

  it('is empty for content without text', () => {
    expect(blogExcerpt('<p><br></p>')).toBe('');
  });
});
