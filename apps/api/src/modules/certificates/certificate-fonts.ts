import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type * as FontkitModule from '@pdf-lib/fontkit';
import type { Font } from '@pdf-lib/fontkit';
import type { PDFDocument } from 'pdf-lib';

/** What `PDFDocument.registerFontkit` takes (pdf-lib does not export the type by name). */
type Fontkit = Parameters<PDFDocument['registerFontkit']>[0];

/**
 * The Unicode faces the certificate's own words (the learner's name, the course title) are drawn in (ADR 0166):
 * DejaVu Serif Bold and DejaVu Sans Bold from `dejavu-fonts-ttf` (Bitstream Vera licence), which cover Latin,
 * Greek, Cyrillic, Armenian and Georgian, and in the sans face Arabic and Hebrew too. CJK, Indic and Thai
 * scripts are not covered: those take the fallback of `drawableIn`'s caller.
 */
export const UNICODE_FACE_FILES = {
  serifBold: 'dejavu-fonts-ttf/ttf/DejaVuSerif-Bold.ttf',
  sansBold: 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf',
} as const;

/**
 * fontkit's minified CommonJS build (744 KB; its `main` is the same unminified, 1.5 MB): the release keeps this
 * file of the package alone (scripts/release.mjs).
 */
export const FONTKIT_BUILD = '@pdf-lib/fontkit/dist/fontkit.umd.min.js';

export type UnicodeFaceName = keyof typeof UNICODE_FACE_FILES;

export interface UnicodeFace {
  /** The TrueType file, embedded (subset) into each PDF. */
  bytes: Uint8Array;
  /** The parsed font, to ask which characters it has. */
  font: Font;
}

export interface UnicodeFaces {
  fontkit: Fontkit;
  faces: Record<UnicodeFaceName, UnicodeFace>;
}

let loading: Promise<UnicodeFaces> | undefined;

/**
 * The faces and fontkit, read once at the first PDF and kept (1 MB of font files and 0.7 MB of fontkit),
 * not at start: the server's start-up memory is a target (issue 46), and most processes never make a PDF.
 */
export function unicodeFaces(): Promise<UnicodeFaces> {
  loading ??= loadFaces().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

async function loadFaces(): Promise<UnicodeFaces> {
  const require = createRequire(import.meta.url);
  const fontkit = require(FONTKIT_BUILD) as typeof FontkitModule;
  const entries = await Promise.all(
    Object.entries(UNICODE_FACE_FILES).map(async ([name, file]) => {
      const bytes = new Uint8Array(await readFile(require.resolve(file)));
      return [name, { bytes, font: fontkit.create(bytes) }] as const;
    }),
  );
  // pdf-lib parses the bytes again at each embed (about 10 ms of a PDF's 20): handing it the font parsed here
  // instead breaks its subsets, whose glyph maps then lose letters from the second document on.
  return {
    fontkit: fontkit as unknown as Fontkit,
    faces: Object.fromEntries(entries) as Record<UnicodeFaceName, UnicodeFace>,
  };
}

/** Scripts written right to left that the faces cover (DejaVu Sans has Arabic and Hebrew). */
const RIGHT_TO_LEFT = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u;
/** A strong left-to-right character: any other letter, or a digit (which stays left to right in any text). */
const LEFT_TO_RIGHT = /[\p{L}\p{Nd}]/u;
/** Characters a right-to-left line would show mirrored: fontkit reverses the run but does not mirror them. */
const MIRRORED = /[()[\]{}<>«»‹›]/u;
/** Explicit direction marks and embeddings: the text's own direction is worked out from its letters. */
const BIDI_CONTROLS = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;

/** The text as it will be drawn: composed (`e` + U+0301 -> `é`, which the faces have), one space between words. */
export const normalisedText = (text: string) =>
  text.normalize('NFC').replace(BIDI_CONTROLS, '').replace(/\s+/gu, ' ').trim();

/**
 * Whether `text` can be drawn exactly in `face`: every character has a glyph, and the line runs in one
 * direction. fontkit shapes Arabic (joining forms) and lays a right-to-left run out in visual order, which
 * pdf-lib then draws; it does not reorder a line that mixes directions (a Latin word or a number inside
 * Arabic would come out backwards), so such a line is not drawable and takes the caller's fallback.
 */
export function drawableIn(face: UnicodeFace, text: string): boolean {
  if (text === '') return false;
  let rightToLeft = false;
  let leftToRight = false;
  for (const char of text) {
    if (RIGHT_TO_LEFT.test(char)) rightToLeft = true;
    else if (LEFT_TO_RIGHT.test(char)) leftToRight = true;
    if (char !== ' ' && !face.font.hasGlyphForCodePoint(char.codePointAt(0) ?? 0)) return false;
  }
  if (rightToLeft && leftToRight) return false;
  return !(rightToLeft && MIRRORED.test(text));
}
