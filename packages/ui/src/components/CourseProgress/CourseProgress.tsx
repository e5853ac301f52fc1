import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { formatLongDate } from '../../lib/dates';

/** '2 of 4 lessons', '0 of 1 lesson' (D32). */
export function progressLabel(completed: number, total: number): string {
  return `${completed} of ${total} ${total === 1 ? 'lesson' : 'lessons'}`;
}

/** 'Access until March 3, 2027' (D35); empty for a missing date. */
export function accessUntilLabel(expiresAt: string | undefined | null): string {
  const date = formatLongDate(expiresAt);
  return date ? `Access until ${date}` : '';
}

/** A course's progress as a learner sees it (from the contract's `CourseProgressSummary`). */
export type CourseProgressValue = { completedLessons: number; totalLessons: number };

export type CourseProgressProps = Omit<ComponentProps<'div'>, 'children'> & {
  progress: CourseProgressValue;
  /** When the enrolment ends (ISO date); shown as 'Access until ...' under the bar. @default none */
  accessUntil?: string;
};

/**
 * A learner's way through a course: a bar with 'N of M lessons' (a labelled progressbar for assistive
 * technology) and, when given, the day the enrolment ends.
 */
export function CourseProgress({ progress, accessUntil, className, ...props }: CourseProgressProps) {
  const { completedLessons, totalLessons } = progress;
  const label = progressLabel(completedLessons, totalLessons);
  const share = totalLessons > 0 ? Math.min(100, (completedLessons / totalLessons) * 100) : 0;
  const access = accessUntilLabel(accessUntil);
  return (
    <div data-slot="course-progress" className={cn('flex flex-col gap-1', className)} {...props}>
      <div
        role="progressbar"
        aria-label="Course progress"
        aria-valuemin={0}
        aria-valuemax={totalLessons}
        aria-valuenow={completedLessons}
        aria-valuetext={label}
        className="h-1.5 overflow-hidden rounded-full bg-dl-surface-raised"
      >
        <div className="h-full rounded-full bg-dl-accent" style={{ width: `${share}%` }} />
      </div>
      <p className="text-xs text-dl-muted">{label}</p>
      {access ? <p className="text-xs text-dl-muted">{access}</p> : null}
    </div>
  );
}
