import { describe, expect, it } from 'vitest';
import { formatPlaybackSpeed, formatPlaybackTime } from './applyVideoShortcut';

describe('what the player announces', () => {
  it('says positions as m:ss, or h:mm:ss past an hour', () => {
    expect(formatPlaybackTime(0)).toBe('0:00');
    expect(formatPlaybackTime(65.9)).toBe('1:05');
    expect(formatPlaybackTime(3725)).toBe('1:02:05');
    expect(formatPlaybackTime(-3)).toBe('0:00');
  });

  it('says speeds as the select shows them', () => {
    expect(formatPlaybackSpeed(1)).toBe('Normal');
    expect(formatPlaybackSpeed(1.5)).toBe('1.5x');
    expect(formatPlaybackSpeed(0.75)).toBe('0.75x');
  });
});
