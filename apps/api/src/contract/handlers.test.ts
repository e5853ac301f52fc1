import { describe, expect, it } from 'vitest';
import { allHandlers, exactly } from '../modules/index.js';
import type { Handlers, HandlersOf } from './handler-types.js';
import { listOperations } from './openapi-document.js';
import { ok } from '../http/envelope.js';

describe('handlers keyed by operationId', () => {
  it('has exactly one handler per operation of openapi.yaml', () => {
    const operationIds = listOperations().map((operation) => operation.operationId);
    expect(Object.keys(allHandlers).sort()).toEqual([...operationIds].sort());
    expect(new Set(operationIds).size).toBe(operationIds.length);
  });

  it('makes a missing, unknown or mistyped handler a compile error (checked by tsc --noEmit)', () => {
    const { getHealth: _dropped, ...missingOne } = allHandlers;
    // @ts-expect-error getHealth is missing
    const incomplete: Handlers = missingOne;

    const unknown = {
      // @ts-expect-error the contract has no operation called getWeather
      async getWeather() {
        return ok(null);
      },
    } satisfies Partial<Handlers>;

    const mistyped = {
      // @ts-expect-error getHealth must answer with the Health data of the contract
      async getHealth() {
        return ok({ status: 'fine' });
      },
    } satisfies HandlersOf<'getHealth'>;

    // Spreads escape TypeScript's excess-property check; `exactly` does not let an extra one through.
    const spreadExtra = { ...allHandlers, getWeather: allHandlers.getHealth };
    // @ts-expect-error getWeather is not an operation of the contract
    const extra = exactly(spreadExtra);

    expect([incomplete, unknown, mistyped, extra]).toHaveLength(4);
  });
});
