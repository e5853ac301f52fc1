import { describe, expect, it } from 'vitest';
import { sanitizeBlogHtml } from './sanitize.js';

describe('sanitizeBlogHtml keeps what the editor produces', () => {
  it('keeps headers, marks, blockquotes and paragraphs', () => {
    const html =
      '<h1>Title</h1><h2>Part</h2><p><strong>b</strong> <em>i</em> <u>u</u> <s>s</s><br></p><blockquote>q</blockquote>';
    expect(sanitizeBlogHtml(html)).toBe(html.replace('<br>', '<br />'));
  });

  it('keeps lists and indent classes', () => {
    const html =
      '<ol><li data-list="ordered">one</li></ol><ul><li class="ql-indent-1">two</li></ul><p class="ql-indent-2">x</p>';
    expect(sanitizeBlogHtml(html)).toBe(html);
  });

  it('keeps links with the allowed schemes, opening in a new tab', () => {
    for (const href of [
      'https://example.com/a',
      'http://example.com',
      'mailto:a@b.co',
      'tel:+123',
      'sms:+123',
    ]) {
      expect(sanitizeBlogHtml(`<a href="${href}">x</a>`)).toBe(
        `<a href="${href}" target="_blank" rel="noopener noreferrer">x</a>`,
      );
    }
  });

  it('keeps base64 PNG/JPEG images, the only images the editor makes', () => {
    const png = '<img src="data:image/png;base64,iVBORw0KGgo=" />';
    const jpeg = '<img src="data:image/jpeg;base64,/9j/4AAQ" alt="photo" />';
    expect(sanitizeBlogHtml(`<p>a</p>${png}${jpeg}`)).toBe(`<p>a</p>${png}${jpeg}`);
  });

  it('drops remote images, so no third party learns who reads a blog (ADR 0045)', () => {
    for (const src of [
      'https://tracker.example/pixel.gif?reader=1',
      'http://example.com/a.jpg',
      '//cdn.example/a.png',
      '/media/0123456789abcdef01234567.jpg',
      'data:image/svg+xml;base64,PHN2Zz4=',
    ]) {
      expect(sanitizeBlogHtml(`<p>text</p><img src="${src}" />`), src).toBe('<p>text</p>');
    }
    expect(sanitizeBlogHtml('<p>a<img src="https://tracker.example/p.gif">b</p>')).toBe('<p>ab</p>');
  });
});

describe('sanitizeBlogHtml never lets an XSS payload survive', () => {
  const payloads: Array<[string, string]> = [
    ['script tag', '<p>hi</p><script>alert(1)</script>'],
    ['script in mixed case', '<ScRiPt>alert(1)</ScRiPt>'],
    ['event handler', '<p onclick="alert(1)">x</p><img src="https://x.io/a.png" onerror="alert(1)">'],
    ['javascript: link', '<a href="javascript:alert(1)">x</a>'],
    [
      'obfuscated javascript: link',
      '<a href="jav&#x09;ascript:alert(1)">x</a><a href=" JAVASCRIPT:alert(1)">y</a>',
    ],
    ['javascript: image', '<img src="javascript:alert(1)">'],
    ['svg with onload', '<svg onload="alert(1)"><script>alert(1)</script></svg>'],
    ['svg data URI image', '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">'],
    ['html data URI link', '<a href="data:text/html,<script>alert(1)</script>">x</a>'],
    [
      'iframe',
      '<iframe src="https://evil.example"></iframe><iframe srcdoc="<script>alert(1)</script>"></iframe>',
    ],
    ['style element', '<style>body{background:url(javascript:alert(1))}</style>'],
    ['style attribute', '<p style="background-image:url(javascript:alert(1));behavior:url(x.htc)">x</p>'],
    ['object and embed', '<object data="x.swf"></object><embed src="x.swf">'],
    ['form and input', '<form action="https://evil"><input autofocus onfocus="alert(1)"></form>'],
    ['meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">'],
    ['math with href', '<math><mi xlink:href="javascript:alert(1)">x</mi></math>'],
    ['base tag', '<base href="javascript:alert(1)//">'],
    ['protocol-relative image', '<img src="//evil.example/x.png">'],
  ];

  it.each(payloads)('%s', (_name, payload) => {
    const clean = sanitizeBlogHtml(payload).toLowerCase();
    for (const danger of [
      '<script',
      'javascript:',
      'onerror',
      'onload',
      'onclick',
      'onfocus',
      '<svg',
      '<iframe',
      'srcdoc',
      '<style',
      'style=',
      '<object',
      '<embed',
      '<form',
      '<input',
      '<meta',
      '<base',
      '<math',
      'data:text',
      'data:image/svg',
      '//evil',
    ]) {
      expect(clean).not.toContain(danger);
    }
  });

  it('keeps the harmless text around a payload', () => {
    expect(sanitizeBlogHtml('<p>before<script>alert(1)</script>after</p>')).toBe('<p>beforeafter</p>');
  });

  it('escapes text that only looks like markup', () => {
    expect(sanitizeBlogHtml('<p>1 &lt; 2 &amp;&amp; &lt;script&gt;</p>')).toBe(
      '<p>1 &lt; 2 &amp;&amp; &lt;script&gt;</p>',
    );
  });
});

describe('sanitizeBlogHtml highlights the editor’s code blocks (issue 42)', () => {
  it('turns a code block into highlighted code, keeping its language', () => {
    expect(sanitizeBlogHtml('<pre data-language="javascript">\nconst a = 1;\n</pre>')).toBe(
      '<pre data-language="javascript"><code class="hljs language-javascript"><span class="hljs-keyword">const</span>' +
        ' a = <span class="hljs-number">1</span>;</code></pre>',
    );
  });

  it('escapes a plain block and re-highlights one saved before, and keeps no markup from inside it', () => {
    expect(sanitizeBlogHtml('<pre data-language="plain">&lt;b&gt; &amp;</pre>')).toBe(
      '<pre data-language="plain"><code class="hljs">&lt;b&gt; &amp;</code></pre>',
    );
    const saved = sanitizeBlogHtml('<pre data-language="css">a { color: red; }</pre>');
    expect(sanitizeBlogHtml(saved)).toBe(saved);
    const sneaky = sanitizeBlogHtml(
      '<pre data-language="js"><img src=x onerror=alert(1)>x<script>1</script></pre>',
    );
    expect(sneaky).not.toMatch(/<img|<script|onerror/);
  });
});
