import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';

/** Raw results of each part, one JSON file per part (committed, so the report always has every part); the markdown report is built from them. */
// BENCH_RESULTS_DIR: somewhere else (a smoke run that must not replace the recorded figures).
export const RESULTS_DIR = process.env.BENCH_RESULTS_DIR || path.join(import.meta.dirname, '..', 'results');
export const PARTS = [
  'throughput',
  'mixed',
  'growth',
  'lighthouse',
  'startup',
  'render',
  'certificates',
  'discussions',
];

export function writePartResult(part, result) {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const file = path.join(RESULTS_DIR, `${part}.json`);
  writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
  return file;
}

/** Every part measured so far, so that running one part still reports the others' latest numbers. */
export function readPartResults() {
  const results = {};
  for (const part of PARTS) {
    const file = path.join(RESULTS_DIR, `${part}.json`);
    if (existsSync(file)) results[part] = JSON.parse(readFileSync(file, 'utf8'));
  }
  return results;
}
