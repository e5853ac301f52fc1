/** One chunk of Vite's build manifest (`build.manifest`): its file, the chunks it imports and its stylesheets. */
export interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

export type BuildManifest = Record<string, ManifestChunk>;

/** The module that starts the app in the browser (main.tsx imports it once the page has painted: ADR 0102). */
export const APP_START_MODULE = 'src/app/startApp.tsx';

/**
 * The `<link>` elements a server-rendered page adds to its head so the browser fetches the page's code beside
 * the HTML instead of one chunk after another (ADR 0101): `modulepreload` for the app's start and each matched
 * route's module with every chunk they import, `stylesheet` for their CSS. Files the template already links (the
 * entry and its imports) are left out; an unknown module (a build without a manifest) adds nothing.
 */
export function pageLinks(manifest: BuildManifest, modules: string[], template: string): string {
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
  const linked = (file: string) => template.includes(`/${file}"`);
  return [
    ...[...styles]
      .filter((file) => !linked(file))
      .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...[...scripts]
      .filter((file) => !linked(file))
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ].join('');
}
