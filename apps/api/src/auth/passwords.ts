import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import pLimit from 'p-limit';

/**
 * D8 and ADR 0089: a memory-hard hash at OWASP's current minimum for scrypt, N=2^17, r=8, p=1 (128 MiB
 * per hash). PASSWORD_HASH_COST (log2 of N) may lower it where speed matters more than strength (the test
 * suites); stored hashes carry their own parameters and are redone at the next sign-in when they differ.
 */
export const DEFAULT_PASSWORD_HASH_COST = 17;
let PARAMS = { N: 2 ** DEFAULT_PASSWORD_HASH_COST, r: 8, p: 1 };
const KEY_LENGTH = 32;
const SALT_BYTES = 16;
/** At most two hashes at once: each holds 128 MiB, and a burst of sign-ins must not exhaust memory. */
const hashing = pLimit(2);

/** Sets the cost of new hashes (log2 of N), from PASSWORD_HASH_COST at start. */
export function setPasswordHashCost(log2N: number): void {
  if (PARAMS.N === 2 ** log2N) return;
  PARAMS = { ...PARAMS, N: 2 ** log2N };
  decoy = undefined;
}

function derive(
  password: string,
  salt: Buffer,
  params: { N: number; r: number; p: number },
): Promise<Buffer> {
  const options: ScryptOptions = { ...params, maxmem: 128 * params.N * params.r * 2 };
  return hashing(
    () =>
      new Promise<Buffer>((resolve, reject) => {
        scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
          error ? reject(error) : resolve(key),
        );
      }),
  );
}

/** `scrypt$N$r$p$salt$hash` (base64url): the parameters travel with the hash so they can be raised later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, PARAMS);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64url'), key.toString('base64url')].join(
    '$',
  );
}

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  if (!stored) return false;
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** Whether a stored hash was made with other parameters than new ones get (it is redone at sign-in). */
export function needsRehash(stored: string): boolean {
  const [scheme, n, r, p] = stored.split('$');
  return scheme !== 'scrypt' || Number(n) !== PARAMS.N || Number(r) !== PARAMS.r || Number(p) !== PARAMS.p;
}

/** A hash to compare against when there is no account, so "no such email" takes as long as "wrong password". */
let decoy: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoy ??= hashPassword(randomBytes(16).toString('hex'));
  return decoy;
}
