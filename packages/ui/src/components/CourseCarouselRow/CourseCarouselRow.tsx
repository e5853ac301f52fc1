'use client';

import { useEffect, useId, useReducer, type ComponentProps } from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { cn } from '../../lib/cn';
import { COURSE_CAROUSEL_STEP_PX } from '../../lib/product';
import { Button } from '../Button';
import { CourseCard, type CourseCardCourse } from '../CourseCard';
import { Link, useUiRoutes } from '../Link';

export type CourseCarouselRowProps = Omit<ComponentProps<'section'>, 'children'> & {
  /** The row's heading, e.g. 'Our Popular Courses'. */
  label: string;
  courses: CourseCardCourse[];
  /** The first card's image is the page's largest paint: load it eagerly with high priority. @default false */
  priorityFirst?: boolean;
};

/**
 * A labelled row of course cards. Every slide is exactly 270 px wide (card plus its gap), so Embla's
 * one-slide step is the spec's 270 px scroll; 'Previous' and 'Next' are disabled at the ends. Embla also
 * gives swipe and drag; keyboard users tab through the card links or use the arrows.
 */
export function CourseCarouselRow({
  label,
  courses,
  priorityFirst = false,
  className,
  ...props
}: CourseCarouselRowProps) {
  const routes = useUiRoutes();
  const headingId = useId();
  const [viewportRef, embla] = useEmblaCarousel({ align: 'start', containScroll: 'trimSnaps' });
  // Embla owns the scroll position; re-render on its events and read the ends from it.
  const [, refresh] = useReducer((count: number) => count + 1, 0);
  const canPrev = embla?.canScrollPrev() ?? false;
  const canNext = embla?.canScrollNext() ?? false;

  useEffect(() => {
    if (!embla) return;
    embla.on('select', refresh).on('reInit', refresh).on('settle', refresh);
    return () => {
      embla.off('select', refresh).off('reInit', refresh).off('settle', refresh);
    };
  }, [embla]);

  return (
    <section
      data-slot="course-carousel-row"
      aria-labelledby={headingId}
      className={cn('flex flex-col gap-3', className)}
      {...props}
    >
      <div className="flex items-center justify-between gap-4">
        <h2 id={headingId} className="text-xl font-bold">
          {label}
        </h2>
        <div className="flex items-center gap-2">
          <Link
            href={routes.dashboard.courseList.getHref('all-courses')}
            className="text-sm font-semibold underline underline-offset-4 hover:text-dl-muted"
          >
            View All
          </Link>
          <Button
            variant="outline"
            size="icon"
            aria-label="Previous"
            disabled={!canPrev}
            onClick={() => embla?.scrollPrev()}
          >
            <ChevronLeft aria-hidden />
          </Button>
          <Button
            variant="outline"
            size="icon"
            aria-label="Next"
            disabled={!canNext}
            onClick={() => embla?.scrollNext()}
          >
            <ChevronRight aria-hidden />
          </Button>
        </div>
      </div>
      <div ref={viewportRef} className="overflow-hidden" data-slot="course-carousel-viewport">
        <ul className="m-0 flex list-none p-0">
          {courses.map((course, index) => (
            <li
              key={course._id}
              // A tabbed-to card outside the viewport is brought in by Embla; the browser's own scroll of the
              // clipped viewport is undone so the two never disagree.
              onFocus={(event) => {
                const viewport = event.currentTarget.closest<HTMLElement>(
                  '[data-slot=course-carousel-viewport]',
                );
                if (viewport) viewport.scrollLeft = 0;
                embla?.scrollTo(index);
              }}
              className="shrink-0 grow-0 pr-4"
              style={{ flexBasis: COURSE_CAROUSEL_STEP_PX }}
              data-slot="course-carousel-slide"
            >
              <CourseCard course={course} priority={priorityFirst && index === 0} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
