'use client';

import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import {
  COURSE_ROW_SUBTITLE_MAX_CHARS,
  COURSE_ROW_SUBTITLE_MAX_CHARS_NARROW,
  IMAGE_SIZES,
} from '../../lib/product';
import { responsiveImageProps } from '../../lib/responsiveImage';
import { truncateText } from '../../lib/text';
import { cardVariants } from '../Card/Card';
import { CertificateLink } from '../CertificateLink';
import { lessonCountLabel, type CourseCardCourse } from '../CourseCard';
import { CourseProgress, type CourseProgressValue } from '../CourseProgress';
import { Link, useUiRoutes } from '../Link';

/** The course fields a list row shows (structurally a contract `CourseSummary`). */
export type CourseListRowCourse = CourseCardCourse & { subTitle: string };

export type CourseListRowProps = Omit<ComponentProps<'article'>, 'children'> & {
  course: CourseListRowCourse;
  /** Where the row leads. @default the course's detail page */
  href?: string;
  /** An enrolled learner's progress (My Enrollments, D32). @default none */
  progress?: CourseProgressValue;
  /** When the enrolment ends (ISO date): 'Access until ...' (D35). @default none */
  accessUntil?: string;
  /** The learner's certificate of this course, its page (`/certificates/{id}`): a 'View certificate' link. @default none */
  certificateHref?: string;
};

/**
 * A course in a list: thumbnail, title, lesson count and the subtitle cut to 100 characters, or to 50 below
 * 640 px. Both cuts are rendered and CSS (Tailwind's `sm` breakpoint = 640 px) shows one, so the cut follows
 * the viewport without JavaScript measuring it.
 */
export function CourseListRow({
  course,
  href,
  progress,
  accessUntil,
  certificateHref,
  className,
  ...props
}: CourseListRowProps) {
  const routes = useUiRoutes();
  return (
    <article
      data-slot="course-list-row"
      className={cn(
        cardVariants({ elevation: 'flat' }),
        'relative flex gap-4 p-3 sm:p-4',
        'has-[a:focus-visible]:outline-3 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-dl-ring has-[a:focus-visible]:outline-solid',
        className,
      )}
      {...props}
    >
      <img
        {...responsiveImageProps(course.thumbnail, IMAGE_SIZES.courseRow)}
        alt=""
        loading="lazy"
        className="aspect-video w-28 shrink-0 rounded-dl-control bg-dl-surface-raised object-cover sm:w-44"
      />
      <div className="flex min-w-0 flex-col gap-1">
        <h2 className="text-base font-semibold leading-snug">
          <Link
            href={href ?? routes.dashboard.course.getHref(course._id)}
            className="after:absolute after:inset-0 after:content-[''] hover:underline focus-visible:outline-none"
          >
            {course.title}
          </Link>
        </h2>
        <p className="text-sm text-dl-muted">{lessonCountLabel(course.lessonCount)}</p>
        <p className="text-sm text-dl-muted">
          <span className="sm:hidden">
            {truncateText(course.subTitle, COURSE_ROW_SUBTITLE_MAX_CHARS_NARROW)}
          </span>
          <span className="hidden sm:inline">
            {truncateText(course.subTitle, COURSE_ROW_SUBTITLE_MAX_CHARS)}
          </span>
        </p>
        {progress ? (
          <CourseProgress className="mt-1 max-w-xs" progress={progress} accessUntil={accessUntil} />
        ) : null}
        {certificateHref ? (
          <CertificateLink className="mt-1" href={certificateHref} courseTitle={course.title} />
        ) : null}
      </div>
    </article>
  );
}
