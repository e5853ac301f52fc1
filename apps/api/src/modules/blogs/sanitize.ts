import sanitizeHtml from 'sanitize-html';
import {
  codeLanguageOf,
  HIGHLIGHT_CLASS_PATTERNS,
  highlightCodeBlock,
} from '../../rendering/code-highlight.js';
import { newTabLink } from '../../rendering/new-tab-link.js';

// Exactly what the blog editor (react-quill-new with the toolbar of spec section 2: headers 1-2, bold, italic,
// underline, strike, blockquote, lists, indent, link, image, clean) can produce, and nothing else (D21).
// Quill's semantic HTML: <p>/<h1>/<h2>/<blockquote> blocks, <strong>/<em>/<u>/<s> marks, <ol>/<ul>/<li>
// lists, indents as `ql-indent-N` classes, links with target/rel, images as pasted base64 PNG/JPEG data URIs
// (the editor accepts png and jpeg only). Remote images are dropped (ADR 0045): an <img> pointing at another
// server would let its owner see every reader of the blog (address, time, browser) and change the picture
// after publication.

const INDENT_CLASSES = Array.from({ length: 8 }, (_, index) => `ql-indent-${index + 1}`);
const LINK_SCHEMES = ['http', 'https', 'mailto', 'tel', 'sms'];
const IMAGE_DATA_URI = /^data:image\/(png|jpeg);base64,[A-Za-z0-9+/]+={0,2}$/;

const EDITOR_ALLOW_LIST: sanitizeHtml.IOptions = {
  // Issue 42: the editor's code block (Quill's `<pre data-language>`), highlighted here (highlightBlogCode).
  allowedTags: [
    'p',
    'br',
    'h1',
    'h2',
    'strong',
    'em',
    'u',
    's',
    'blockquote',
    'ol',
    'ul',
    'li',
    'a',
    'img',
    'pre',
    'code',
    'span',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    li: ['data-list'],
    pre: ['data-language'],
  },
  allowedClasses: {
    p: INDENT_CLASSES,
    h1: INDENT_CLASSES,
    h2: INDENT_CLASSES,
    li: INDENT_CLASSES,
    code: ['hljs', ...HIGHLIGHT_CLASS_PATTERNS],
    span: HIGHLIGHT_CLASS_PATTERNS,
  },
  allowedStyles: {},
  allowedSchemes: LINK_SCHEMES,
  allowedSchemesByTag: { img: ['data'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  // Elements whose text is code or chrome, not prose: drop them with everything inside.
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'iframe',
    'object',
    'embed',
    'svg',
    'math',
    'template',
    'title',
  ],
  disallowedTagsMode: 'discard',
  transformTags: {
    // Every link opens in a new tab without handing the blog page to the target (as Quill writes them).
    a: newTabLink('noopener noreferrer'),
    li: (tagName, attribs) => {
      const { 'data-list': dataList, ...rest } = attribs;
      return {
        tagName,
        attribs: dataList === 'bullet' || dataList === 'ordered' ? { ...rest, 'data-list': dataList } : rest,
      };
    },
  },
  // An image must be a base64 PNG or JPEG data URI; any other (remote, relative, none) is dropped.
  exclusiveFilter: (frame) => frame.tag === 'img' && !IMAGE_DATA_URI.test(frame.attribs.src ?? ''),
};

const CODE_BLOCK = /<pre(?: data-language="([^"]*)")?>([\s\S]*?)<\/pre>/g;
const ENTITIES: Record<string, string> = {
  '&lt;': '<',
  '&gt;': '>',
  '&amp;': '&',
  '&quot;': '"',
  '&#39;': "'",
};

/**
 * Each code block's text highlighted on the server (issue 42, ADR 0170), whatever markup it held (a blog
 * edited again brings its earlier highlighting back): `<pre data-language="x"><code class="hljs language-x">`.
 */
function highlightBlogCode(html: string): string {
  return html.replace(CODE_BLOCK, (_block, language: string | undefined, inner: string) => {
    const text = inner
      .replace(/<br\s*\/?>/g, '\n')
      .replace(/<[^>]*>/g, '')
      .replace(/&(lt|gt|amp|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity)
      .replace(/^\n/, '')
      .replace(/\n$/, '');
    const name = codeLanguageOf(language ?? '');
    const highlighted = highlightCodeBlock(text, name === 'plain' ? undefined : name);
    return name ? highlighted.replace('<pre>', `<pre data-language="${name}">`) : highlighted;
  });
}

/** The blog's HTML reduced to what the editor can produce; scripts, handlers, styles and iframes never survive. */
export function sanitizeBlogHtml(html: string): string {
  const clean = sanitizeHtml(html, EDITOR_ALLOW_LIST);
  if (!clean.includes('<pre')) return clean.trim();
  // The highlighted blocks pass the allow-list again, so only its own markup is ever stored.
  return sanitizeHtml(highlightBlogCode(clean), EDITOR_ALLOW_LIST).trim();
}
