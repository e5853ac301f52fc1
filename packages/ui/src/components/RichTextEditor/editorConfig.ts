import { Quill } from 'react-quill-new';
import {
  EDITOR_HISTORY_DELAY_MS,
  EDITOR_HISTORY_MAX_STACK,
  EDITOR_IMAGE_TYPES,
  EDITOR_LINK_PROTOCOLS,
} from '../../lib/product';

/**
 * The spec's toolbar: headers 1 and 2, bold, italic, underline, strike, blockquote, ordered and bullet lists,
 * indent, link, image, clean, plus a code block (issue 42; Quill's `code-block`, saved as `<pre>`, which the server
 * highlights, never the browser). Headers are two buttons rather than Quill's picker, whose unlabelled
 * pseudo-button screen readers cannot name.
 */
export const EDITOR_TOOLBAR = [
  [{ header: 1 }, { header: 2 }],
  ['bold', 'italic', 'underline', 'strike', 'blockquote', 'code-block'],
  [{ list: 'ordered' }, { list: 'bullet' }, { indent: '-1' }, { indent: '+1' }],
  ['link', 'image'],
  ['clean'],
];

/** The formats the editor keeps (pasted content is reduced to them); the server allows the same (D21, D49). */
export const EDITOR_FORMATS = [
  'header',
  'bold',
  'italic',
  'underline',
  'strike',
  'blockquote',
  'code-block',
  'list',
  'indent',
  'link',
  'image',
];

export const EDITOR_MODULES = {
  toolbar: EDITOR_TOOLBAR,
  history: { delay: EDITOR_HISTORY_DELAY_MS, maxStack: EDITOR_HISTORY_MAX_STACK, userOnly: true },
  // Images chosen, dropped or pasted into the editor: png and jpeg only.
  uploader: { mimetypes: [...EDITOR_IMAGE_TYPES] },
};

/** Human names for Quill's toolbar buttons, keyed by `format` or `format:value` (Quill labels them 'bold'). */
export const TOOLBAR_BUTTON_NAMES: Record<string, string> = {
  'header:1': 'Heading 1',
  'header:2': 'Heading 2',
  bold: 'Bold',
  italic: 'Italic',
  underline: 'Underline',
  strike: 'Strikethrough',
  blockquote: 'Blockquote',
  'code-block': 'Code block',
  'list:ordered': 'Numbered list',
  'list:bullet': 'Bulleted list',
  'indent:-1': 'Decrease indent',
  'indent:+1': 'Increase indent',
  link: 'Link',
  image: 'Image',
  clean: 'Clear formatting',
};

type LinkFormat = { PROTOCOL_WHITELIST: string[] };

/**
 * Links may use only http, https, mailto, tel and sms; anything else (javascript:, data:) becomes
 * about:blank. Quill keeps this list on its Link format class, so it is set once, here.
 */
export function restrictLinkProtocols(): void {
  const link = Quill.import('formats/link') as unknown as LinkFormat;
  link.PROTOCOL_WHITELIST = [...EDITOR_LINK_PROTOCOLS];
}
