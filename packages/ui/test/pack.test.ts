import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// Proves the package works outside the monorepo: build it, `npm pack` the publishable dist folder, unpack the
// tarball into a throwaway app's node_modules (in the OS temp folder) and build that app with Vite. The app's
// other node_modules entries link to the repo's installed packages, so nothing is downloaded, while
// @devlearn/ui itself is the unpacked tarball, never the workspace sources.
const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const rootModules = path.resolve(packageDir, '../../node_modules');
const distDir = path.join(packageDir, 'dist');
const appDir = mkdtempSync(path.join(os.tmpdir(), 'devlearn-ui-pack-'));

function linkInstalledPackages() {
  const modules = path.join(appDir, 'node_modules');
  // The workspace's own installs first (they win over the hoisted ones), then the root's.
  for (const source of [path.join(packageDir, 'node_modules'), rootModules]) {
    if (!existsSync(source)) continue;
    for (const entry of readdirSync(source)) {
      if (entry === '@devlearn' || entry.startsWith('.')) continue;
      const names = entry.startsWith('@')
        ? readdirSync(path.join(source, entry)).map((name) => `${entry}/${name}`)
        : [entry];
      for (const name of names) {
        const target = path.join(modules, name);
        if (existsSync(target)) continue;
        mkdirSync(path.dirname(target), { recursive: true });
        symlinkSync(path.join(source, name), target);
      }
    }
  }
}

function run(command: string, args: string[], cwd: string): string {
  return execFileSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

let tarball = '';

beforeAll(() => {
  mkdirSync(path.join(appDir, 'src'), { recursive: true });
  linkInstalledPackages();
  writeFileSync(
    path.join(appDir, 'package.json'),
    JSON.stringify({ name: 'pack-consumer', private: true, type: 'module' }),
  );
  run('npm', ['run', 'build', '--silent'], packageDir);
  const [packed] = JSON.parse(
    run('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', appDir], distDir),
  ) as { filename: string; files: { path: string }[] }[];
  if (!packed) throw new Error('npm pack printed no result.');
  tarball = path.join(appDir, packed.filename);
  const installed = path.join(appDir, 'node_modules/@devlearn/ui');
  mkdirSync(installed, { recursive: true });
  run('tar', ['-xzf', tarball, '-C', installed, '--strip-components=1'], appDir);
}, 180_000);

afterAll(() => rmSync(appDir, { recursive: true, force: true }));

describe('the packed @devlearn/ui', () => {
  it('contains only the built files with explicit exports and React as a peer', () => {
    const files = readdirSync(path.join(appDir, 'node_modules/@devlearn/ui'));
    expect(files).toEqual(expect.arrayContaining(['index.js', 'index.d.ts', 'index.css', 'package.json']));
    expect(files).not.toContain('src');
    const manifest = JSON.parse(
      readFileSync(path.join(appDir, 'node_modules/@devlearn/ui/package.json'), 'utf8'),
    );
    expect(manifest.exports['.']).toEqual({
      types: './index.d.ts',
      import: './index.js',
      default: './index.js',
    });
    expect(manifest.exports['./styles.css']).toBe('./index.css');
    expect(Object.keys(manifest.peerDependencies)).toEqual(['react', 'react-dom']);
    expect(manifest.dependencies).not.toHaveProperty('react');
  });

  it('builds into a fresh Vite app that imports a component and the stylesheet', async () => {
    writeFileSync(
      path.join(appDir, 'index.html'),
      '<!doctype html><html><body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body></html>',
    );
    writeFileSync(
      path.join(appDir, 'src/main.tsx'),
      [
        "import { createRoot } from 'react-dom/client';",
        "import { Button, CountBadge } from '@devlearn/ui';",
        "import '@devlearn/ui/styles.css';",
        "createRoot(document.getElementById('root')!).render(<Button>Packed <CountBadge count={7} /></Button>);",
      ].join('\n'),
    );
    let resolvedLibrary: string | undefined;
    await build({
      root: appDir,
      configFile: false,
      logLevel: 'silent',
      plugins: [
        react(),
        {
          name: 'record-library-resolution',
          enforce: 'pre',
          async resolveId(source, importer, options) {
            if (source !== '@devlearn/ui') return null;
            const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
            resolvedLibrary = resolved?.id;
            return resolved;
          },
        },
      ],
      build: { outDir: path.join(appDir, 'out'), emptyOutDir: true },
    });
    expect(resolvedLibrary).toBe(path.join(appDir, 'node_modules/@devlearn/ui/index.js'));
    const assets = readdirSync(path.join(appDir, 'out/assets'));
    const script = assets.find((name) => name.endsWith('.js'));
    const styles = assets.find((name) => name.endsWith('.css'));
    expect(script && styles).toBeTruthy();
    const bundled = readFileSync(path.join(appDir, 'out/assets', script ?? ''), 'utf8');
    // The app's own text and the library's markers made it into the bundle.
    expect(bundled).toContain('Packed');
    expect(bundled).toContain('count-badge');
    expect(readFileSync(path.join(appDir, 'out/assets', styles ?? ''), 'utf8')).toContain('--color-canvas');
  }, 120_000);

  it('type-checks a consumer against the shipped declarations', () => {
    writeFileSync(
      path.join(appDir, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          target: 'ES2022',
          module: 'ESNext',
          moduleResolution: 'Bundler',
          jsx: 'react-jsx',
          strict: true,
          noEmit: true,
          skipLibCheck: true,
          types: [],
        },
        files: ['src/consumer.tsx'],
      }),
    );
    writeFileSync(
      path.join(appDir, 'src/consumer.tsx'),
      [
        "import { Button, type ButtonProps, truncateText } from '@devlearn/ui';",
        "const props: ButtonProps = { variant: 'outline', children: truncateText('A long course title', 5) };",
        'export const element = <Button {...props} />;',
        '// @ts-expect-error an unknown variant is refused by the shipped types',
        'export const wrong = <Button variant="sparkly" />;',
      ].join('\n'),
    );
    const tsc = path.join(rootModules, 'typescript/bin/tsc');
    expect(existsSync(tsc)).toBe(true);
    expect(() => run(process.execPath, [tsc, '-p', appDir], appDir)).not.toThrow();
  }, 60_000);
});
