import type { operations } from '@devlearn/api-client/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Every operationId of openapi.yaml. */
export type OperationId = keyof operations;

type OrEmpty<T> = [T] extends [never] ? Record<string, never> : T;
type Parameters<K extends OperationId> = operations[K]['parameters'];

export type PathParamsOf<K extends OperationId> = OrEmpty<NonNullable<Parameters<K>['path']>>;
export type QueryOf<K extends OperationId> = OrEmpty<NonNullable<Parameters<K>['query']>>;
export type JsonBodyOf<K extends OperationId> =
  NonNullable<operations[K]['requestBody']> extends { content: { 'application/json': infer B } }
    ? B
    : undefined;

type Responses<K extends OperationId> = operations[K]['responses'];
type JsonOf<R> = R extends { content: { 'application/json': infer B } } ? B : never;

/** The JSON body of the operation's 2xx answer(s), straight from the contract (an envelope). */
export type SuccessBodyOf<K extends OperationId> = {
  [C in keyof Responses<K>]: C extends 200 | 201 ? JsonOf<Responses<K>[C]> : never;
}[keyof Responses<K>];

export type OperationRequest<K extends OperationId> = FastifyRequest<{
  Params: PathParamsOf<K>;
  Querystring: QueryOf<K>;
  Body: JsonBodyOf<K>;
}>;

/**
 * One operation's handler: it returns the success envelope the contract promises (built with `ok`/`created`),
 * or the reply itself when it answered in another way (a redirect, a file stream). Errors are thrown
 * (HttpError) and shaped by the one error handler.
 */
export type OperationHandler<K extends OperationId> = (
  request: OperationRequest<K>,
  reply: FastifyReply,
) => Promise<SuccessBodyOf<K> | FastifyReply>;

/** One handler per operation of the contract: a missing one is a compile error. */
export type Handlers = { [K in OperationId]: OperationHandler<K> };

/** The handlers of one module: exactly the operations it names. */
export type HandlersOf<K extends OperationId> = Pick<Handlers, K>;
