import { Ajv, type ErrorObject, type Options, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';

// Keywords of the contract that carry documentation, not rules: ajv must know them to stay strict.
const DOCUMENTATION_KEYWORDS = ['x-messages', 'example'] as const;

function buildAjv(options: Options): Ajv {
  const ajv = new Ajv({
    // Unknown fields are refused (422), never silently dropped.
    removeAdditional: false,
    useDefaults: true,
    // Every problem at once, so a form can show each field's message; errors carry their schema so the
    // 422 mapper can read the property's `x-messages`.
    allErrors: true,
    verbose: true,
    strict: false,
    ...options,
  });
  addFormats.default(ajv);
  for (const keyword of DOCUMENTATION_KEYWORDS) {
    ajv.addKeyword(keyword);
  }
  return ajv;
}

/**
 * Two validators from the contract: bodies are JSON and must have the right types as sent (a number where a
 * string belongs is a 422), while path and query values arrive as text and are coerced (`?page=2`).
 */
export function createValidatorCompiler(): FastifySchemaCompiler<unknown> {
  const strictTypes = buildAjv({ coerceTypes: false });
  const coercing = buildAjv({ coerceTypes: 'array' });
  const compiled = new WeakMap<object, ValidateFunction>();
  return ({ schema, httpPart }) => {
    const ajv = httpPart === 'body' ? strictTypes : coercing;
    const key = schema as object;
    let validate = compiled.get(key);
    if (!validate) {
      validate = ajv.compile(schema as object);
      compiled.set(key, validate);
    }
    return validate as ReturnType<FastifySchemaCompiler<unknown>>;
  };
}

export type ValidationError = ErrorObject;
