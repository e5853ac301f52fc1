import { describe, expect, it } from 'vitest';
import { sortComments } from './sorting';

const comments = [
  { _id: 'middle', updatedAt: '2024-03-01T00:00:00.000Z' },
  { _id: 'undated' },
  { _id: 'newest', updatedAt: '2024-06-01T00:00:00.000Z' },
  { _id: 'oldest-dated', updatedAt: '1999-01-01T00:00:00.000Z' },
];

describe('sortComments', () => {
  it('puts the newest first for Most Recent', () => {
    expect(sortComments(comments, 'recent').map((c) => c._id)).toEqual([
      'newest',
      'middle',
      'oldest-dated',
      'undated',
    ]);
  });

  it('treats a comment without updatedAt as dated 1970 for Oldest', () => {
    expect(sortComments(comments, 'oldest').map((c) => c._id)).toEqual([
      'undated',
      'oldest-dated',
      'middle',
      'newest',
    ]);
  });

  it('does not change the array it is given', () => {
    const before = comments.map((c) => c._id);
    sortComments(comments, 'oldest');
    expect(comments.map((c) => c._id)).toEqual(before);
  });
});
