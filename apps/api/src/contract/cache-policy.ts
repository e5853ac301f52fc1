import type { OperationId } from './handler-types.js';
import { readOpenApiDocument, type OpenApiDocument } from './openapi-document.js';

/**
 * What the contract says about keeping answers (ADR 0131): a read with `x-cache` is kept for `maxAgeMs` and
 * depends on the resources it names; a write with `x-retires` retires the resources it names when it succeeds.
 * A name is a resource of the document's `x-cache-resources`, alone (`courses`: all of it) or keyed by a path
 * parameter (`comments:{id}`: one lesson's discussion).
 */
export interface ResourceRef {
  resource: string;
  /** The path parameter whose value picks one part of the resource; absent for the whole of it. */
  keyParam?: string;
}

export interface KeptRead {
  maxAgeMs: number;
  resources: ResourceRef[];
  /** The declared query parameters, in the contract's order: the only ones an answer's key is made of. */
  queryNames: string[];
  /** Path parameters, in the contract's order. */
  pathNames: string[];
  /** The answer carries an ETag and answers If-None-Match with 304 (conditional-reads.ts). */
  conditional: boolean;
  /**
   * Whose answer it is (ADR 0136): `own`, one per viewer (the default); `shared`, one for every viewer (the
   * answer names no viewer).
   */
  viewer: ViewerMode;
}

export type ViewerMode = 'own' | 'shared';
const VIEWER_MODES: readonly ViewerMode[] = ['own', 'shared'];

export interface OperationCachePolicy {
  operationId: OperationId;
  kept?: KeptRead;
  /** What a successful call retires; 'everything' for a write that declares nothing (the safe default). */
  retires: ResourceRef[] | 'everything';
  /**
   * `x-retires-which: handler` (ADR 0137): the handler may name which of the declared resources it touched
   * (`retireOnly`), when the path alone cannot say (an id that is a lesson's or a course's); without that, all.
   */
  narrowedByHandler?: boolean;
}

const HTTP_METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
const RESOURCE_PATTERN = /^([a-z][a-z-]*)(?::\{([A-Za-z][A-Za-z0-9]*)\})?$/;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

interface Parameter {
  name: string;
  in: string;
}

function resolveParameter(document: OpenApiDocument, parameter: unknown): Parameter | undefined {
  let value = parameter;
  if (isRecord(value) && typeof value.$ref === 'string') {
    const name = value.$ref.replace('#/components/parameters/', '');
    const components = isRecord(document.components) ? document.components : {};
    const parameters = isRecord(components.parameters) ? components.parameters : {};
    value = parameters[name];
  }
  if (!isRecord(value) || typeof value.name !== 'string' || typeof value.in !== 'string') return undefined;
  return { name: value.name, in: value.in };
}

function parseResources(
  names: unknown,
  where: string,
  known: ReadonlySet<string>,
  pathNames: readonly string[],
): ResourceRef[] {
  if (!Array.isArray(names)) throw new Error(`${where}: expected a list of resources`);
  return names.map((name) => {
    const match = typeof name === 'string' ? RESOURCE_PATTERN.exec(name) : null;
    if (!match?.[1]) throw new Error(`${where}: "${String(name)}" is not a resource or resource:{param}`);
    const [, resource, keyParam] = match;
    if (!known.has(resource)) throw new Error(`${where}: "${resource}" is not in x-cache-resources`);
    if (keyParam !== undefined && !pathNames.includes(keyParam)) {
      throw new Error(`${where}: "${keyParam}" is not a path parameter of the operation`);
    }
    return keyParam === undefined ? { resource } : { resource, keyParam };
  });
}

/** Every operation's cache policy, read from the contract; a mistake in the extensions stops the start. */
export function readCachePolicies(document: OpenApiDocument = readOpenApiDocument()): OperationCachePolicy[] {
  const known = new Set(
    isRecord(document['x-cache-resources']) ? Object.keys(document['x-cache-resources']) : [],
  );
  const policies: OperationCachePolicy[] = [];
  for (const item of Object.values(document.paths)) {
    const shared = Array.isArray(item.parameters) ? item.parameters : [];
    for (const method of HTTP_METHODS) {
      const operation = item[method];
      if (!isRecord(operation) || typeof operation.operationId !== 'string') continue;
      const operationId = operation.operationId as OperationId;
      const own = Array.isArray(operation.parameters) ? operation.parameters : [];
      const parameters = [...shared, ...own].flatMap((parameter) => {
        const resolved = resolveParameter(document, parameter);
        return resolved ? [resolved] : [];
      });
      const pathNames = parameters.filter((p) => p.in === 'path').map((p) => p.name);
      const queryNames = parameters.filter((p) => p.in === 'query').map((p) => p.name);
      const policy: OperationCachePolicy = {
        operationId,
        retires: method === 'get' ? [] : 'everything',
      };
      const cache = operation['x-cache'];
      if (cache !== undefined) {
        const where = `${operationId} x-cache`;
        if (method !== 'get' || !isRecord(cache)) throw new Error(`${where}: only a GET may be kept`);
        if (typeof cache.maxAgeMs !== 'number' || cache.maxAgeMs <= 0) {
          throw new Error(`${where}: maxAgeMs must be a positive number`);
        }
        const viewer = cache.viewer ?? 'own';
        if (!VIEWER_MODES.includes(viewer as ViewerMode)) {
          throw new Error(`${where}: viewer must be one of ${VIEWER_MODES.join(', ')}`);
        }
        policy.kept = {
          maxAgeMs: cache.maxAgeMs,
          resources: parseResources(cache.resources, where, known, pathNames),
          queryNames,
          pathNames,
          conditional: cache.conditional === true,
          viewer: viewer as ViewerMode,
        };
      }
      if (operation['x-retires'] !== undefined) {
        policy.retires = parseResources(operation['x-retires'], `${operationId} x-retires`, known, pathNames);
      }
      const which = operation['x-retires-which'];
      if (which !== undefined) {
        if (which !== 'handler' || policy.retires === 'everything' || policy.retires.length < 2) {
          throw new Error(`${operationId} x-retires-which: only 'handler', beside two or more x-retires`);
        }
        policy.narrowedByHandler = true;
      }
      policies.push(policy);
    }
  }
  return policies;
}
