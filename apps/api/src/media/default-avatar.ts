import { API_PREFIX } from '../contract/contract-routes.js';

// D39: a user without an uploaded image still has an avatar: their initial on a colour, drawn by the server.
// The file name says everything the picture shows (`A-3.svg`: initial A on colour 3), so one URL is always
// the same image and browsers may cache it for good.

/** Colours behind a white initial, each with a contrast of at least 4.5:1 (WCAG AA). */
export const DEFAULT_AVATAR_COLOURS = [
  '#b91c1c',
  '#c2410c',
  '#a16207',
  '#15803d',
  '#047857',
  '#0f766e',
  '#0e7490',
  '#1d4ed8',
  '#4338ca',
  '#6d28d9',
  '#a21caf',
  '#be123c',
] as const;

/** Shown when a username has no letter or digit (usernames may be only `_` and `.`). */
const FALLBACK_INITIAL = 'U';
const FILE_NAME = /^([A-Z0-9])-([0-9]{1,2})\.svg$/;
const SIZE = 200;

export interface DefaultAvatar {
  url: string;
  /** The file name, e.g. `A-3.svg`. */
  file: string;
}

/** The default avatar of a user: the first letter or digit of the username, a colour picked by the id. */
export function defaultAvatarOf(user: { id: string; username: string }): DefaultAvatar {
  const initial = /[A-Za-z0-9]/.exec(user.username)?.[0]?.toUpperCase() ?? FALLBACK_INITIAL;
  // Ids are random hex: their tail spreads users evenly over the colours, and stays put when the name changes.
  const colour = Number.parseInt(user.id.slice(-6), 16) % DEFAULT_AVATAR_COLOURS.length || 0;
  const file = `${initial}-${colour}.svg`;
  return { url: `${API_PREFIX}/default-avatars/${file}`, file };
}

/** The SVG behind a default avatar's file name, or undefined when the name names no avatar. */
export function renderDefaultAvatar(file: string): string | undefined {
  const match = FILE_NAME.exec(file);
  const initial = match?.[1];
  const colour = DEFAULT_AVATAR_COLOURS[Number(match?.[2])];
  if (!initial || !colour) return undefined;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">` +
    `<rect width="${SIZE}" height="${SIZE}" fill="${colour}"/>` +
    `<text x="50%" y="50%" dy="0.35em" text-anchor="middle" fill="#ffffff" font-size="100" font-weight="600" ` +
    `font-family="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif">${initial}</text></svg>`
  );
}
