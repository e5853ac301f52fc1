import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

/** The contract of /api/v1, the single source of truth for routes, validation and the reference page. */
const OPENAPI_FILE = path.resolve(import.meta.dirname, '../../../../openapi.yaml');

export type SecurityRequirement = Record<string, string[]>;

export interface OpenApiOperation {
  operationId: string;
  security?: SecurityRequirement[];
  [key: string]: unknown;
}

export interface OpenApiPathItem {
  servers?: { url: string }[];
  [method: string]: unknown;
}

export interface OpenApiDocument {
  openapi: string;
  servers?: { url: string }[];
  security?: SecurityRequirement[];
  paths: Record<string, OpenApiPathItem>;
  [key: string]: unknown;
}

const HTTP_METHODS = ['get', 'post', 'put', 'patch', 'delete', 'head', 'options'] as const;

let cached: { text: string; document: OpenApiDocument } | undefined;

function load(): { text: string; document: OpenApiDocument } {
  if (!cached) {
    const text = readFileSync(OPENAPI_FILE, 'utf8');
    cached = { text, document: parse(text) as OpenApiDocument };
  }
  return cached;
}

/** A fresh copy each call, so callers may change it (the route builder splits it by server). */
export function readOpenApiDocument(): OpenApiDocument {
  return structuredClone(load().document);
}

export function readOpenApiText(): string {
  return load().text;
}

export interface OperationInfo {
  operationId: string;
  method: string;
  path: string;
  security: SecurityRequirement[];
  /** Operations whose path item names its own server `/` live beside the API (e.g. /media), not under it. */
  servedAtRoot: boolean;
}

export function listOperations(document: OpenApiDocument = load().document): OperationInfo[] {
  const operations: OperationInfo[] = [];
  for (const [apiPath, item] of Object.entries(document.paths)) {
    const servedAtRoot = item.servers?.some((server) => server.url === '/') ?? false;
    for (const method of HTTP_METHODS) {
      const operation = item[method] as OpenApiOperation | undefined;
      if (!operation) continue;
      operations.push({
        operationId: operation.operationId,
        method,
        path: apiPath,
        security: operation.security ?? document.security ?? [],
        servedAtRoot,
      });
    }
  }
  return operations;
}
