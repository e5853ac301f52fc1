import { isDeepStrictEqual } from 'node:util';
import fastJsonStringify from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';

/** A JSON schema of the contract, with the document's components beside it so its `$ref`s resolve. */
export type ResponseSchema = Record<string, unknown>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isNullSchema(value: unknown): boolean {
  return isRecord(value) && value.type === 'null' && Object.keys(value).length === 1;
}

/**
 * `oneOf: [X, {type: 'null'}]` (the contract's "X or null") as `X` with `nullable: true`, which
 * fast-json-stringify writes with one `=== null` test; it would otherwise run a JSON schema validator over the
 * value at every answer to pick the branch (and compile that validator at the first one). Serialisation only:
 * requests are still validated against the contract as written.
 */
export function withNullableShorthand(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withNullableShorthand);
  if (!isRecord(schema)) return schema;
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) result[key] = withNullableShorthand(value);
  const options = result.oneOf;
  if (Array.isArray(options) && options.length === 2 && options.some(isNullSchema)) {
    const other = options.find((option) => !isNullSchema(option));
    if (isRecord(other)) {
      delete result.oneOf;
      return { ...result, ...other, nullable: true };
    }
  }
  return result;
}

const serialisedComponents = new WeakMap<object, unknown>();

/** The document's components with the nullable shorthand, made once per document. */
function serialisedComponentsOf(components: unknown): unknown {
  if (!isRecord(components)) return components;
  let serialised = serialisedComponents.get(components);
  if (!serialised) {
    serialised = withNullableShorthand(components);
    serialisedComponents.set(components, serialised);
  }
  return serialised;
}

/**
 * The JSON schemas of an operation's success answers (200, 201), keyed by status, as Fastify's `response`
 * option wants them (ADR 0068): each is compiled once at start into a serialiser, so a hot read is
 * written by generated code that knows its fields instead of by a generic JSON.stringify.
 */
export function successResponseSchemas(
  operation: Record<string, unknown>,
  components: unknown,
): Record<string, ResponseSchema> | undefined {
  if (!isRecord(operation.responses)) return undefined;
  const serialised = serialisedComponentsOf(components);
  const schemas: Record<string, ResponseSchema> = {};
  for (const [status, response] of Object.entries(operation.responses)) {
    if (!/^2\d\d$/.test(status) || !isRecord(response) || !isRecord(response.content)) continue;
    const json = response.content['application/json'];
    if (isRecord(json) && isRecord(json.schema)) {
      schemas[status] = { ...(withNullableShorthand(json.schema) as ResponseSchema), components: serialised };
    }
  }
  return Object.keys(schemas).length > 0 ? schemas : undefined;
}

export interface SerialiserCompilerOptions {
  /**
   * Compare every answer with JSON.stringify's and fail when they differ (tests): a schema that leaves out a
   * field the handler returns, or changes a value's type, would otherwise drop or alter it without a sound.
   */
  checkAgainstJson?: boolean;
}

export class SerialisationMismatch extends Error {
  constructor(url: string, status: string | undefined, serialised: string, json: string) {
    super(
      `${url} ${status}: the contract's response schema changes the answer\n` +
        `  schema-serialised: ${serialised}\n  JSON.stringify:    ${json}`,
    );
    this.name = 'SerialisationMismatch';
  }
}

/** The serialiser of a response schema: fast-json-stringify, optionally checked against JSON.stringify. */
export function createSerialiserCompiler(
  options: SerialiserCompilerOptions = {},
): FastifySerializerCompiler<unknown> {
  return ({ schema, url, httpStatus }) => {
    const serialise = fastJsonStringify(schema as object);
    if (!options.checkAgainstJson) return serialise;
    return (data: unknown) => {
      const serialised = serialise(data);
      const json = JSON.stringify(data);
      if (!isDeepStrictEqual(JSON.parse(serialised), JSON.parse(json))) {
        throw new SerialisationMismatch(url, httpStatus, serialised, json);
      }
      return serialised;
    };
  };
}
