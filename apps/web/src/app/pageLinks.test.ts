import { afterEach, describe, expect, it } from 'vitest';
import {
  APP_START_MODULE,
  PAGE_CODE_ID,
  pageChunks,
  pageCodeJson,
  preloadPageCode,
  styleLinks,
  type BuildManifest,
} from './pageLinks';

const manifest: BuildManifest = {
  'src/main.tsx': { file: 'assets/index-1.js', imports: ['_runtime.js'] },
  '_runtime.js': { file: 'assets/runtime-1.js' },
  [APP_START_MODULE]: { file: 'assets/startApp-1.js', imports: ['_runtime.js', '_shared.js'] },
  '_shared.js': { file: 'assets/shared-1.js' },
  'src/features/blogs/routes/EditBlogRoute.tsx': {
    file: 'assets/EditBlogRoute-1.js',
    imports: ['_shared.js', '_editor.js'],
  },
  '_editor.js': { file: 'assets/editor-1.js', css: ['assets/editor-1.css'] },
};
const template = '<head><script type="module" src="/assets/index-1.js"></script></head>';
const EDIT_BLOG = 'src/features/blogs/routes/EditBlogRoute.tsx';

describe("a server-rendered page's code (ADR 0101)", () => {
  afterEach(() => {
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });

  it("lists the app's start and the route's module with every chunk they import, each once, and their CSS", () => {
    const chunks = pageChunks(manifest, [EDIT_BLOG], template);
    expect(chunks.scripts).toEqual([
      '/assets/startApp-1.js',
      '/assets/runtime-1.js',
      '/assets/shared-1.js',
      '/assets/EditBlogRoute-1.js',
      '/assets/editor-1.js',
    ]);
    expect(styleLinks(chunks)).toBe('<link rel="stylesheet" crossorigin href="/assets/editor-1.css">');
  });

  it('leaves out what the template already loads and modules the manifest does not know', () => {
    const chunks = pageChunks(manifest, ['src/features/site/routes/Missing.tsx'], template);
    expect(chunks.scripts.join()).not.toContain('index-1.js');
    expect(chunks.scripts.join()).not.toContain('Missing');
    expect(pageChunks({}, [EDIT_BLOG], template)).toEqual({ styles: [], scripts: [] });
  });

  it('has the browser preload every file the page lists, from its JSON script', () => {
    document.body.innerHTML = `<script type="application/json" id="${PAGE_CODE_ID}">${pageCodeJson(
      pageChunks(manifest, [EDIT_BLOG], template),
    )}</script>`;
    preloadPageCode();
    const links = [...document.head.querySelectorAll('link')];
    expect(links.map((link) => [link.rel, new URL(link.href).pathname])).toEqual([
      ['modulepreload', '/assets/startApp-1.js'],
      ['modulepreload', '/assets/runtime-1.js'],
      ['modulepreload', '/assets/shared-1.js'],
      ['modulepreload', '/assets/EditBlogRoute-1.js'],
      ['modulepreload', '/assets/editor-1.js'],
    ]);
  });
});
