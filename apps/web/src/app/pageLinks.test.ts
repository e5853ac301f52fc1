import { describe, expect, it } from 'vitest';
import { APP_START_MODULE, pageLinks, type BuildManifest } from './pageLinks';

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

describe("a server-rendered page's links to its code (ADR 0101)", () => {
  it("preloads the app's start and the route's module with every chunk they import, each once", () => {
    const links = pageLinks(manifest, ['src/features/blogs/routes/EditBlogRoute.tsx'], template);
    const preloaded = [...links.matchAll(/rel="modulepreload" crossorigin href="([^"]+)"/g)].map(
      ([, href]) => href,
    );
    expect(preloaded).toEqual([
      '/assets/startApp-1.js',
      '/assets/runtime-1.js',
      '/assets/shared-1.js',
      '/assets/EditBlogRoute-1.js',
      '/assets/editor-1.js',
    ]);
    expect(links).toContain('<link rel="stylesheet" crossorigin href="/assets/editor-1.css">');
  });

  it('leaves out what the template already loads and modules the manifest does not know', () => {
    const links = pageLinks(manifest, ['src/features/site/routes/Missing.tsx'], template);
    expect(links).not.toContain('index-1.js');
    expect(links).not.toContain('Missing');
    expect(pageLinks({}, ['src/features/site/routes/LandingRoute.tsx'], template)).toBe('');
  });
});
