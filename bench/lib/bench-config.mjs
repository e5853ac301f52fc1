import { readFileSync } from 'node:fs';
import path from 'node:path';

/** bench/config.json: durations, sizes, targets and budgets live there, in one named place. */
export const benchConfig = JSON.parse(
  readFileSync(path.join(import.meta.dirname, '..', 'config.json'), 'utf8'),
);

export const REPO_ROOT = path.resolve(import.meta.dirname, '..', '..');
