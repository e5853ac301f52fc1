/** The public address of a stored image (images need no signature; videos do, see signed-media-link.ts). */
export function publicMediaUrl(key: string): string {
  return `/media/${key}`;
}
