import { describe, expect, it } from 'vitest';
import { isRichTextBlank } from './richTextContent';

describe('isRichTextBlank', () => {
  it('treats the empty editor Quill leaves behind as blank', () => {
    expect(isRichTextBlank('<p><br></p>')).toBe(true);
    expect(isRichTextBlank('')).toBe(true);
  });

  it('treats markup holding only spaces as blank', () => {
    expect(isRichTextBlank('<p>&nbsp; </p><h1> </h1>')).toBe(true);
  });

  it('counts written text as content', () => {
    expect(isRichTextBlank('<p>Hello</p>')).toBe(false);
  });

  it('counts an image without text as content', () => {
    expect(isRichTextBlank('<p><img src="data:image/png;base64,AAAA"></p>')).toBe(false);
  });
});
