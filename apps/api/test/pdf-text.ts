import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFRawStream,
  PDFRef,
  decodePDFRawStream,
  type PDFObject,
} from 'pdf-lib';

/** Stands for a glyph that a font's ToUnicode map does not name, or the missing glyph (id 0). */
export const UNMAPPED = '\ufffd';

export interface PdfText {
  /** Each `Tj` string drawn on the first page, decoded to text in the order its glyphs are drawn. */
  lines: string[];
  /** Per embedded (Type0) font: glyph id -> the text its ToUnicode map gives. */
  glyphMaps: Map<string, Map<number, string>>;
}

const streamText = (stream: PDFObject | undefined) =>
  stream instanceof PDFRawStream ? Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1') : '';

/** A ToUnicode CMap's `bfchar` entries (pdf-lib writes one per glyph): glyph id -> UTF-16BE text. */
function parseToUnicode(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const [, glyph, utf16] of cmap.matchAll(/<([0-9a-fA-F]{4})>\s*<([0-9a-fA-F]+)>/g)) {
    map.set(Number.parseInt(glyph!, 16), Buffer.from(utf16!, 'hex').swap16().toString('utf16le'));
  }
  return map;
}

/**
 * The text a PDF's first page draws, read the way a PDF reader's copy and search read it: the standard fonts'
 * strings as WinAnsi bytes, an embedded font's glyph ids through its ToUnicode map. Right-to-left text comes
 * out in drawing (visual) order.
 */
export async function pdfText(bytes: Uint8Array): Promise<PdfText> {
  const pdf = await PDFDocument.load(bytes);
  const page = pdf.getPage(0);
  const lookup = (object: PDFObject | undefined) =>
    object instanceof PDFRef ? pdf.context.lookup(object) : object;
  const fonts = page.node.Resources()?.lookup(PDFName.of('Font'), PDFDict);
  const glyphMaps = new Map<string, Map<number, string>>();
  for (const [name, ref] of fonts?.entries() ?? []) {
    const font = lookup(ref);
    if (!(font instanceof PDFDict)) continue;
    const toUnicode = lookup(font.get(PDFName.of('ToUnicode')));
    if (toUnicode) glyphMaps.set(name.decodeText(), parseToUnicode(streamText(toUnicode)));
  }

  const contents = lookup(page.node.get(PDFName.of('Contents')));
  const streams = contents instanceof PDFArray ? contents.asArray().map(lookup) : [contents];
  const lines: string[] = [];
  let current = '';
  for (const stream of streams) {
    for (const [, font, hex] of streamText(stream).matchAll(
      /\/([^\s/]+)\s+[\d.]+\s+Tf|<([0-9a-fA-F]*)>\s*Tj/g,
    )) {
      if (font) current = font;
      else if (hex !== undefined) {
        const glyphs = glyphMaps.get(current);
        if (!glyphs) lines.push(Buffer.from(hex, 'hex').toString('latin1'));
        else {
          const ids = hex.match(/.{4}/g) ?? [];
          lines.push(ids.map((id) => glyphs.get(Number.parseInt(id, 16)) || UNMAPPED).join(''));
        }
      }
    }
  }
  return { lines, glyphMaps };
}
