import { PDFDocument, type PDFFont, type PDFPage, StandardFonts, rgb } from 'pdf-lib';

/** A4 landscape in PDF points (1/72 inch): 297 x 210 mm. */
export const A4_LANDSCAPE: [number, number] = [841.89, 595.28];

export interface CertificatePdfFields {
  id: string;
  learnerName: string;
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

/**
 * Text the standard fonts can draw: they encode WinAnsi (Latin-1 and a few more), so a letter outside it is
 * written without its accent when it has one (`Ł` -> `L` fails, `ő` -> `o`), else as `?` (ADR 0163).
 */
export function drawableText(font: PDFFont, text: string): string {
  let out = '';
  for (const char of text) {
    if (canEncode(font, char)) out += char;
    else {
      const bare = char.normalize('NFD').replace(/\p{M}/gu, '');
      out += bare && [...bare].every((c) => canEncode(font, c)) ? bare : '?';
    }
  }
  return out;
}

function canEncode(font: PDFFont, char: string): boolean {
  try {
    font.encodeText(char);
    return true;
  } catch {
    return false;
  }
}

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
  let last = `${kept[maxLines - 1]}…`;
  while (font.widthOfTextAtSize(last, size) > width && last.length > 1) last = `${last.slice(0, -2)}…`;
  kept[maxLines - 1] = last;
  return kept;
}

function centred(page: PDFPage, text: string, font: PDFFont, size: number, y: number, color = INK) {
  const width = font.widthOfTextAtSize(text, size);
  page.drawText(text, { x: (page.getWidth() - width) / 2, y, size, font, color });
}

/**
 * The certificate as a PDF (D51, ADR 0163): A4 landscape, the standard Helvetica and Times faces (nothing to
 * bundle), the learner's name, the course, the date, the id and the verification URL. The document's dates
 * are the issue date, so the same certificate always makes the same bytes.
 */
export async function renderCertificatePdf(fields: CertificatePdfFields): Promise<Uint8Array> {
  const issued = new Date(fields.issuedAt);
  const pdf = await PDFDocument.create({ updateMetadata: false });
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

  const name = drawableText(serifBold, fields.learnerName);
  let nameSize = 36;
  while (serifBold.widthOfTextAtSize(name, nameSize) > width - 160 && nameSize > 16) nameSize -= 1;
  centred(page, name, serifBold, nameSize, height - 265);

  centred(page, 'has completed the course', serif, 18, height - 310, MUTED);
  const titleLines = wrap(sansBold, drawableText(sansBold, fields.courseTitle), 24, width - 200, 2);
  titleLines.forEach((line, index) => centred(page, line, sansBold, 24, height - 355 - index * 30));

  centred(page, `Issued on ${certificateDate(fields.issuedAt)}`, sans, 14, 150, INK);
  centred(page, `Certificate ID: ${fields.id}`, sans, 11, 112, MUTED);
  centred(
    page,
    `Verify this certificate at ${drawableText(sans, fields.verificationUrl)}`,
    sans,
    11,
    94,
    MUTED,
  );

  return pdf.save();
}
