/**
 * The checks the importer makes on a caption file (D52) beyond its kind: a WebVTT file starts with `WEBVTT`
 * and each cue has a timing line `start --> end` whose times read `hh:mm:ss.ttt` or `mm:ss.ttt` with the start
 * not after the end. Browsers skip a broken cue silently, so the importer says which line is wrong instead.
 */
const HEADER = /^\uFEFF?WEBVTT(?:[ \t][^\n]*)?$/;
const TIMESTAMP = String.raw`(?:(\d{2,}):)?([0-5]\d):([0-5]\d)\.(\d{3})`;
const TIMING = new RegExp(String.raw`^${TIMESTAMP}[ \t]+-->[ \t]+${TIMESTAMP}(?:[ \t].*)?$`);

const secondsOf = (hours: string | undefined, minutes: string, seconds: string, millis: string) =>
  Number(hours ?? 0) * 3600 + Number(minutes) * 60 + Number(seconds) + Number(millis) / 1000;

/** The reason `text` is not a usable WebVTT file, or null with the number of cues it holds. */
export function checkWebVtt(text: string): { problem: string } | { cues: number } {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  if (!HEADER.test(lines[0] ?? '')) return { problem: 'must start with the line WEBVTT' };
  let cues = 0;
  for (const [index, line] of lines.entries()) {
    if (!line.includes('-->')) continue;
    const match = TIMING.exec(line.trim());
    if (!match) return { problem: `has a cue timing it cannot read on line ${index + 1}` };
    const [, h1, m1, s1, ms1, h2, m2, s2, ms2] = match;
    if (secondsOf(h1, m1!, s1!, ms1!) > secondsOf(h2, m2!, s2!, ms2!)) {
      return { problem: `has a cue that ends before it starts on line ${index + 1}` };
    }
    cues += 1;
  }
  if (cues === 0) return { problem: 'holds no cues' };
  return { cues };
}
