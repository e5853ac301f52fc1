/**
 * Who signs in at the local Google stand-in. A test sets this as a cookie for the provider's origin; the
 * provider (e2e/setup/google-provider.ts) puts it into the id_token of the code it issues.
 */
export interface GoogleIdentity {
  email: string;
  name: string;
}

export const GOOGLE_IDENTITY_COOKIE = 'e2e_google_identity';

export function encodeGoogleIdentity(identity: GoogleIdentity): string {
  return Buffer.from(JSON.stringify(identity), 'utf8').toString('base64url');
}
