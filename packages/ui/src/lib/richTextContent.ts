/**
 * True when editor HTML holds nothing a reader would see. Quill leaves `<p><br></p>` in an emptied editor, so
 * the HTML string alone cannot say whether the author wrote anything; an image counts as content.
 */
export function isRichTextBlank(html: string): boolean {
  if (/<img\s/i.test(html)) return false;
  const text = html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim();
  return text.length === 0;
}
