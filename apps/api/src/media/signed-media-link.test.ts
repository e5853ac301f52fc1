import { describe, expect, it } from 'vitest';
import { createMediaLinkSigner } from './signed-media-link.js';

const key = '3c5e7a9b1d2f4e6a8b0c2d4e.mp4';
const now = Date.UTC(2026, 10, 21, 12, 0, 0);

function partsOf(link: string) {
  const url = new URL(link, 'http://localhost');
  return {
    path: url.pathname,
    expires: url.searchParams.get('expires') ?? '',
    signature: url.searchParams.get('signature') ?? '',
  };
}

describe('media link signer', () => {
  const signer = createMediaLinkSigner('test-secret', 60);

  it('signs a link to the media route that verifies until it expires', () => {
    const link = partsOf(signer.sign(key, now));
    expect(link.path).toBe(`/media/${key}`);
    expect(Number(link.expires)).toBe(now / 1000 + 60);
    expect(signer.verify(key, link.expires, link.signature, now + 59_000)).toBe(true);
    expect(signer.verify(key, link.expires, link.signature, now + 60_000)).toBe(false);
  });

  it('refuses a link whose expiry, key or signature was changed', () => {
    const link = partsOf(signer.sign(key, now));
    expect(signer.verify(key, Number(link.expires) + 3600, link.signature, now)).toBe(false);
    expect(signer.verify('000000000000000000000000.mp4', link.expires, link.signature, now)).toBe(false);
    expect(signer.verify(key, link.expires, `${link.signature.slice(0, -1)}A`, now)).toBe(false);
    expect(signer.verify(key, link.expires, undefined, now)).toBe(false);
    expect(signer.verify(key, 'soon', link.signature, now)).toBe(false);
  });

  it('refuses a link signed with another secret', () => {
    const link = partsOf(createMediaLinkSigner('another-secret', 60).sign(key, now));
    expect(signer.verify(key, link.expires, link.signature, now)).toBe(false);
  });
});
