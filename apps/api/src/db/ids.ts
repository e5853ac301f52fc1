import { randomBytes } from 'node:crypto';

/** A new row id: 24 lowercase hex characters, the ObjectId shape the contract promises. */
export function newId(): string {
  return randomBytes(12).toString('hex');
}
