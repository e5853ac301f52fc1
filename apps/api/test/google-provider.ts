import type { FastifyInstance } from 'fastify';
import { OAuth2Server } from 'oauth2-mock-server';

/** The claims the local provider signs for the current test. */
export interface GoogleIdentity {
  sub: string;
  email: string;
  email_verified: boolean;
  given_name?: string;
  family_name?: string;
}

export interface LocalGoogle {
  provider: OAuth2Server;
  issuerUrl: string;
  /** The Google settings of a test app signing in against this provider. */
  env: Record<string, string>;
  /** Who signs in from now on. */
  signInAs(identity: GoogleIdentity): void;
  close(): Promise<void>;
}

/** A local OpenID Connect provider standing in for Google; it approves every sign-in at once. */
export async function startLocalGoogle(): Promise<LocalGoogle> {
  const provider = new OAuth2Server();
  await provider.issuer.keys.generate('RS256');
  await provider.start(0, '127.0.0.1');
  let identity: GoogleIdentity = { sub: 'google-0', email: 'google.user@example.com', email_verified: true };
  provider.service.on('beforeTokenSigning', (token) => Object.assign(token.payload, identity));
  const issuerUrl = provider.issuer.url ?? '';
  return {
    provider,
    issuerUrl,
    env: {
      GOOGLE_CLIENT_ID: 'devlearn-test-client',
      GOOGLE_CLIENT_SECRET: 'devlearn-test-secret',
      GOOGLE_ISSUER: issuerUrl,
    },
    signInAs: (next) => {
      identity = next;
    },
    close: () => provider.stop(),
  };
}

/** Start -> provider (which signs the user in at once) -> callback; returns where the browser lands. */
export async function landFromGoogle(app: FastifyInstance, tamper?: (callback: URL) => void): Promise<URL> {
  const finish = await callbackAnswer(app, tamper);
  return new URL(String(finish.headers.location));
}

/** Start -> provider -> callback; returns the callback's answer (a redirect). */
export async function callbackAnswer(app: FastifyInstance, tamper?: (callback: URL) => void) {
  const start = await app.inject({ method: 'GET', url: '/api/v1/users/google' });
  if (start.statusCode !== 302) throw new Error(`start failed: ${start.statusCode}`);
  const pending = /googleSignIn=([^;]+)/.exec(String(start.headers['set-cookie']))?.[1] ?? '';
  const atProvider = await fetch(String(start.headers.location), { redirect: 'manual' });
  const callback = new URL(atProvider.headers.get('location') ?? '');
  tamper?.(callback);
  const finish = await app.inject({
    method: 'GET',
    url: `${callback.pathname}${callback.search}`,
    // As the browser sends it back: the raw Set-Cookie value.
    headers: { cookie: `googleSignIn=${pending}` },
  });
  if (finish.statusCode !== 302) throw new Error(`callback failed: ${finish.statusCode}`);
  return finish;
}

/** The two values of a success landing, `/auth/google/{accessCode}/{refreshCode}` (ADR 0110). */
export function landingCodes(landing: URL): { accessCode: string; refreshCode: string } {
  const match = /^\/auth\/google\/([^/]+)\/([^/]+)$/.exec(landing.pathname);
  if (!match?.[1] || !match[2]) throw new Error(`not a success landing: ${landing.href}`);
  return { accessCode: decodeURIComponent(match[1]), refreshCode: decodeURIComponent(match[2]) };
}

/** What the landing page does with the codes: POST them once. */
export const exchangeGoogleCodes = (
  app: FastifyInstance,
  codes: { accessCode: string; refreshCode: string },
) => app.inject({ method: 'POST', url: '/api/v1/users/google/exchange', payload: codes });
