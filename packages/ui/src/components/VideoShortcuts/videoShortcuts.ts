/** Playback speeds, slowest first: the speed select offers them and `<` / `>` step through them. */
export const PLAYBACK_SPEEDS = [0.5, 0.75, 1, 1.25, 1.5, 1.75, 2] as const;

/** Seconds a short seek (the arrows) and a long seek (`j` / `l`) move the video. */
export const SHORT_SEEK_SECONDS = 5;
export const LONG_SEEK_SECONDS = 10;
/** How much ArrowUp / ArrowDown change the volume (0 to 1). */
export const VOLUME_STEP = 0.1;

/** What a shortcut does to the player. */
export type VideoShortcutAction =
  | { type: 'togglePlay' }
  | { type: 'seek'; seconds: number }
  | { type: 'volume'; delta: number }
  | { type: 'toggleMute' }
  | { type: 'toggleFullscreen' }
  | { type: 'toggleCaptions' }
  | { type: 'speed'; step: 1 | -1 }
  | { type: 'showShortcuts' };

export type VideoShortcut = {
  /** The `KeyboardEvent.key` values that trigger it (letters in lower case). */
  keys: readonly string[];
  /** How the keys are written in the shortcuts dialog. */
  labels: readonly string[];
  /** What it does, as the dialog says it. */
  description: string;
  action: VideoShortcutAction;
};

/** The player's key map: the key handler and the Keyboard shortcuts dialog both read it. */
export const VIDEO_SHORTCUTS = [
  { keys: [' ', 'k'], labels: ['Space', 'K'], description: 'Play or pause', action: { type: 'togglePlay' } },
  {
    keys: ['j'],
    labels: ['J'],
    description: `Back ${LONG_SEEK_SECONDS} seconds`,
    action: { type: 'seek', seconds: -LONG_SEEK_SECONDS },
  },
  {
    keys: ['l'],
    labels: ['L'],
    description: `Forward ${LONG_SEEK_SECONDS} seconds`,
    action: { type: 'seek', seconds: LONG_SEEK_SECONDS },
  },
  {
    keys: ['ArrowLeft'],
    labels: ['Left arrow'],
    description: `Back ${SHORT_SEEK_SECONDS} seconds`,
    action: { type: 'seek', seconds: -SHORT_SEEK_SECONDS },
  },
  {
    keys: ['ArrowRight'],
    labels: ['Right arrow'],
    description: `Forward ${SHORT_SEEK_SECONDS} seconds`,
    action: { type: 'seek', seconds: SHORT_SEEK_SECONDS },
  },
  {
    keys: ['ArrowUp'],
    labels: ['Up arrow'],
    description: 'Volume up',
    action: { type: 'volume', delta: VOLUME_STEP },
  },
  {
    keys: ['ArrowDown'],
    labels: ['Down arrow'],
    description: 'Volume down',
    action: { type: 'volume', delta: -VOLUME_STEP },
  },
  { keys: ['m'], labels: ['M'], description: 'Mute or unmute', action: { type: 'toggleMute' } },
  { keys: ['f'], labels: ['F'], description: 'Full screen on or off', action: { type: 'toggleFullscreen' } },
  { keys: ['c'], labels: ['C'], description: 'Captions on or off', action: { type: 'toggleCaptions' } },
  { keys: ['<'], labels: ['<'], description: 'Slower', action: { type: 'speed', step: -1 } },
  { keys: ['>'], labels: ['>'], description: 'Faster', action: { type: 'speed', step: 1 } },
  { keys: ['?'], labels: ['?'], description: 'Show these shortcuts', action: { type: 'showShortcuts' } },
] as const satisfies readonly VideoShortcut[];

/** The parts of a keydown the key map needs. */
export type ShortcutKeyEvent = {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  /** Where the key was pressed (an element, read by shape so the function stays pure). */
  target: unknown;
};

const TEXT_FIELD_TAGS = new Set(['INPUT', 'TEXTAREA', 'SELECT']);

/** A text field (input, textarea, select, contenteditable): its keys belong to it, never to the player. */
export function isTextField(target: unknown): boolean {
  if (typeof target !== 'object' || target === null) return false;
  const element = target as { tagName?: unknown; isContentEditable?: unknown };
  if (element.isContentEditable === true) return true;
  return typeof element.tagName === 'string' && TEXT_FIELD_TAGS.has(element.tagName.toUpperCase());
}

/**
 * The action a keydown asks of the player, or null when it is not a shortcut: no shortcut fires in a text field
 * or with Ctrl, Meta or Alt held (those belong to the browser and the system). Shift is allowed (`?`, `<`, `>`).
 */
export function videoShortcutFor(event: ShortcutKeyEvent): VideoShortcutAction | null {
  if (event.ctrlKey || event.metaKey || event.altKey || isTextField(event.target)) return null;
  const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
  const shortcut = VIDEO_SHORTCUTS.find((candidate) => (candidate.keys as readonly string[]).includes(key));
  return shortcut ? shortcut.action : null;
}

/** The next speed in PLAYBACK_SPEEDS from `current`, one step slower or faster, held at the ends. */
export function nextPlaybackSpeed(current: number, step: 1 | -1): number {
  if (step > 0) return PLAYBACK_SPEEDS.find((speed) => speed > current + 1e-9) ?? PLAYBACK_SPEEDS.at(-1)!;
  return [...PLAYBACK_SPEEDS].reverse().find((speed) => speed < current - 1e-9) ?? PLAYBACK_SPEEDS[0];
}
