import { describe, expect, it } from 'vitest';
import { cutToWords, padCount, splitIntoParagraphs, truncateText } from './text';

describe('truncateText', () => {
  it('leaves text that fits unchanged', () => {
    expect(truncateText('React.js', 15)).toBe('React.js');
    expect(truncateText('exactly fifteen', 15)).toBe('exactly fifteen');
  });

  it('cuts longer text to the limit and appends an ellipsis', () => {
    expect(truncateText('Complete Web Development Bootcamp', 15)).toBe('Complete Web De...');
  });

  it('does not leave a dangling space before the ellipsis', () => {
    expect(truncateText('Node and Express', 5)).toBe('Node...');
  });
});

describe('cutToWords', () => {
  it('keeps the first N words and marks the cut', () => {
    expect(cutToWords('one two three four five', 3)).toBe('one two three...');
  });

  it('returns short text whole, with whitespace collapsed', () => {
    expect(cutToWords('  one\n two   three ', 15)).toBe('one two three');
  });
});

describe('splitIntoParagraphs', () => {
  it('starts a new paragraph every N words', () => {
    const text = Array.from({ length: 250 }, (_, i) => `w${i}`).join(' ');
    const paragraphs = splitIntoParagraphs(text, 100);
    expect(paragraphs).toHaveLength(3);
    expect(paragraphs[0]?.split(' ')).toHaveLength(100);
    expect(paragraphs[1]?.startsWith('w100 ')).toBe(true);
    expect(paragraphs[2]?.split(' ')).toHaveLength(50);
  });

  it('gives no paragraphs for blank text', () => {
    expect(splitIntoParagraphs('   ', 100)).toEqual([]);
  });
});

describe('padCount', () => {
  it('zero-pads counts below 10', () => {
    expect(padCount(0)).toBe('00');
    expect(padCount(7)).toBe('07');
  });

  it('shows counts of 10 and more as they are', () => {
    expect(padCount(10)).toBe('10');
    expect(padCount(123)).toBe('123');
  });
});
