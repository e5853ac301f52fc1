import type { IncomingMessage } from 'node:http';
import { OAuth2Server } from 'oauth2-mock-server';
import { GOOGLE_IDENTITY_COOKIE, type GoogleIdentity } from '../support/google-identity';

/**
 * A local OpenID Connect provider standing in for Google (GOOGLE_ISSUER points at it). It approves every
 * authorization request at once. Which person signs in is chosen per test: the test puts a cookie for the
 * provider's origin into its browser context, the provider remembers that identity for the code it issues,
 * and the id_token (and userinfo) for that code carry the identity's verified email.
 */
export interface GoogleProvider {
  issuerUrl: string;
  clientId: string;
  clientSecret: string;
  close(): Promise<void>;
}

const FALLBACK_IDENTITY: GoogleIdentity = { email: 'google.user@example.com', name: 'Google User' };

function identityFromCookie(request: IncomingMessage): GoogleIdentity {
  const cookies = (request.headers.cookie ?? '').split(';').map((part) => part.trim());
  const raw = cookies.find((cookie) => cookie.startsWith(`${GOOGLE_IDENTITY_COOKIE}=`));
  if (!raw) return FALLBACK_IDENTITY;
  const value = decodeURIComponent(raw.slice(GOOGLE_IDENTITY_COOKIE.length + 1));
  return JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as GoogleIdentity;
}

function claimsOf(identity: GoogleIdentity) {
  return {
    // A stable subject per email, as Google keeps one subject per account.
    sub: `google-${Buffer.from(identity.email).toString('hex').slice(0, 40)}`,
    email: identity.email,
    email_verified: true,
    name: identity.name,
  };
}

export async function startGoogleProvider(port: number): Promise<GoogleProvider> {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  const identityByCode = new Map<string, GoogleIdentity>();

  server.service.on('beforeAuthorizeRedirect', (redirect: { url: URL }, request: IncomingMessage) => {
    const code = redirect.url.searchParams.get('code');
    if (code) identityByCode.set(code, identityFromCookie(request));
  });
  server.service.on(
    'beforeTokenSigning',
    (token: { payload: Record<string, unknown> }, request: { body: Record<string, unknown> }) => {
      const code = typeof request.body.code === 'string' ? request.body.code : undefined;
      const identity = (code && identityByCode.get(code)) || FALLBACK_IDENTITY;
      Object.assign(token.payload, claimsOf(identity));
    },
  );
  server.service.on(
    'beforeUserinfo',
    (userinfo: { body: Record<string, unknown> }, request: IncomingMessage) => {
      // The access token is a JWT we signed with the identity's claims: hand them back.
      const bearer = (request.headers.authorization ?? '').replace(/^Bearer\s+/i, '');
      const payload = bearer.split('.')[1];
      if (!payload) return;
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<
        string,
        unknown
      >;
      userinfo.body = {
        sub: claims.sub,
        email: claims.email,
        email_verified: claims.email_verified,
        name: claims.name,
      };
    },
  );

  await server.start(port, '127.0.0.1');
  const issuerUrl = server.issuer.url;
  if (!issuerUrl) throw new Error('The local OpenID Connect provider has no issuer URL');
  return {
    issuerUrl,
    clientId: 'devlearn-e2e',
    clientSecret: 'devlearn-e2e-secret',
    close: () => server.stop(),
  };
}
