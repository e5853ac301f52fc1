import { describe, expect, it } from 'vitest';
import { findMentionQuery, insertMention } from './mentionQuery';

describe('findMentionQuery', () => {
  it('finds an @ at the start and after a space, with what is typed so far', () => {
    expect(findMentionQuery('@', 1)).toEqual({ start: 0, query: '' });
    expect(findMentionQuery('@gra', 4)).toEqual({ start: 0, query: 'gra' });
    expect(findMentionQuery('thanks @grace_h', 15)).toEqual({ start: 7, query: 'grace_h' });
    expect(findMentionQuery('line one\n@ada.l', 15)).toEqual({ start: 9, query: 'ada.l' });
    expect(findMentionQuery('(@ada', 5)).toEqual({ start: 1, query: 'ada' });
  });

  it('reads only up to the caret', () => {
    expect(findMentionQuery('@grace is right', 4)).toEqual({ start: 0, query: 'gra' });
  });

  it('ignores e-mail addresses, finished mentions and text without @', () => {
    expect(findMentionQuery('ada@example', 11)).toBeNull();
    expect(findMentionQuery('@grace thanks', 13)).toBeNull();
    expect(findMentionQuery('plain text', 10)).toBeNull();
    expect(findMentionQuery('', 0)).toBeNull();
  });

  it('stops offering past the longest username', () => {
    expect(findMentionQuery(`@${'a'.repeat(30)}`, 31)).toEqual({ start: 0, query: 'a'.repeat(30) });
    expect(findMentionQuery(`@${'a'.repeat(31)}`, 32)).toBeNull();
  });
});

describe('insertMention', () => {
  it('replaces the typed part with the username and a space, caret after it', () => {
    const text = 'thanks @gra';
    expect(insertMention(text, { start: 7, query: 'gra' }, 11, 'grace_hopper')).toEqual({
      value: 'thanks @grace_hopper ',
      caret: 21,
    });
  });

  it('keeps the text after the caret, without doubling its space', () => {
    expect(insertMention('@gr is right', { start: 0, query: 'gr' }, 3, 'grace')).toEqual({
      value: '@grace is right',
      caret: 7,
    });
  });
});
