import { createApiClient, type Schemas } from '@devlearn/api-client';
import { newAccount, type NewAccount } from './accounts';
import { productLinkIn, waitForMail } from './mailbox';
import { runContext } from './run-context';

/**
 * Setting up data through the API where it is not the point of the test, so each journey stays short.
 * The typed client of packages/api-client is used as a plain Node client: it throws an ApiError on failure.
 */
export function apiAs(token?: string) {
  return createApiClient({ baseUrl: `${runContext().baseUrl}/api/v1`, getToken: () => token }).fetchClient;
}

export interface SignedUpUser extends NewAccount {
  user: Schemas['User'];
  token: string;
}

/** The token of the verification link in the newest mail to `email`. */
export async function verificationTokenFromMail(email: string, atLeast = 1): Promise<string> {
  const link = productLinkIn(await waitForMail(email, atLeast));
  const token = link.pathname.split('/').filter(Boolean).at(-1);
  if (!token) throw new Error(`The verification link ${link.href} has no token`);
  return token;
}

/** Registers a new account, verifies it through the mailed link's token and signs in. */
export async function signedUpUser(label: string): Promise<SignedUpUser> {
  const account = newAccount(label);
  const api = apiAs();
  await api.POST('/users/register', { body: account });
  const token = await verificationTokenFromMail(account.email);
  await api.GET('/users/verify-email/{token}', { params: { path: { token } } });
  const { data } = await api.POST('/users/login', {
    body: { email: account.email, password: account.password },
  });
  if (!data) throw new Error(`Login of ${account.email} returned no data`);
  return { ...account, user: data.data.user, token: data.data.accessToken };
}
