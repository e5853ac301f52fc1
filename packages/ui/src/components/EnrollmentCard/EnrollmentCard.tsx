'use client';

import type { ComponentProps } from 'react';
import { Award, CalendarDays, MonitorSmartphone, Video } from 'lucide-react';
import { cn } from '../../lib/cn';
import { COURSE_VALIDITY_DAYS, IMAGE_SIZES } from '../../lib/product';
import { responsiveImageProps } from '../../lib/responsiveImage';
import { Button } from '../Button';
import { cardVariants } from '../Card/Card';
import { lessonCountLabel } from '../CourseCard';
import { CourseProgress, type CourseProgressValue } from '../CourseProgress';
import { Link } from '../Link';

export type EnrollmentCardProps = Omit<ComponentProps<'aside'>, 'children'> & {
  /** The course thumbnail. */
  thumbnailUrl: string;
  /** The thumbnail's stored widths, an HTML `srcset` (ADR 0078). @default none (`thumbnailUrl` alone) */
  thumbnailSrcset?: string;
  lessonCount: number;
  /** Whether the user holds an active enrolment. */
  isEnrolled: boolean;
  /** Where 'Go to Lessons' leads (the lesson to resume); the link is left out while unknown. */
  lessonsHref?: string;
  /** The enrolled learner's progress ('2 of 4 lessons', D32). @default none */
  progress?: CourseProgressValue;
  /** When the enrolment ends (ISO date): 'Access until ...' (D35). @default none */
  accessUntil?: string;
  /** Called by 'Enroll For Free'; the app enrols and then opens the first lesson. */
  onEnroll: () => void;
  /** Shows a spinner on 'Enroll For Free' while the enrolment is sent. @default false */
  isEnrolling?: boolean;
  /**
   * The learner's certificate of this course, its page (`/certificates/{id}`): a 'View certificate' link, shown
   * whether or not the enrolment is still active (a certificate outlives it, D51). @default none
   */
  certificateHref?: string;
};

/**
 * The side card of a course: thumbnail, '365 Days Validity', the enrol action ('Enroll For Free', or
 * 'Go to Lessons' once enrolled, with the learner's progress and the enrolment's end), 'View certificate' once the
 * learner earned it, and "What's Included".
 */
export function EnrollmentCard({
  thumbnailUrl,
  thumbnailSrcset,
  lessonCount,
  isEnrolled,
  lessonsHref,
  progress,
  accessUntil,
  onEnroll,
  isEnrolling = false,
  certificateHref,
  className,
  ...props
}: EnrollmentCardProps) {
  return (
    <aside
      data-slot="enrollment-card"
      data-state={isEnrolled ? 'enrolled' : 'not-enrolled'}
      aria-label="Enrollment"
      className={cn(cardVariants(), 'flex flex-col gap-4 p-4', className)}
      {...props}
    >
      <img
        {...responsiveImageProps({ url: thumbnailUrl, srcset: thumbnailSrcset }, IMAGE_SIZES.enrollmentCard)}
        alt=""
        className="aspect-video w-full rounded-dl-control bg-dl-surface-raised object-cover"
      />
      <p className="flex items-center gap-2 text-sm font-semibold">
        <CalendarDays aria-hidden className="size-4" />
        {COURSE_VALIDITY_DAYS} Days Validity
      </p>
      {isEnrolled && (progress || accessUntil) ? (
        <CourseProgress
          progress={progress ?? { completedLessons: 0, totalLessons: lessonCount }}
          accessUntil={accessUntil}
        />
      ) : null}
      {isEnrolled ? (
        lessonsHref ? (
          <Button asChild fullWidth>
            <Link href={lessonsHref}>Go to Lessons</Link>
          </Button>
        ) : null
      ) : (
        <Button fullWidth onClick={onEnroll} isLoading={isEnrolling}>
          Enroll For Free
        </Button>
      )}
      {certificateHref ? (
        <Button asChild variant="outline" fullWidth>
          <Link href={certificateHref} data-slot="enrollment-card-certificate">
            <Award aria-hidden className="text-dl-success" />
            View certificate
          </Link>
        </Button>
      ) : null}
      <div className="flex flex-col gap-2">
        <h2 className="text-base font-bold">What&apos;s Included</h2>
        <ul className="m-0 flex list-none flex-col gap-2 p-0 text-sm text-dl-muted">
          <li className="flex items-center gap-2">
            <Video aria-hidden className="size-4" />
            {lessonCountLabel(lessonCount)}
          </li>
          <li className="flex items-center gap-2">
            <MonitorSmartphone aria-hidden className="size-4" />
            Online Accessibility
          </li>
        </ul>
      </div>
    </aside>
  );
}
