import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// A React Server Component may import the package, but only client modules may hold state, effects, context or
// event handlers: every such module says "use client" (kept in dist/ by the build, test/consumer.test.ts).
const srcDir = path.dirname(fileURLToPath(import.meta.url));
const modules = (readdirSync(srcDir, { recursive: true }) as string[])
  .filter((file) => /\.tsx?$/.test(file) && !/\.(stories|test)\.tsx?$/.test(file) && !file.endsWith('.d.ts'))
  .map((file) => ({ file, source: readFileSync(path.join(srcDir, file), 'utf8') }));

/** What only a client component can do: call a hook, create a context, or hand an element an event handler. */
const clientOnly = [/\buse[A-Z]\w*\s*\(/, /\buse\(/, /\bcreateContext\s*\(/, /\son[A-Z]\w*=\{/];

describe('"use client"', () => {
  it('opens every module that uses hooks, context or event handlers', () => {
    const interactive = modules.filter(({ source }) => clientOnly.some((pattern) => pattern.test(source)));
    expect(interactive.length).toBeGreaterThan(40);
    const missing = interactive
      .filter(({ source }) => !source.startsWith("'use client';\n"))
      .map(({ file }) => file);
    expect(missing).toEqual([]);
  });

  it('is not on a module that needs none of that (a server component can render or call it)', () => {
    const needless = modules
      .filter(({ source }) => source.startsWith("'use client';\n"))
      .filter(({ source }) => !clientOnly.some((pattern) => pattern.test(source)))
      .map(({ file }) => file);
    expect(needless).toEqual([]);
  });
});
