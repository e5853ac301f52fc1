import { describe, expect, it } from 'vitest';
import { pdfText, UNMAPPED } from '../../../test/pdf-text.js';
import { renderCertificatePdf, TITLE_FALLBACK } from './certificate-pdf.js';

// ADR 0166: the name and the title are drawn in a bundled Unicode face, read back here the way a PDF reader's
// copy and search read them (each embedded glyph through the font's ToUnicode map).

const render = (learnerName: string, courseTitle = 'Modern JavaScript', learnerUsername = 'learner_1') =>
  renderCertificatePdf({
    id: 'abcdefghijklmnopqrstuvwxyz',
    learnerName,
    learnerUsername,
    courseTitle,
    issuedAt: Date.UTC(2026, 11, 2),
    verificationUrl: 'https://learn.example.com/certificates/abcdefghijklmnopqrstuvwxyz',
  });

/** Nothing drawn as `?` and no glyph without its text (the missing glyph included). */
function expectNothingLost(lines: string[]) {
  for (const line of lines) {
    expect(line).not.toContain('?');
    expect(line).not.toContain(UNMAPPED);
  }
}

describe('the certificate PDF in any script (ADR 0166)', () => {
  it.each([
    ['Polish', 'Łukasz Żółć'],
    ['Vietnamese', 'Ngô Bảo Châu'],
    ['Cyrillic', 'Дмитрий Иванов'],
    ['Greek', 'Γιώργος Παπαδόπουλος'],
    ['Georgian', 'ნინო ბერიძე'],
  ])('draws a %s name letter for letter', async (_script, name) => {
    const { lines } = await pdfText(await render(name));
    expect(lines).toContain(name);
    expectNothingLost(lines);
  });

  it('composes a name typed with combining accents before drawing it', async () => {
    const { lines } = await pdfText(await render('Zo\u0065\u0301 Lo\u0301pez'));
    expect(lines).toContain('Zoé López');
  });

  it('shapes Arabic and draws it right to left; Hebrew too', async () => {
    const arabic = 'محمد علي';
    const { lines, glyphMaps } = await pdfText(await render(arabic));
    // Drawn in visual order: the last letter leftmost.
    expect(lines).toContain([...arabic].reverse().join(''));
    expectNothingLost(lines);
    // Shaped: the initial and the medial meem of محمد are two different glyphs, both read back as U+0645.
    const meems = [...glyphMaps.values()].flatMap((map) => [...map].filter(([, text]) => text === 'م'));
    expect(meems.length).toBeGreaterThanOrEqual(2);

    const hebrew = 'דוד לוי';
    const drawn = await pdfText(await render(hebrew));
    expect(drawn.lines).toContain([...hebrew].reverse().join(''));
  });

  it.each([
    ['Chinese', '李小龍'],
    ['Japanese', '山田 太郎'],
    ['Hindi', 'प्रिया शर्मा'],
    ['mixed Arabic and Latin', 'محمد Ali'],
    ['Arabic with a number', 'محمد 2'],
  ])('prints the username for a %s name no bundled face draws exactly', async (_script, name) => {
    const { lines } = await pdfText(await render(name, 'Modern JavaScript', 'bruce_lee'));
    expect(lines).toContain('bruce_lee');
    // None of the name's own letters is drawn (its Latin part is in the fixed wording's fonts anyway).
    const letters = [...name].filter((char) => char.codePointAt(0)! > 0x7f);
    expect(lines.some((line) => letters.some((char) => line.includes(char)))).toBe(false);
    expectNothingLost(lines);
  });

  it('draws a Cyrillic course title, and the fallback line for one in Chinese', async () => {
    const drawn = await pdfText(await render('Ada Lovelace', 'Основы JavaScript'));
    expect(drawn.lines).toContain('Основы JavaScript');
    const fallback = await pdfText(await render('Ada Lovelace', '现代 JavaScript 入门'));
    expect(fallback.lines).toContain(TITLE_FALLBACK);
    expect(fallback.lines.some((line) => line.includes('现代'))).toBe(false);
    expectNothingLost(fallback.lines);
  });

  it('embeds only the glyphs it draws: a few kilobytes, not the font files', async () => {
    const bytes = await render('Γιώργος Παπαδόπουλος', 'Основы JavaScript');
    // DejaVu Serif Bold and Sans Bold are 356 KB and 706 KB whole.
    expect(bytes.length).toBeLessThan(40_000);
    // And the same certificate makes the same bytes, subset fonts included.
    expect(
      Buffer.from(await render('Γιώργος Παπαδόπουλος', 'Основы JavaScript')).equals(Buffer.from(bytes)),
    ).toBe(true);
  });
});
