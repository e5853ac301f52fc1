'use client';

import type { ComponentProps } from 'react';
import { CircleCheck, CirclePlay } from 'lucide-react';
import { cn } from '../../lib/cn';
import { cardVariants } from '../Card/Card';
import { Link, useUiRoutes } from '../Link';

/** A lesson as the syllabus lists it (structurally a contract `LessonSummary` or `LessonTitle`). */
export type SyllabusLesson = { _id: string; title: string; durationSeconds?: number };

/** A lesson's length as a video player shows it: '0:42', '12:05', '1:02:09'. */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = String(seconds % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

export type SyllabusProps = Omit<ComponentProps<'nav'>, 'children'> & {
  /** The course the lessons belong to (their links lead to its learn pages). */
  courseId: string;
  lessons: SyllabusLesson[];
  /** The lesson being watched; marked with aria-current. @default none */
  currentLessonId?: string;
  /** Lessons the learner has completed: ticked (D32). @default none */
  completedLessonIds?: readonly string[];
};

/**
 * The lessons of a course in order, each labelled 'Video' with its length and linking to its learn page; a
 * completed lesson shows a tick instead of the play icon.
 */
export function Syllabus({
  courseId,
  lessons,
  currentLessonId,
  completedLessonIds,
  className,
  ...props
}: SyllabusProps) {
  const routes = useUiRoutes();
  const completed = new Set(completedLessonIds);
  return (
    <nav
      data-slot="syllabus"
      aria-label="Syllabus"
      className={cn(cardVariants({ elevation: 'flat' }), 'flex flex-col gap-3 p-4', className)}
      {...props}
    >
      <h2 className="text-lg font-bold">Syllabus</h2>
      <ol className="m-0 flex list-none flex-col gap-1 p-0">
        {lessons.map((lesson, index) => {
          const isCurrent = lesson._id === currentLessonId;
          const isCompleted = completed.has(lesson._id);
          return (
            <li key={lesson._id}>
              <Link
                href={routes.dashboard.lesson.getHref(courseId, lesson._id)}
                aria-current={isCurrent ? 'page' : undefined}
                data-state={isCurrent ? 'current' : isCompleted ? 'completed' : undefined}
                className={cn(
                  'flex items-center gap-3 rounded-dl-control px-3 py-2 text-sm hover:bg-dl-surface-raised',
                  isCurrent && 'bg-dl-surface-raised font-semibold',
                )}
              >
                {isCompleted ? (
                  <CircleCheck aria-hidden className="size-5 shrink-0 text-dl-success" />
                ) : (
                  <CirclePlay aria-hidden className="size-5 shrink-0 text-dl-muted" />
                )}
                <span className="flex min-w-0 flex-col">
                  <span className="text-xs uppercase tracking-wide text-dl-muted">
                    Video
                    {lesson.durationSeconds ? (
                      <>
                        {' · '}
                        <time dateTime={`PT${Math.round(lesson.durationSeconds)}S`}>
                          {formatDuration(lesson.durationSeconds)}
                        </time>
                      </>
                    ) : null}
                  </span>
                  <span>
                    {index + 1}. {lesson.title}
                    {isCompleted ? <span className="sr-only"> (completed)</span> : null}
                  </span>
                </span>
              </Link>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
