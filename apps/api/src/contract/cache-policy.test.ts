import { describe, expect, it } from 'vitest';
import { readCachePolicies } from './cache-policy.js';
import { readOpenApiDocument, type OpenApiDocument } from './openapi-document.js';

// ADR 0131: which answers are kept and what retires them is declared per operation in openapi.yaml.
describe('the cache policies of the contract', () => {
  it('every write says what it retires (none falls back to retiring everything)', () => {
    const undeclared = readCachePolicies()
      .filter((policy) => policy.retires === 'everything')
      .map((policy) => policy.operationId);
    expect(
      undeclared,
      'each write needs x-retires in openapi.yaml, [] when it changes no kept answer',
    ).toEqual([]);
  });

  it('keeps the hot reads, keyed by the path parameters they name', () => {
    const byId = new Map(readCachePolicies().map((policy) => [policy.operationId, policy]));
    expect(byId.get('listComments')?.kept?.resources).toContainEqual({
      resource: 'comments',
      keyParam: 'id',
    });
    expect(byId.get('listComments')?.kept?.queryNames).toEqual(['page', 'limit', 'sort', 'after']);
    expect(byId.get('addComment')?.retires).toEqual([{ resource: 'comments', keyParam: 'id' }]);
    expect(byId.get('getSelf')?.kept).toBeUndefined();
  });

  function withExtension(operationId: string, key: string, value: unknown): OpenApiDocument {
    const document = readOpenApiDocument();
    for (const item of Object.values(document.paths)) {
      for (const operation of Object.values(item)) {
        const candidate = operation as Record<string, unknown>;
        if (candidate.operationId === operationId) candidate[key] = value;
      }
    }
    return document;
  }

  it('refuses a resource the contract does not list, a key that is not a path parameter, and a kept write', () => {
    expect(() => readCachePolicies(withExtension('addComment', 'x-retires', ['coments:{id}']))).toThrow(
      /not in x-cache-resources/,
    );
    expect(() =>
      readCachePolicies(withExtension('addComment', 'x-retires', ['comments:{lessonId}'])),
    ).toThrow(/not a path parameter/);
    expect(() =>
      readCachePolicies(withExtension('addComment', 'x-cache', { maxAgeMs: 1000, resources: [] })),
    ).toThrow(/only a GET/);
  });

  it('reads whose answer it is (ADR 0136) and refuses a mode it does not know', () => {
    const byId = new Map(readCachePolicies().map((policy) => [policy.operationId, policy]));
    expect(byId.get('listCourses')?.kept?.viewer).toBe('shared');
    expect(byId.get('getBlog')?.kept?.viewer).toBe('own');
    expect(byId.get('listBlogs')?.kept?.viewer).toBe('own');
    const kept = { maxAgeMs: 1000, resources: [] };
    for (const viewer of ['everyone', 'overlay'])
      expect(() => readCachePolicies(withExtension('getBlog', 'x-cache', { ...kept, viewer }))).toThrow(
        /viewer must be one of/,
      );
  });

  it('lets a write narrow what it retires only where the contract says the handler names it (ADR 0137)', () => {
    const byId = new Map(readCachePolicies().map((policy) => [policy.operationId, policy]));
    expect(byId.get('toggleLike')?.narrowedByHandler).toBe(true);
    expect(byId.get('addComment')?.narrowedByHandler).toBeUndefined();
    expect(() => readCachePolicies(withExtension('addComment', 'x-retires-which', 'handler'))).toThrow(
      /x-retires-which/,
    );
  });
});
