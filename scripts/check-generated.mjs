// Fails when a derived file is stale:
// - packages/api-client/src/schema.gen.ts or rules.gen.{js,d.ts} is not what openapi.yaml generates today;
// - docs/spec/*.md differ from the shared specification beside the repository (../shared/spec), when it is there.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

let stale = false;

const committed = 'packages/api-client/src/schema.gen.ts';
const fresh = join(mkdtempSync(join(tmpdir(), 'devlearn-gen-')), 'schema.gen.ts');
execFileSync('npx', ['openapi-typescript', 'openapi.yaml', '-o', fresh], { stdio: 'ignore' });
if (readFileSync(committed, 'utf8') !== readFileSync(fresh, 'utf8')) {
  console.error(`${committed} is stale: run \`npm run generate\` and commit the result.`);
  stale = true;
} else {
  console.log(`${committed} matches openapi.yaml.`);
}

// The rules module (limits, patterns and messages) that the server, the forms and the web app import.
const rulesDir = mkdtempSync(join(tmpdir(), 'devlearn-rules-'));
execFileSync('node', ['packages/api-client/scripts/generate-rules.mjs', rulesDir], { stdio: 'ignore' });
for (const name of ['rules.gen.js', 'rules.gen.d.ts']) {
  const path = join('packages/api-client/src', name);
  if (!existsSync(path) || readFileSync(path, 'utf8') !== readFileSync(join(rulesDir, name), 'utf8')) {
    console.error(`${path} is stale: run \`npm run generate\` and commit the result.`);
    stale = true;
  }
}
if (!stale) console.log('packages/api-client/src/rules.gen.{js,d.ts} match openapi.yaml.');

// The spec travels with the repository so every "D14" and "spec section N" in the code resolves for a newcomer.
const sharedSpec = join('..', 'shared', 'spec');
if (existsSync(sharedSpec)) {
  for (const name of readdirSync(sharedSpec).filter((file) => file.endsWith('.md'))) {
    const copy = join('docs', 'spec', name);
    if (!existsSync(copy) || readFileSync(copy, 'utf8') !== readFileSync(join(sharedSpec, name), 'utf8')) {
      console.error(`${copy} differs from ${join(sharedSpec, name)}: copy the shared spec into docs/spec/.`);
      stale = true;
    }
  }
  if (!stale) console.log('docs/spec/ matches the shared specification.');
} else {
  console.log('No ../shared/spec beside the repository: docs/spec/ is the specification.');
}

process.exit(stale ? 1 : 0);
