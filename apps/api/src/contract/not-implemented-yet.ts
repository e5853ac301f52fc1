import { HttpError } from '../http/errors.js';
import type { HandlersOf, OperationId } from './handler-types.js';

/**
 * THE placeholder for operations whose module is still being written: each answers 501. Modules replace
 * their entries one by one; when the last is gone this file is deleted.
 */
export function notImplementedYet<K extends OperationId>(operationIds: readonly K[]): HandlersOf<K> {
  const handlers: Partial<Record<OperationId, () => Promise<never>>> = {};
  for (const operationId of operationIds) {
    handlers[operationId] = async () => {
      throw new HttpError(501, `${operationId} is not implemented yet`);
    };
  }
  return handlers as unknown as HandlersOf<K>;
}
