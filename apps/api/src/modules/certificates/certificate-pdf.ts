import { PDFDocument, type PDFFont, type PDFPage, StandardFonts, rgb } from 'pdf-lib';
import {
  drawableIn,
  normalisedText,
  unicodeFaces,
  type UnicodeFaceName,
  type UnicodeFaces,
} from './certificate-fonts.js';

/** A4 landscape in PDF points (1/72 inch): 297 x 210 mm. */
export const A4_LANDSCAPE: [number, number] = [841.89, 595.28];

export interface CertificatePdfFields {
  id: string;
  learnerName: string;
  /** Printed instead of the name when no bundled face can draw it (ASCII by D8, so always drawable). */
  learnerUsername: string;
  courseTitle: string;
  issuedAt: number;
  /** The public verification page's absolute URL, printed on the certificate. */
  verificationUrl: string;
}

const INK = rgb(0.07, 0.09, 0.15);
const MUTED = rgb(0.35, 0.38, 0.45);
const ACCENT = rgb(0.15, 0.32, 0.75);

/** The date as the page shows it: `2 December 2026` (UTC, so every server prints the same day). */
export const certificateDate = (epochMs: number) =>
  new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(epochMs);

/** Splits `text` into at most `maxLines` lines that fit `width`, the last one cut with an ellipsis. */
function wrap(font: PDFFont, text: string, size: number, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= width || !line) line = candidate;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  // Cut by characters, not UTF-16 units, so that a letter outside the BMP is never split.
  const chars = [...(kept[maxLines - 1] ?? '')];
  let last = `${chars.join('')}…`;
  while (font.widthOfTextAtSize(last, size) > width && chars.length > 1) {
    chars.pop();
    last = `${chars.join('')}…`;
  }
  kept[maxLines - 1] = last;
  return kept;
}

function centred(page: PDFPage, text: string, font: PDFFont, size: number, y: number, color = INK) {
  const width = font.widthOfTextAtSize(text, size);
  page.drawText(text, { x: (page.getWidth() - width) / 2, y, size, font, color });
}

/** Shown in the title's place when no bundled face can draw the course title (ADR 0166). */
export const TITLE_FALLBACK = 'named on the verification page below';

/** What the certificate prints for the learner and the course, and in which face (ADR 0166). */
export interface CertificateWording {
  name: { text: string; face: UnicodeFaceName };
  /** Null when the title cannot be drawn exactly: TITLE_FALLBACK stands in for it. */
  title: { text: string; face: UnicodeFaceName } | null;
}

/**
 * The name in the serif face when it has every letter, else in the sans face (which adds Arabic and Hebrew),
 * else the username, which D8 keeps to ASCII letters, digits, `_` and `.`. The title in the sans face, else
 * the fallback line. Nothing is ever drawn as `?` or as a missing glyph.
 */
export function certificateWording(
  { faces }: UnicodeFaces,
  fields: Pick<CertificatePdfFields, 'learnerName' | 'learnerUsername' | 'courseTitle'>,
): CertificateWording {
  const name = normalisedText(fields.learnerName);
  const nameFace = (['serifBold', 'sansBold'] as const).find((face) => drawableIn(faces[face], name));
  const title = normalisedText(fields.courseTitle);
  return {
    name: nameFace ? { text: name, face: nameFace } : { text: fields.learnerUsername, face: 'serifBold' },
    title: drawableIn(faces.sansBold, title) ? { text: title, face: 'sansBold' } : null,
  };
}

/** The verification URL in ASCII (a host in punycode, a path percent-encoded), which Helvetica can draw. */
function asciiUrl(url: string): string {
  try {
    return new URL(url).href;
  } catch {
    return url;
  }
}

/**
 * The certificate as a PDF (D51, ADRs 0163 and 0166): A4 landscape, the learner's name, the course, the date,
 * the id and the verification URL. The fixed English wording is in the standard Helvetica and Times faces;
 * the name and the title are in a bundled Unicode face, subset to the glyphs they use. The document's dates
 * are the issue date, so the same certificate always makes the same bytes.
 */
export async function renderCertificatePdf(fields: CertificatePdfFields): Promise<Uint8Array> {
  const unicode = await unicodeFaces();
  const wording = certificateWording(unicode, fields);
  const issued = new Date(fields.issuedAt);
  const pdf = await PDFDocument.create({ updateMetadata: false });
  pdf.registerFontkit(unicode.fontkit);
  pdf.setTitle(`Certificate of completion: ${fields.courseTitle}`);
  pdf.setAuthor('DevLearn');
  pdf.setSubject(`${fields.learnerName} completed ${fields.courseTitle}`);
  pdf.setCreator('DevLearn');
  pdf.setProducer('DevLearn');
  pdf.setCreationDate(issued);
  pdf.setModificationDate(issued);
  pdf.setLanguage('en');

  const [serif, serifBold, sans, sansBold] = await Promise.all([
    pdf.embedFont(StandardFonts.TimesRoman),
    pdf.embedFont(StandardFonts.TimesRomanBold),
    pdf.embedFont(StandardFonts.Helvetica),
    pdf.embedFont(StandardFonts.HelveticaBold),
  ]);
  // Each Unicode face used is embedded once, subset: only the glyphs drawn go into the file.
  const embedded = new Map<UnicodeFaceName, Promise<PDFFont>>();
  const unicodeFont = (face: UnicodeFaceName) => {
    let font = embedded.get(face);
    if (!font) {
      font = pdf.embedFont(unicode.faces[face].bytes, { subset: true });
      embedded.set(face, font);
    }
    return font;
  };
  const page = pdf.addPage(A4_LANDSCAPE);
  const { width, height } = page.getSize();

  page.drawRectangle({
    x: 28,
    y: 28,
    width: width - 56,
    height: height - 56,
    borderColor: ACCENT,
    borderWidth: 3,
  });
  page.drawRectangle({
    x: 38,
    y: 38,
    width: width - 76,
    height: height - 76,
    borderColor: ACCENT,
    borderWidth: 0.75,
  });

  centred(page, 'DevLearn', sansBold, 20, height - 100, ACCENT);
  centred(page, 'Certificate of Completion', serifBold, 40, height - 160);
  centred(page, 'This certifies that', serif, 18, height - 215, MUTED);

  const nameFont = await unicodeFont(wording.name.face);
  let nameSize = 36;
  while (nameFont.widthOfTextAtSize(wording.name.text, nameSize) > width - 160 && nameSize > 16)
    nameSize -= 1;
  centred(page, wording.name.text, nameFont, nameSize, height - 265);

  centred(page, 'has completed the course', serif, 18, height - 310, MUTED);
  if (wording.title) {
    const titleFont = await unicodeFont(wording.title.face);
    const titleLines = wrap(titleFont, wording.title.text, 24, width - 200, 2);
    titleLines.forEach((line, index) => centred(page, line, titleFont, 24, height - 355 - index * 30));
  } else {
    centred(page, TITLE_FALLBACK, sans, 18, height - 355, MUTED);
  }

  centred(page, `Issued on ${certificateDate(fields.issuedAt)}`, sans, 14, 150, INK);
  centred(page, `Certificate ID: ${fields.id}`, sans, 11, 112, MUTED);
  centred(page, `Verify this certificate at ${asciiUrl(fields.verificationUrl)}`, sans, 11, 94, MUTED);

  return pdf.save();
}
