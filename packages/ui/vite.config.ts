import { copyFileSync, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

// `npm run build -w @devlearn/ui`: one ESM file per source module (dist/components/Button/Button.js ...), so a
// consumer's bundler keeps only what it imports, each keeping its `"use client"` directive (Rolldown keeps a
// module's directives when modules are preserved; test/consumer.test.ts checks every one); the compiled
// stylesheet (dist/styles.css), the stylesheets for Tailwind consumers (dist/tailwind.css, dist/theme.css), and,
// from tsconfig.build.json, a .d.ts beside every module. dist/ also gets its own package.json whose exports point
// at the built files: the workspace manifest is private, so that folder is the only thing that can be packed and
// published (see README.md).
interface SourceManifest {
  name: string;
  version: string;
  description?: string;
  license: string;
  exports: Record<string, string>;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
}

const packageDir = path.dirname(fileURLToPath(import.meta.url));
const srcDir = path.join(packageDir, 'src');
const manifest = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as SourceManifest;

/** `./src/components/Button/index.ts` -> `./components/Button/index` (the built file, without extension). */
const builtPath = (source: string) => source.replace(/^\.\/src\//, './').replace(/\.tsx?$/, '');

/**
 * Every script entry of the workspace manifest's `exports` (they point at src/ for the monorepo), with
 * `./screens/*` expanded to one entry per screen folder. The published manifest maps the same subpaths to the
 * built files, so the two lists cannot drift apart.
 */
function scriptEntries(): string[] {
  return Object.values(manifest.exports)
    .filter((target) => /\.tsx?$/.test(target))
    .flatMap((target) => {
      if (!target.includes('*')) return [path.join(packageDir, target)];
      const [before, after] = target.split('*') as [string, string];
      const folder = path.join(packageDir, before);
      return readdirSync(folder).map((name) => path.join(folder, name + after));
    });
}

/**
 * Writes dist/package.json for consumers outside the monorepo. The workspace's own package.json keeps
 * pointing at src/ so apps/web, Vitest and tsc use the sources without a build step; the published
 * package is the dist folder, whose manifest points at the built files only.
 */
function writeDistManifest(): Plugin {
  return {
    name: 'devlearn:write-dist-manifest',
    apply: 'build',
    closeBundle() {
      const exports: Record<string, unknown> = {};
      for (const [subpath, target] of Object.entries(manifest.exports)) {
        if (/\.tsx?$/.test(target)) {
          const built = builtPath(target);
          exports[subpath] = { types: `${built}.d.ts`, default: `${built}.js` };
        } else {
          exports[subpath] = subpath; // the stylesheets: ./styles.css (compiled), ./tailwind.css, ./theme.css
        }
      }
      exports['./package.json'] = './package.json';
      const published = {
        name: manifest.name,
        version: manifest.version,
        description: manifest.description,
        license: manifest.license,
        type: 'module',
        // Only stylesheets do something on import; every script module can be dropped when unused.
        sideEffects: ['*.css'],
        main: './index.js',
        types: './index.d.ts',
        exports,
        // Quill and react-avatar-editor are optional peers: only the editor and avatar entries import them.
        peerDependencies: manifest.peerDependencies,
        peerDependenciesMeta: manifest.peerDependenciesMeta,
        dependencies: manifest.dependencies,
      };
      const outDir = path.join(packageDir, 'dist');
      writeFileSync(path.join(outDir, 'package.json'), `${JSON.stringify(published, null, 2)}\n`);
      // Source stylesheets that ship as they are (for consumers that compile their own Tailwind). They sit at the
      // root of dist/ instead of in src/styles/, so tailwind.css's `@source '../'` (the package's sources) becomes
      // the built modules beside it.
      for (const [subpath, target] of Object.entries(manifest.exports)) {
        if (subpath !== './styles.css' && target.endsWith('.css')) {
          const css = readFileSync(path.join(packageDir, target), 'utf8');
          writeFileSync(
            path.join(outDir, subpath),
            css.replace(/^@source '\.\.\/';$/m, "@source './**/*.js';"),
          );
        }
      }
      for (const file of ['README.md', 'CHANGELOG.md', 'LICENSE']) {
        if (existsSync(path.join(packageDir, file))) {
          copyFileSync(path.join(packageDir, file), path.join(outDir, file));
        }
      }
    },
  };
}

const external = [
  ...Object.keys(manifest.peerDependencies ?? {}),
  ...Object.keys(manifest.dependencies ?? {}),
];

export default defineConfig({
  root: packageDir,
  plugins: [react(), tailwindcss(), writeDistManifest()],
  publicDir: false,
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    cssCodeSplit: true,
    lib: {
      entry: [...scriptEntries(), path.join(srcDir, 'styles/index.css')],
      formats: ['es'],
    },
    rolldownOptions: {
      // Dependencies stay imports (the consumer installs them once); only the package's own code is built.
      external: (id) => external.some((name) => id === name || id.startsWith(`${name}/`)),
      output: {
        // One output file per source module, at the same path under dist/ as under src/.
        preserveModules: true,
        preserveModulesRoot: srcDir,
        entryFileNames: '[name].js',
        // The one stylesheet the build compiles (src/styles/index.css); the editor's Quill theme stays an import
        // of react-quill-new's own file in the editor module, so it comes with that entry only.
        assetFileNames: (asset) =>
          asset.names?.some((name) => name.endsWith('.css')) ? 'styles.css' : 'assets/[name][extname]',
      },
    },
  },
});
