import type { ComponentProps } from 'react';
import { CirclePlay } from 'lucide-react';
import { cn } from '../../lib/cn';
import { dashboardPaths } from '../../lib/dashboardPaths';
import { Link } from '../Link';

/** A lesson as the syllabus lists it (structurally a contract `LessonSummary` or `LessonTitle`). */
export type SyllabusLesson = { _id: string; title: string };

export type SyllabusProps = Omit<ComponentProps<'nav'>, 'children'> & {
  /** The course the lessons belong to (their links lead to its learn pages). */
  courseId: string;
  lessons: SyllabusLesson[];
  /** The lesson being watched; marked with aria-current. @default none */
  currentLessonId?: string;
  /** The list's heading. @default 'Syllabus' */
  heading?: string;
};

/** The lessons of a course in order, each labelled 'Video' and linking to its learn page. */
export function Syllabus({
  courseId,
  lessons,
  currentLessonId,
  heading = 'Syllabus',
  className,
  ...props
}: SyllabusProps) {
  return (
    <nav
      data-slot="syllabus"
      aria-label={heading}
      className={cn('flex flex-col gap-3 rounded-card border border-line bg-surface p-4', className)}
      {...props}
    >
      <h2 className="text-lg font-bold">{heading}</h2>
      <ol className="m-0 flex list-none flex-col gap-1 p-0">
        {lessons.map((lesson, index) => {
          const isCurrent = lesson._id === currentLessonId;
          return (
            <li key={lesson._id}>
              <Link
                href={dashboardPaths.lesson(courseId, lesson._id)}
                aria-current={isCurrent ? 'page' : undefined}
                data-state={isCurrent ? 'current' : undefined}
                className={cn(
                  'flex items-center gap-3 rounded-control px-3 py-2 text-sm hover:bg-surface-raised',
                  isCurrent && 'bg-surface-raised font-semibold',
                )}
              >
                <CirclePlay aria-hidden className="size-5 shrink-0 text-muted" />
                <span className="flex min-w-0 flex-col">
                  <span className="text-xs uppercase tracking-wide text-muted">Video</span>
                  <span>
                    {index + 1}. {lesson.title}
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
