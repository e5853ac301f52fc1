import { domainHandlers } from '../modules/domain-handlers.js';
import { profileHandlers } from '../modules/profile/profile.handlers.js';
import { systemHandlers } from '../modules/system/system.handlers.js';
import { usersHandlers } from '../modules/users/users.handlers.js';
import type { Handlers, OperationId } from './handler-types.js';

/** Accepts exactly the contract's operations: a missing one fails `Handlers`, an extra one fails `never`. */
export function exactly<T extends Handlers>(
  handlers: T & Record<Exclude<keyof T, OperationId>, never>,
): Handlers {
  return handlers;
}

export const allHandlers: Handlers = exactly({
  ...systemHandlers,
  ...usersHandlers,
  ...profileHandlers,
  ...domainHandlers,
});
