import { describe, expect, it } from 'vitest';
import { resumeLessonOf } from './resume-lesson.js';

const mark = (lesson_id: string, completed: boolean, updated_at: number) => ({
  lesson_id,
  completed,
  updated_at,
});

describe('resumeLessonOf (D32)', () => {
  const syllabus = ['l1', 'l2', 'l3', 'l4'];

  it('is null for a course without lessons and the first lesson for one never started', () => {
    expect(resumeLessonOf([], [])).toBeNull();
    expect(resumeLessonOf(syllabus, [])).toBe('l1');
  });

  it('is the last lesson watched while it is unfinished', () => {
    expect(resumeLessonOf(syllabus, [mark('l1', true, 1), mark('l3', false, 5), mark('l2', false, 2)])).toBe(
      'l3',
    );
  });

  it('moves past a finished last lesson to the next unfinished one, wrapping round', () => {
    expect(resumeLessonOf(syllabus, [mark('l2', true, 9)])).toBe('l3');
    expect(resumeLessonOf(syllabus, [mark('l3', true, 1), mark('l4', true, 9)])).toBe('l1');
    expect(resumeLessonOf(syllabus, [mark('l1', true, 1), mark('l4', true, 9)])).toBe('l2');
  });

  it('is the first lesson when every lesson is done, and ignores lessons no longer in the course', () => {
    expect(
      resumeLessonOf(
        syllabus,
        syllabus.map((id, i) => mark(id, true, i)),
      ),
    ).toBe('l1');
    expect(resumeLessonOf(syllabus, [mark('gone', false, 99)])).toBe('l1');
  });
});
