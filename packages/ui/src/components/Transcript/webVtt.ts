/** One caption cue as the transcript lists it: start and end in seconds, the text without markup. */
export type TranscriptCue = {
  start: number;
  end: number;
  text: string;
};

// hh:mm:ss.ttt or mm:ss.ttt (the WebVTT timestamp); the hours may have more than two digits.
const TIMESTAMP = /^(?:(\d+):)?([0-5]\d):([0-5]\d)\.(\d{3})$/;

/** A WebVTT timestamp in seconds, or null when it is not one. */
export function parseVttTimestamp(value: string): number | null {
  const match = TIMESTAMP.exec(value.trim());
  if (!match) return null;
  const [, hours = '0', minutes, seconds, millis] = match;
  return Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds) + Number(millis) / 1000;
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  lrm: '\u200e',
  rlm: '\u200f',
};

/**
 * A cue's payload as plain text: the WebVTT markup (`<v Speaker>`, `<i>`, `<c.class>`, `<00:01.000>`) removed,
 * character references decoded and the lines joined by a space.
 */
export function cueText(payload: string): string {
  return payload
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
      if (name[0] === '#') {
        const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
        return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
      }
      return ENTITIES[name.toLowerCase()] ?? whole;
    })
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .join(' ');
}

/**
 * The cues of a WebVTT file, in start order. Header, NOTE, STYLE and REGION blocks and cue identifiers are
 * skipped; a block without a valid timing line is dropped (as the browser drops it). Not WebVTT (no `WEBVTT`
 * signature) gives no cues.
 */
export function parseWebVtt(text: string): TranscriptCue[] {
  const lines = text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  if (!/^WEBVTT(?:[ \t\n]|$)/.test(lines)) return [];
  const blocks = lines.split(/\n{2,}/).slice(1);
  const cues: TranscriptCue[] = [];
  for (const block of blocks) {
    const blockLines = block.split('\n');
    const timingIndex = blockLines.findIndex((line) => line.includes('-->'));
    // A cue has its timing on the first line, or on the second after an identifier.
    if (timingIndex < 0 || timingIndex > 1) continue;
    if (/^(NOTE|STYLE|REGION)(?:[ \t]|$)/.test(blockLines[0]!)) continue;
    const [from = '', rest = ''] = blockLines[timingIndex]!.split('-->');
    const start = parseVttTimestamp(from);
    const end = parseVttTimestamp(rest.trim().split(/[ \t]/)[0] ?? '');
    if (start === null || end === null || end <= start) continue;
    const cueTextValue = cueText(blockLines.slice(timingIndex + 1).join('\n'));
    if (cueTextValue) cues.push({ start, end, text: cueTextValue });
  }
  return cues.sort((a, b) => a.start - b.start);
}

/** The index of the cue playing at `time`, or -1 between cues (the latest started wins when cues overlap). */
export function currentCueIndex(cues: readonly TranscriptCue[], time: number): number {
  for (let index = cues.length - 1; index >= 0; index -= 1) {
    const cue = cues[index]!;
    if (cue.start <= time && time < cue.end) return index;
  }
  return -1;
}
