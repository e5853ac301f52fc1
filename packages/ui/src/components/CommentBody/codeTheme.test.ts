import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// The code theme's colours are tokens of theme.css; every one must stay readable (WCAG AA, 4.5:1) on the block.
const themeCss = readFileSync(new URL('../../styles/theme.css', import.meta.url), 'utf8');
const codeColours = Object.fromEntries(
  [...themeCss.matchAll(/--color-dl-code-([\w-]+):\s*(#[0-9a-f]{6})/gi)].map(([, name, hex]) => [
    name!,
    hex!,
  ]),
);

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

describe('the highlighted-code theme', () => {
  const textColours = Object.entries(codeColours).filter(([name]) => !name.endsWith('bg'));

  it('defines the block and a colour per token kind', () => {
    expect(codeColours.bg).toBeDefined();
    expect(textColours.map(([name]) => name)).toEqual(
      expect.arrayContaining(['fg', 'comment', 'keyword', 'string', 'number', 'title', 'attr', 'type']),
    );
  });

  it.each(textColours)('dl-code-%s passes AA on the block', (_name, colour) => {
    expect(contrast(colour, codeColours.bg!)).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps added and deleted lines AA on their own backgrounds', () => {
    expect(contrast(codeColours.type!, codeColours['addition-bg']!)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(codeColours.keyword!, codeColours['deletion-bg']!)).toBeGreaterThanOrEqual(4.5);
  });

  it('measures contrast as WCAG does', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });
});
