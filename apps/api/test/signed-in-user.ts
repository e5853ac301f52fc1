import type { FastifyInstance } from 'fastify';
import { newId } from '../src/db/ids.js';

export interface SignedInUser {
  id: string;
  username: string;
  email: string;
  accessToken: string;
  /** Ready to spread into `app.inject({ headers })`. */
  headers: { authorization: string };
}

let counter = 0;

/**
 * A verified account straight in the database plus a valid access token: for tests of other operations that
 * only need "someone signed in". Accounts' own tests go through register/verify/login instead.
 */
export async function createSignedInUser(
  app: FastifyInstance,
  fields: { username?: string; email?: string } = {},
): Promise<SignedInUser> {
  counter += 1;
  const id = newId();
  const username = fields.username ?? `learner_${counter}_${id.slice(0, 6)}`;
  const email = fields.email ?? `${username}@example.com`;
  const now = Date.now();
  await app.db
    .insertInto('users')
    .values({
      id,
      username,
      email,
      password_hash: null,
      google_sub: null,
      email_verified: 1,
      first_name: '',
      last_name: '',
      avatar_key: null,
      avatar_id: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  const accessToken = await app.accessTokens.issue(id);
  return { id, username, email, accessToken, headers: { authorization: `Bearer ${accessToken}` } };
}
