'use client';

import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { COURSE_CARD_TITLE_MAX_CHARS, IMAGE_SIZES } from '../../lib/product';
import { responsiveImageProps, type ResponsiveImage } from '../../lib/responsiveImage';
import { truncateText } from '../../lib/text';
import { cardVariants } from '../Card/Card';
import { CertificateLink } from '../CertificateLink';
import { CourseProgress, type CourseProgressValue } from '../CourseProgress';
import { Link, useUiRoutes } from '../Link';

/** The course fields a card shows (structurally a contract `CourseSummary`). */
export type CourseCardCourse = {
  _id: string;
  title: string;
  thumbnail: ResponsiveImage;
  lessonCount: number;
};

export type CourseCardProps = Omit<ComponentProps<'article'>, 'children'> & {
  course: CourseCardCourse;
  /** Where the card leads. @default the course's detail page */
  href?: string;
  /**
   * The card's image is the page's largest paint (the first card above the fold): load it at once with high
   * priority instead of lazily (ADR 0078). @default false
   */
  priority?: boolean;
  /**
   * How wide the card is shown, as an `<img sizes>`: the browser picks the thumbnail's stored width from it
   * (ADR 0078). @default the course carousel's slide (`IMAGE_SIZES.courseCard`)
   */
  sizes?: string;
  /** An enrolled learner's progress, shown under the lesson count (D32). @default none */
  progress?: CourseProgressValue;
  /** When the enrolment ends (ISO date): 'Access until ...' (D35). @default none */
  accessUntil?: string;
  /** The learner's certificate of this course, its page (`/certificates/{id}`): a 'View certificate' link. @default none */
  certificateHref?: string;
};

/** '1 Lesson', '3 Lessons'. */
export function lessonCountLabel(count: number): string {
  return count === 1 ? '1 Lesson' : `${count} Lessons`;
}

/**
 * A course tile: thumbnail, the title cut to 55 characters plus an ellipsis, and the lesson count. The whole
 * card is one link to the course detail; the full title stays in the link's name for screen readers. A learner
 * who earned the course's certificate also gets a 'View certificate' link (D51).
 */
export function CourseCard({
  course,
  href,
  priority = false,
  sizes = IMAGE_SIZES.courseCard,
  progress,
  accessUntil,
  certificateHref,
  className,
  ...props
}: CourseCardProps) {
  const routes = useUiRoutes();
  const shownTitle = truncateText(course.title, COURSE_CARD_TITLE_MAX_CHARS);
  return (
    <article
      data-slot="course-card"
      className={cn(
        cardVariants(),
        'relative flex h-full flex-col overflow-hidden',
        // The link stretches over the card, so the card draws the link's focus ring.
        'has-[a:focus-visible]:outline-3 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-dl-ring has-[a:focus-visible]:outline-solid',
        className,
      )}
      {...props}
    >
      <img
        {...responsiveImageProps(course.thumbnail, sizes)}
        alt=""
        // The 16:9 box is reserved before the image arrives (no layout shift).
        width={640}
        height={360}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        className="aspect-video h-auto w-full bg-dl-surface-raised object-cover"
      />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 className="text-base font-semibold leading-snug">
          <Link
            href={href ?? routes.dashboard.course.getHref(course._id)}
            className="after:absolute after:inset-0 after:content-[''] hover:underline focus-visible:outline-none"
          >
            <span aria-hidden>{shownTitle}</span>
            <span className="sr-only">{course.title}</span>
          </Link>
        </h3>
        <p className="mt-auto text-sm text-dl-muted">{lessonCountLabel(course.lessonCount)}</p>
        {progress ? <CourseProgress progress={progress} accessUntil={accessUntil} /> : null}
        {certificateHref ? <CertificateLink href={certificateHref} courseTitle={course.title} /> : null}
      </div>
    </article>
  );
}
