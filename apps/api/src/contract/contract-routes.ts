import fastifyMultipart, { type FastifyMultipartOptions } from '@fastify/multipart';
import type {
  FastifyPluginAsync,
  FastifyReply,
  FastifyRequest,
  RouteOptions,
  preValidationHookHandler,
} from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import type { Handlers, OperationId } from './handler-types.js';
import { listOperations, readOpenApiDocument, type OpenApiDocument } from './openapi-document.js';
import {
  createSerialiserCompiler,
  successResponseSchemas,
  type ResponseSchema,
} from './response-serialisation.js';
import { securityCheckFor } from './security.js';

/** Extra Fastify options for one operation (rate limits, body limits, conditional answers), merged into its route. */
export type RouteSettings = Partial<
  Record<OperationId, Pick<RouteOptions, 'config' | 'bodyLimit' | 'onSend' | 'preHandler'>>
>;

type Hooks<T> = T | T[] | undefined;

function bothHooks<T>(first: Hooks<T>, second: Hooks<T>): T[] | undefined {
  const all = [first, second].flatMap((hooks) =>
    hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks],
  );
  return all.length > 0 ? all : undefined;
}

/** Several sets of route settings as one: hooks of the same operation run in the order the sets are given. */
export function mergeRouteSettings(...sets: RouteSettings[]): RouteSettings {
  const merged: RouteSettings = {};
  for (const set of sets) {
    for (const [operationId, settings] of Object.entries(set) as [
      OperationId,
      RouteSettings[OperationId],
    ][]) {
      const before = merged[operationId];
      if (!before || !settings) {
        merged[operationId] = settings ?? before;
        continue;
      }
      const onSend = bothHooks(before.onSend, settings.onSend);
      const preHandler = bothHooks(before.preHandler, settings.preHandler);
      merged[operationId] = {
        ...before,
        ...settings,
        ...(onSend ? { onSend } : {}),
        ...(preHandler ? { preHandler } : {}),
      };
    }
  }
  return merged;
}

export interface ContractRoutesOptions {
  handlers: Handlers;
  routeSettings?: RouteSettings;
  /** Tests: fail any answer whose schema-serialised body differs from JSON.stringify's (see response-serialisation.ts). */
  checkResponseSerialisation?: boolean;
  /** @fastify/multipart's options, for the operations that take a multipart body (and only those). */
  multipart?: FastifyMultipartOptions;
}

export const API_PREFIX = '/api/v1';

/**
 * The route builder gets only the responses' descriptions (it would otherwise want a serialiser per content
 * type); the success answers' JSON schemas are set on each route by `serialiseFromContract` below.
 */
function withoutResponseSchemas(operations: Record<string, unknown>): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [method, operation] of Object.entries(operations)) {
    if (!isRecord(operation) || !isRecord(operation.responses)) {
      result[method] = operation;
      continue;
    }
    const responses = Object.fromEntries(
      Object.entries(operation.responses).map(([status, response]) => [
        status,
        {
          description:
            isRecord(response) && typeof response.description === 'string' ? response.description : status,
        },
      ]),
    );
    result[method] = { ...operation, responses };
  }
  return result;
}

/** Splits the contract into the operations under /api/v1 and those beside it (their path item says `/`). */
function splitByServer(document: OpenApiDocument): { api: OpenApiDocument; root: OpenApiDocument } {
  const api = { ...document, paths: {} as OpenApiDocument['paths'] };
  const root = { ...document, servers: [{ url: '/' }], paths: {} as OpenApiDocument['paths'] };
  for (const [path, item] of Object.entries(document.paths)) {
    const atRoot = item.servers?.some((server) => server.url === '/') ?? false;
    const { servers: _servers, ...operations } = item;
    (atRoot ? root : api).paths[path] = withoutResponseSchemas(operations);
  }
  return { api, root };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const HTTP_METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

function takesMultipart(operation: unknown): boolean {
  const body = isRecord(operation) ? operation.requestBody : undefined;
  return isRecord(body) && isRecord(body.content) && 'multipart/form-data' in body.content;
}

/**
 * Splits a document's operations into those with a multipart body (uploads) and the rest; a path item's other
 * fields (shared parameters) go with both halves, and a half with no operation is left out.
 */
function splitUploads(document: OpenApiDocument): { uploads: OpenApiDocument; others: OpenApiDocument } {
  const uploads = { ...document, paths: {} as OpenApiDocument['paths'] };
  const others = { ...document, paths: {} as OpenApiDocument['paths'] };
  for (const [path, item] of Object.entries(document.paths)) {
    const shared = Object.entries(item).filter(([key]) => !HTTP_METHODS.has(key));
    const methods = Object.entries(item).filter(([key]) => HTTP_METHODS.has(key));
    for (const [half, upload] of [
      [uploads, true],
      [others, false],
    ] as const) {
      const chosen = methods.filter(([, operation]) => takesMultipart(operation) === upload);
      if (chosen.length > 0) half.paths[path] = Object.fromEntries([...shared, ...chosen]);
    }
  }
  return { uploads, others };
}

/**
 * Route schemas as Fastify should use them: the JSON body schema applies whatever the declared content type
 * (so text sent as text/plain is a 422, not an unchecked string); multipart bodies are checked by their
 * handlers with the same messages. Success answers are serialised from their contract schema.
 */
function adaptContractSchema(
  route: RouteOptions,
  responses: Map<string, Record<string, ResponseSchema>>,
  serializerCompiler: RouteOptions['serializerCompiler'],
): void {
  const schema = route.schema as Record<string, unknown> | undefined;
  if (!schema?.operationId) return;
  const success = responses.get(String(schema.operationId));
  if (success) {
    schema.response = success;
    route.serializerCompiler = serializerCompiler;
  }
  const body = schema.body;
  if (isRecord(body) && isRecord(body.content)) {
    const json = body.content['application/json'];
    if (isRecord(json) && json.schema) schema.body = json.schema;
    else delete schema.body;
  }
}

/** Secrets are compared as typed (ADR 0053): a password may begin or end with a space. */
const UNTRIMMED_FIELDS = new Set(['password', 'newPassword', 'confirmPassword', 'currentPassword']);

function trimStrings(values: Record<string, unknown>): void {
  for (const [key, value] of Object.entries(values)) {
    if (typeof value === 'string' && !UNTRIMMED_FIELDS.has(key)) values[key] = value.trim();
  }
}

/**
 * Before validation: a JSON operation called without a body is checked as `{}` (so the answer lists what is
 * required instead of "body must be object"), and text values are trimmed (spec section 5 and D18). Both hooks
 * take a callback instead of being async: they run on every request and never wait, and an async hook costs a
 * promise and a microtask turn each time (ADR 0055).
 */
const normaliseJsonInput: preValidationHookHandler = (request: FastifyRequest, _reply, done) => {
  if (request.body === undefined || request.body === null) request.body = {};
  if (isRecord(request.body)) trimStrings(request.body);
  if (isRecord(request.query)) trimStrings(request.query);
  done();
};

const normaliseQuery: preValidationHookHandler = (request: FastifyRequest, _reply, done) => {
  if (isRecord(request.query)) trimStrings(request.query);
  done();
};

type AnyHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/**
 * Sends the envelope a handler returns with its status, unless the handler already answered. `reply.sent` is
 * the test, not `result === reply`: a Reply is a thenable, so an async handler that returns it resolves to
 * undefined once the response is written, and comparing would send a second time.
 */
function answerWith(handler: AnyHandler) {
  return async function answer(request: FastifyRequest, reply: FastifyReply) {
    const result = await handler(request, reply);
    if (result === reply || reply.sent) return reply;
    const status = isRecord(result) && typeof result.statusCode === 'number' ? result.statusCode : 200;
    return reply.code(status).send(result);
  };
}

/**
 * Every operation of openapi.yaml as a route, validated from the contract, with its handler keyed by
 * operationId and its security check. Operations under /api/v1 get that prefix; /media sits at the root.
 */
export const contractRoutes: FastifyPluginAsync<ContractRoutesOptions> = async (app, options) => {
  // RFC 8058's one-click unsubscribe posts `List-Unsubscribe=One-Click` as a form (unsubscribeNotifications):
  // the API's routes accept a form body unread, so that one answers and every JSON operation still fails its
  // schema (422) as before. Only this context reads forms this way; the pages' own parser stays in web-app.ts.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'buffer', bodyLimit: 1024 },
    (_request, _body, done) => done(null, undefined),
  );
  const document = readOpenApiDocument();
  const operations = new Map(listOperations(document).map((operation) => [operation.operationId, operation]));
  const jsonBodyOperations = new Set(
    Object.values(document.paths).flatMap((item) =>
      Object.values(item)
        .filter(isRecord)
        .filter((operation) => {
          const body = operation.requestBody;
          return isRecord(body) && isRecord(body.content) && 'application/json' in body.content;
        })
        .map((operation) => String(operation.operationId)),
    ),
  );

  const successResponses = new Map(
    Object.values(document.paths).flatMap((item) =>
      Object.values(item)
        .filter(isRecord)
        .flatMap((operation) => {
          const schemas = successResponseSchemas(operation, document.components);
          return schemas ? [[String(operation.operationId), schemas] as const] : [];
        }),
    ),
  );
  const serializerCompiler = createSerialiserCompiler({
    checkAgainstJson: options.checkResponseSerialisation,
  });
  app.addHook('onRoute', (route) => adaptContractSchema(route, successResponses, serializerCompiler));

  const handlers = options.handlers as unknown as Record<string, AnyHandler>;
  const operationResolver = (operationId: string) => {
    const operation = operations.get(operationId);
    const handler = handlers[operationId];
    if (!operation || !handler) throw new Error(`No handler for operation ${operationId}`);
    const securityCheck = securityCheckFor(operation.security);
    return {
      handler: answerWith(handler),
      ...(securityCheck ? { onRequest: securityCheck } : {}),
      preValidation: jsonBodyOperations.has(operationId) ? normaliseJsonInput : normaliseQuery,
      ...options.routeSettings?.[operationId as OperationId],
    } as RouteOptions;
  };

  // @fastify/multipart adds two async hooks to every request of the context it is registered in (one
  // listening for the socket's close, one cleaning saved files); only the upload operations need them, so it
  // is registered in a context of its own holding those routes. Elsewhere the app's stand-in parser accepts a
  // multipart body without reading it, as multipart's own parser did for every route before.
  const { api, root } = splitByServer(document);
  const { uploads, others } = splitUploads(api);
  await app.register(openapiGlue, { specification: others, operationResolver, prefix: API_PREFIX });
  await app.register(async (uploadScope) => {
    uploadScope.removeContentTypeParser('multipart/form-data');
    await uploadScope.register(fastifyMultipart, options.multipart ?? {});
    await uploadScope.register(openapiGlue, {
      specification: uploads,
      operationResolver,
      prefix: API_PREFIX,
    });
  });
  if (Object.keys(root.paths).length > 0) {
    await app.register(openapiGlue, { specification: root, operationResolver });
  }
};
