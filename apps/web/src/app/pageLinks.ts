import type { Manifest } from 'vite';

/** Vite's build manifest (`build.manifest`): each chunk's file, the chunks it imports and its stylesheets. */
export type BuildManifest = Manifest;

/** The module that starts the app in the browser (main.tsx imports it once the page has painted: ADR 0102). */
export const APP_START_MODULE = 'src/app/startApp.tsx';

/** The id of the `<script type="application/json">` that lists a server-rendered page's code (ADR 0101). */
export const PAGE_CODE_ID = 'page-code';

/** What a server-rendered page loads beyond the template: its stylesheets and its code, as addresses. */
export interface PageChunks {
  styles: string[];
  scripts: string[];
}

/**
 * The files of a server-rendered page (ADR 0101): the app's start and each matched route's module with every
 * chunk they import, and their CSS. The page links the CSS in its head; the code is fetched all at once (each
 * file `modulepreload`) after the first paint, instead of one chunk after another as the modules import them.
 * Files the template already links (the entry and its imports) are left out; an unknown module (a build without
 * a manifest) adds nothing.
 */
export function pageChunks(manifest: BuildManifest, modules: string[], template: string): PageChunks {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const module of [APP_START_MODULE, ...modules]) visit(module);
  const unlinked = (files: Set<string>) =>
    [...files].filter((file) => !template.includes(`/${file}"`)).map((file) => `/${file}`);
  return { styles: unlinked(styles), scripts: unlinked(scripts) };
}

/** The stylesheet links of a page's chunks, for its head. */
export const styleLinks = ({ styles }: PageChunks) =>
  styles.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`).join('');

/** The page's code list as JSON that is safe inside a script element. */
export const pageCodeJson = ({ scripts }: PageChunks) => JSON.stringify(scripts).replace(/</g, '\\u003c');

/** Asks the browser for every file of the page's code at once (the list the server wrote into the page). */
export function preloadPageCode() {
  const list = document.getElementById(PAGE_CODE_ID)?.textContent;
  for (const href of list ? (JSON.parse(list) as string[]) : []) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
}
