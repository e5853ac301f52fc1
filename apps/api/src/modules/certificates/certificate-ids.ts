import { randomBytes } from 'node:crypto';

/** RFC 4648 base32, lower case: letters and the digits 2-7, no padding. */
const ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';

/** 128 random bits make 26 characters of base32; the last carries 3 bits, so ids end in one of `a`-`z`. */
export const CERTIFICATE_ID_LENGTH = 26;
const CERTIFICATE_ID = /^[a-z2-7]{26}$/;

/**
 * A certificate's public verification id (D51): 128 bits from the system's CSPRNG, so ids cannot be guessed
 * or enumerated (ADR 0162). Lower-case base32 reads aloud and types without ambiguity and fits a URL as it is.
 */
export function newCertificateId(): string {
  const bytes = randomBytes(16);
  let bits = 0;
  let value = 0;
  let id = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      id += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) id += ALPHABET[(value << (5 - bits)) & 31];
  return id;
}

/** Whether a path segment can be an issued id at all: anything else is answered 404 without a read. */
export const isCertificateId = (value: string) => CERTIFICATE_ID.test(value);
