import { COUNT_BADGE_PAD_BELOW } from './product';

/** The mark appended to text that was cut short. */
const ELLIPSIS = '...';

/**
 * Cuts `text` to at most `maxChars` characters and appends an ellipsis when something was cut.
 * Text that already fits is returned unchanged.
 */
export function truncateText(text: string, maxChars: number): string {
  if (text.length <= maxChars) return text;
  return `${text.slice(0, maxChars).trimEnd()}${ELLIPSIS}`;
}

function words(text: string): string[] {
  return text.trim().split(/\s+/).filter(Boolean);
}

/** Keeps the first `maxWords` words of `text` (whitespace collapsed) and appends an ellipsis when some were cut. */
export function cutToWords(text: string, maxWords: number): string {
  const all = words(text);
  if (all.length <= maxWords) return all.join(' ');
  return `${all.slice(0, maxWords).join(' ')}${ELLIPSIS}`;
}

/** Splits `text` into paragraphs of `wordsPerParagraph` words each (the last one may be shorter). */
export function splitIntoParagraphs(text: string, wordsPerParagraph: number): string[] {
  const all = words(text);
  const paragraphs: string[] = [];
  for (let start = 0; start < all.length; start += wordsPerParagraph) {
    paragraphs.push(all.slice(start, start + wordsPerParagraph).join(' '));
  }
  return paragraphs;
}

/** Zero-pads counts below 10 ('07'); larger counts are shown as they are. */
export function padCount(count: number): string {
  return count >= 0 && count < COUNT_BADGE_PAD_BELOW ? `0${count}` : String(count);
}
