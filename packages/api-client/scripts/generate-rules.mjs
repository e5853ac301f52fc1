// Emits the contract's rules (limits, patterns, sizes, media types and the product's messages) from
// openapi.yaml into one plain ES module, src/rules.gen.js (+ its .d.ts), that the server, the UI's form
// schemas and the web app import. A limit or a message is written once, in openapi.yaml; this file follows.
//
//   node scripts/generate-rules.mjs [outDir]      (npm run generate; check-generated.mjs checks it is fresh)
//
// Shape: `rules.<Schema>` for a schema with its own rules (Email, Password), `rules.<Schema>.<property>` for
// the properties of an object schema (BlogCreate.heading), `rules.<operationId>.<parameter>` for the
// parameters of an operation (searchCourses.query) and `rules.<Parameter>` for a shared parameter.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

const here = dirname(fileURLToPath(import.meta.url));
const contractPath = join(here, '..', '..', '..', 'openapi.yaml');
const outDir = process.argv[2] ?? join(here, '..', 'src');

/** JSON Schema keywords that are rules a form must share with the server, and the contract's own extensions. */
const RULE_KEYWORDS = {
  minLength: 'minLength',
  maxLength: 'maxLength',
  pattern: 'pattern',
  format: 'format',
  minimum: 'minimum',
  maximum: 'maximum',
  enum: 'enum',
  'x-max-bytes': 'maxBytes',
  'x-media-types': 'mediaTypes',
};

/** The rules of one schema, or undefined when it has none. */
function rulesOf(schema) {
  if (!schema || typeof schema !== 'object' || '$ref' in schema) return undefined;
  const rules = {};
  for (const [keyword, name] of Object.entries(RULE_KEYWORDS)) {
    if (schema[keyword] !== undefined) rules[name] = schema[keyword];
  }
  if (schema['x-messages']) rules.messages = schema['x-messages'];
  return Object.keys(rules).length > 0 ? rules : undefined;
}

function propertiesOf(schema) {
  const out = {};
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    const rules = rulesOf(property);
    if (rules) out[name] = rules;
  }
  return out;
}

const contract = parse(readFileSync(contractPath, 'utf8'));
const rules = {};

for (const [name, schema] of Object.entries(contract.components?.schemas ?? {})) {
  const own = rulesOf(schema);
  const properties = propertiesOf(schema);
  if (own || Object.keys(properties).length > 0) rules[name] = { ...own, ...properties };
}
for (const [name, parameter] of Object.entries(contract.components?.parameters ?? {})) {
  const own = rulesOf(parameter.schema);
  if (own) rules[name] = own;
}
for (const operations of Object.values(contract.paths ?? {})) {
  for (const operation of Object.values(operations)) {
    if (!operation || typeof operation !== 'object' || !operation.operationId) continue;
    const parameters = {};
    for (const parameter of operation.parameters ?? []) {
      const own = rulesOf(parameter.schema);
      if (own && parameter.name) parameters[parameter.name] = own;
    }
    if (Object.keys(parameters).length > 0) rules[operation.operationId] = parameters;
  }
}

const sorted = Object.fromEntries(Object.entries(rules).sort(([a], [b]) => a.localeCompare(b)));
const json = JSON.stringify(sorted, null, 2);
const banner =
  '// Generated from openapi.yaml by packages/api-client/scripts/generate-rules.mjs (npm run generate).\n' +
  '// Do not edit: change the contract and run the generator.\n';

mkdirSync(outDir, { recursive: true });
writeFileSync(join(outDir, 'rules.gen.js'), `${banner}\nexport const rules = ${json};\n`);
// The declaration is the same literal as a type, so every limit and message is known exactly to TypeScript.
writeFileSync(
  join(outDir, 'rules.gen.d.ts'),
  `${banner}\nexport declare const rules: ${json.replace(/\n/g, '\n')};\n`,
);
