import { createRequire } from 'node:module';

// highlight.js's type declarations pull in the DOM library (`/// <reference lib="dom" />`), whose Blob, Headers
// and fetch types clash with Node's across the whole server; so the package is loaded through `require` and
// typed here by the little this module uses.
interface HighlightLanguage {
  (hljs: unknown): unknown;
}
interface HighlightCore {
  registerLanguage(name: string, language: HighlightLanguage): void;
  registerAliases(aliases: string[], target: { languageName: string }): void;
  getLanguage(name: string): unknown;
  highlight(code: string, options: { language: string; ignoreIllegals: boolean }): { value: string };
}

const require = createRequire(import.meta.url);

// Code in comments and blogs is highlighted once, on the server, when it is written (issue 42, ADR 0170):
// highlight.js's core with the languages a web developer's course talks about (their aliases too: js, ts, html,
// sh, yml...). A block without a known language is escaped, never guessed: auto-detection runs every grammar.
const LANGUAGES = [
  'bash',
  'c',
  'cpp',
  'csharp',
  'css',
  'diff',
  'go',
  'java',
  'javascript',
  'json',
  'markdown',
  'php',
  'plaintext',
  'python',
  'ruby',
  'rust',
  'scss',
  'shell',
  'sql',
  'typescript',
  'xml',
  'yaml',
] as const;

let loaded: HighlightCore | undefined;

/** highlight.js with its grammars, loaded when the first code block is written, not at start (ADR 0144). */
function highlighter(): HighlightCore {
  if (loaded) return loaded;
  const hljs = require('highlight.js/lib/core') as HighlightCore;
  for (const name of LANGUAGES)
    hljs.registerLanguage(name, require(`highlight.js/lib/languages/${name}`) as HighlightLanguage);
  // JSX and TSX read well with their base grammars.
  hljs.registerAliases(['jsx'], { languageName: 'javascript' });
  hljs.registerAliases(['tsx'], { languageName: 'typescript' });
  loaded = hljs;
  return hljs;
}

/** A language name as a class may carry it: letters, digits and `+#-`, at most 20 characters. */
const LANGUAGE_NAME = /^[a-z0-9+#-]{1,20}$/;

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** The language name as written after the fence (lower-cased), when it is one a class may carry. */
export function codeLanguageOf(info: string): string | undefined {
  const name = info.trim().split(/\s+/)[0]?.toLowerCase() ?? '';
  return LANGUAGE_NAME.test(name) ? name : undefined;
}

/**
 * `<pre><code class="hljs language-x">` with highlight.js's spans for a known language, else the escaped text
 * (still with `language-x` when a name was given, so a reader sees what it was meant to be).
 */
export function highlightCodeBlock(code: string, language: string | undefined): string {
  const hljs = highlighter();
  const known = language !== undefined && hljs.getLanguage(language) !== undefined;
  const body = known ? hljs.highlight(code, { language, ignoreIllegals: true }).value : escapeHtml(code);
  const languageClass = language ? ` language-${language}` : '';
  return `<pre><code class="hljs${languageClass}">${body}</code></pre>`;
}

/** The classes highlight.js puts on its spans, for the sanitisers' allow-lists. */
export const HIGHLIGHT_CLASS_PATTERNS = ['hljs-*', 'language-*', 'function_', 'class_'];
