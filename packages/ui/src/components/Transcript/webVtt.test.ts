import { describe, expect, it } from 'vitest';
import { cueText, currentCueIndex, parseVttTimestamp, parseWebVtt } from './webVtt';

describe('parseVttTimestamp', () => {
  it('reads mm:ss.ttt and hh:mm:ss.ttt', () => {
    expect(parseVttTimestamp('00:01.500')).toBe(1.5);
    expect(parseVttTimestamp('01:02:03.004')).toBeCloseTo(3723.004, 6);
    expect(parseVttTimestamp('100:00:00.000')).toBe(360000);
  });

  it('refuses what is not a timestamp', () => {
    for (const value of ['1.5', '00:61.000', '00:01,500', '0:01.500', 'abc', '']) {
      expect(parseVttTimestamp(value)).toBeNull();
    }
  });
});

describe('cueText', () => {
  it('drops the markup, decodes references and joins the lines', () => {
    expect(cueText('<v Ana>Hello <i>there</i></v>\n<c.loud>world</c> &amp; &lt;you&gt;')).toBe(
      'Hello there world & <you>',
    );
    expect(cueText('caf&#233; &#x263A; &nbsp;ok')).toBe('café ☺ \u00a0ok');
    expect(cueText('karaoke <00:00:01.000>timed')).toBe('karaoke timed');
    expect(cueText('&unknown; stays')).toBe('&unknown; stays');
  });
});

describe('parseWebVtt', () => {
  it('lists the cues with their times and text, skipping header, notes, styles and identifiers', () => {
    const vtt = [
      '\uFEFFWEBVTT - sample',
      'Kind: captions',
      '',
      'STYLE',
      '::cue { color: yellow }',
      '',
      'NOTE a comment',
      'over two lines',
      '',
      'intro',
      '00:00.000 --> 00:01.250 align:start line:0',
      '<v Narrator>Welcome to',
      'the course.',
      '',
      '00:01:02.000 --> 00:01:04.500',
      'Second &amp; last.',
      '',
    ].join('\r\n');
    expect(parseWebVtt(vtt)).toEqual([
      { start: 0, end: 1.25, text: 'Welcome to the course.' },
      { start: 62, end: 64.5, text: 'Second & last.' },
    ]);
  });

  it('drops cues without a valid timing or text, and sorts by start', () => {
    const vtt = `WEBVTT

00:03.000 --> 00:04.000
Later

broken
00:xx.000 --> 00:02.000
Bad timing

00:02.000 --> 00:01.000
Ends before it starts

00:05.000 --> 00:06.000

00:01.000 --> 00:02.000
Earlier`;
    expect(parseWebVtt(vtt)).toEqual([
      { start: 1, end: 2, text: 'Earlier' },
      { start: 3, end: 4, text: 'Later' },
    ]);
  });

  it('gives no cues for a file that is not WebVTT', () => {
    expect(parseWebVtt('1\n00:00:01,000 --> 00:00:02,000\nSRT text')).toEqual([]);
    expect(parseWebVtt('WEBVTTX\n\n00:01.000 --> 00:02.000\nNo')).toEqual([]);
    expect(parseWebVtt('')).toEqual([]);
  });
});

describe('currentCueIndex', () => {
  const cues = [
    { start: 0, end: 2, text: 'a' },
    { start: 2, end: 4, text: 'b' },
    { start: 5, end: 7, text: 'c' },
  ];
  it('finds the cue playing at a time, none between cues or after the last', () => {
    expect(currentCueIndex(cues, 0)).toBe(0);
    expect(currentCueIndex(cues, 2)).toBe(1);
    expect(currentCueIndex(cues, 4.5)).toBe(-1);
    expect(currentCueIndex(cues, 6.9)).toBe(2);
    expect(currentCueIndex(cues, 7)).toBe(-1);
    expect(currentCueIndex([], 1)).toBe(-1);
  });
});
