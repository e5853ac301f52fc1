import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

// `npm run build -w @devlearn/ui`: ESM (dist/index.js), one stylesheet (dist/index.css), and, from
// tsconfig.build.json, the declarations (dist/index.d.ts ...). dist/ also gets its own package.json whose
// exports point at the built files: that folder is what gets packed and published (see README.md).
interface SourceManifest {
  name: string;
  version: string;
  description?: string;
  license?: string;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

/**
 * Writes dist/package.json for consumers outside the monorepo. The workspace's own package.json keeps
 * pointing at src/ so apps/web, Vitest and tsc use the sources without a build step; the published
 * package is the dist folder, whose manifest points at the built files only.
 */
function writeDistManifest(): Plugin {
  let outDir = 'dist';
  let root = process.cwd();
  return {
    name: 'devlearn:write-dist-manifest',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const source = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as SourceManifest;
      const published = {
        name: source.name,
        version: source.version,
        description: source.description,
        license: source.license ?? 'UNLICENSED',
        type: 'module',
        sideEffects: ['*.css'],
        main: './index.js',
        types: './index.d.ts',
        exports: {
          '.': { types: './index.d.ts', import: './index.js', default: './index.js' },
          './styles.css': './index.css',
          './package.json': './package.json',
        },
        peerDependencies: source.peerDependencies,
        dependencies: source.dependencies,
      };
      writeFileSync(path.join(outDir, 'package.json'), `${JSON.stringify(published, null, 2)}\n`);
    },
  };
}

const packageDir = path.dirname(fileURLToPath(import.meta.url));
const manifest = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as SourceManifest;
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
    // Lib mode turns code splitting of CSS off, which forbids a CSS entry; the stylesheet is its own entry here.
    cssCodeSplit: true,
    lib: {
      entry: {
        index: path.join(packageDir, 'src/index.ts'),
        styles: path.join(packageDir, 'src/styles/index.css'),
      },
      formats: ['es'],
    },
    rolldownOptions: {
      // Dependencies stay imports (the consumer installs them once); only the package's own code is bundled.
      external: (id) => external.some((name) => id === name || id.startsWith(`${name}/`)),
      output: {
        assetFileNames: (asset) =>
          asset.names?.[0]?.endsWith('.css') ? 'index.css' : 'assets/[name][extname]',
      },
    },
  },
});
