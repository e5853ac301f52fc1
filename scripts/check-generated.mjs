// Fails when packages/api-client/src/schema.gen.ts is not what openapi.yaml generates today.
import { execFileSync } from 'node:child_process';
import { readFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const committed = 'packages/api-client/src/schema.gen.ts';
const fresh = join(mkdtempSync(join(tmpdir(), 'devlearn-gen-')), 'schema.gen.ts');
execFileSync('npx', ['openapi-typescript', 'openapi.yaml', '-o', fresh], { stdio: 'ignore' });
if (readFileSync(committed, 'utf8') !== readFileSync(fresh, 'utf8')) {
  console.error(`${committed} is stale: run \`npm run generate\` and commit the result.`);
  process.exit(1);
}
console.log(`${committed} matches openapi.yaml.`);
