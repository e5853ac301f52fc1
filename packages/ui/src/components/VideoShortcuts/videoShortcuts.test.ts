import { describe, expect, it } from 'vitest';
import {
  PLAYBACK_SPEEDS,
  VIDEO_SHORTCUTS,
  isTextField,
  nextPlaybackSpeed,
  videoShortcutFor,
  type ShortcutKeyEvent,
} from './videoShortcuts';

const player = { tagName: 'FIGURE', isContentEditable: false };
const press = (key: string, extra: Partial<ShortcutKeyEvent> = {}): ShortcutKeyEvent => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  target: player,
  ...extra,
});

describe('videoShortcutFor', () => {
  it.each([
    [' ', { type: 'togglePlay' }],
    ['k', { type: 'togglePlay' }],
    ['K', { type: 'togglePlay' }],
    ['j', { type: 'seek', seconds: -10 }],
    ['l', { type: 'seek', seconds: 10 }],
    ['ArrowLeft', { type: 'seek', seconds: -5 }],
    ['ArrowRight', { type: 'seek', seconds: 5 }],
    ['ArrowUp', { type: 'volume', delta: 0.1 }],
    ['ArrowDown', { type: 'volume', delta: -0.1 }],
    ['m', { type: 'toggleMute' }],
    ['f', { type: 'toggleFullscreen' }],
    ['c', { type: 'toggleCaptions' }],
    ['<', { type: 'speed', step: -1 }],
    ['>', { type: 'speed', step: 1 }],
    ['?', { type: 'showShortcuts' }],
  ])('maps %j on the player', (key, action) => {
    expect(videoShortcutFor(press(key))).toEqual(action);
  });

  it('ignores keys that are not shortcuts', () => {
    for (const key of ['a', 'Enter', 'Tab', 'Escape', 'Home', ',', '.', '/']) {
      expect(videoShortcutFor(press(key))).toBeNull();
    }
  });

  it('fires nothing with Ctrl, Meta or Alt held', () => {
    for (const modifier of ['ctrlKey', 'metaKey', 'altKey'] as const) {
      expect(videoShortcutFor(press('k', { [modifier]: true }))).toBeNull();
      expect(videoShortcutFor(press('ArrowLeft', { [modifier]: true }))).toBeNull();
    }
  });

  it('fires nothing in a text field', () => {
    const fields = [
      { tagName: 'INPUT' },
      { tagName: 'TEXTAREA' },
      { tagName: 'SELECT' },
      { tagName: 'DIV', isContentEditable: true },
    ];
    for (const target of fields) {
      for (const key of [' ', 'k', 'f', 'ArrowLeft', '?']) {
        expect(videoShortcutFor(press(key, { target }))).toBeNull();
      }
    }
  });
});

describe('isTextField', () => {
  it('tells text fields from other elements', () => {
    expect(isTextField({ tagName: 'input' })).toBe(true);
    expect(isTextField({ tagName: 'P', isContentEditable: true })).toBe(true);
    expect(isTextField({ tagName: 'VIDEO', isContentEditable: false })).toBe(false);
    expect(isTextField({ tagName: 'BUTTON' })).toBe(false);
    expect(isTextField(null)).toBe(false);
  });
});

describe('nextPlaybackSpeed', () => {
  it('steps through the speeds and holds at the ends', () => {
    expect(nextPlaybackSpeed(1, 1)).toBe(1.25);
    expect(nextPlaybackSpeed(1.75, 1)).toBe(2);
    expect(nextPlaybackSpeed(2, 1)).toBe(2);
    expect(nextPlaybackSpeed(1, -1)).toBe(0.75);
    expect(nextPlaybackSpeed(0.5, -1)).toBe(0.5);
    // A speed between two steps (set elsewhere) moves to the neighbouring step.
    expect(nextPlaybackSpeed(1.1, 1)).toBe(1.25);
    expect(nextPlaybackSpeed(1.1, -1)).toBe(1);
  });

  it('walks the whole list up from the slowest', () => {
    const walked: number[] = [PLAYBACK_SPEEDS[0]];
    while (walked.at(-1) !== 2) walked.push(nextPlaybackSpeed(walked.at(-1)!, 1));
    expect(walked).toEqual([...PLAYBACK_SPEEDS]);
  });
});

describe('VIDEO_SHORTCUTS', () => {
  it('gives each key one action and a label for the dialog', () => {
    const keys = VIDEO_SHORTCUTS.flatMap((shortcut) => [...shortcut.keys]);
    expect(new Set(keys).size).toBe(keys.length);
    for (const shortcut of VIDEO_SHORTCUTS) expect(shortcut.labels.length).toBe(shortcut.keys.length);
  });
});
