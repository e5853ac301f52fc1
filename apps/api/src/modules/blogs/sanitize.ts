import sanitizeHtml from 'sanitize-html';

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
  allowedTags: ['p', 'br', 'h1', 'h2', 'strong', 'em', 'u', 's', 'blockquote', 'ol', 'ul', 'li', 'a', 'img'],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    li: ['data-list'],
  },
  allowedClasses: { p: INDENT_CLASSES, h1: INDENT_CLASSES, h2: INDENT_CLASSES, li: INDENT_CLASSES },
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
    a: (tagName, attribs) => ({
      tagName,
      attribs: {
        ...(attribs.href ? { href: attribs.href } : {}),
        target: '_blank',
        rel: 'noopener noreferrer',
      },
    }),
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

/** The blog's HTML reduced to what the editor can produce; scripts, handlers, styles and iframes never survive. */
export function sanitizeBlogHtml(html: string): string {
  return sanitizeHtml(html, EDITOR_ALLOW_LIST).trim();
}
