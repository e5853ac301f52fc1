/** What the resume rule needs of a progress row. */
export interface LessonMark {
  lesson_id: string;
  completed: boolean;
  updated_at: number;
}

/**
 * The lesson 'Continue Learning' and 'Go to Lessons' open (D32): the last one watched while it is unfinished;
 * otherwise the next unfinished one after it in syllabus order (wrapping round); the first lesson when none is
 * started or every one is done; null for a course without lessons.
 */
export function resumeLessonOf(syllabus: readonly string[], marks: readonly LessonMark[]): string | null {
  if (syllabus.length === 0) return null;
  const inCourse = marks.filter((mark) => syllabus.includes(mark.lesson_id));
  const last = inCourse.reduce<LessonMark | undefined>(
    (latest, mark) => (!latest || mark.updated_at > latest.updated_at ? mark : latest),
    undefined,
  );
  if (last && !last.completed) return last.lesson_id;
  const done = new Set(inCourse.filter((mark) => mark.completed).map((mark) => mark.lesson_id));
  const start = last ? syllabus.indexOf(last.lesson_id) : -1;
  for (let step = 1; step <= syllabus.length; step += 1) {
    const lessonId = syllabus[(start + step) % syllabus.length]!;
    if (!done.has(lessonId)) return lessonId;
  }
  return syllabus[0]!;
}
