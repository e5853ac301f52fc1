'use client';

import useEmblaCarousel from 'embla-carousel-react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useCallback, useEffect, useState, type ComponentProps, type CSSProperties } from 'react';
import { landingTopics, type Topic } from '../../content/landing';
import { cn } from '../../lib/cn';
import {
  TOPIC_CARD_GAP_NARROW_PX,
  TOPIC_CARD_GAP_WIDE_PX,
  TOPIC_CARD_WIDTH_NARROW_PX,
  TOPIC_CARD_WIDTH_WIDE_PX,
  TOPIC_CAROUSEL_STEP_PX,
} from '../../lib/product';
import { Button } from '../Button';
import { TopicOverlay } from '../TopicOverlay';
import { TopicCard } from './TopicCard';

export type TopicCarouselProps = ComponentProps<'section'> & {
  /** The topic cards. Default: the landing page's six topics. */
  topics?: Topic[];
};

// Embla moves by snap points; the spec's arrows move by a fixed distance, so they drive the engine directly.
// Embla's location is 0 at the start and grows negative towards the end.
type EmblaApi = NonNullable<ReturnType<typeof useEmblaCarousel>[1]>;

function scrollByPixels(api: EmblaApi, pixels: number) {
  const engine = api.internalEngine();
  const current = engine.target.get();
  const next = engine.limit.constrain(current - pixels);
  engine.scrollTo.distance(next - current, false);
}

// Card widths and gaps come from the constants; the md breakpoint is 768 px, the spec's breakpoint.
const slideSizes = {
  '--topic-gap-narrow': `${TOPIC_CARD_GAP_NARROW_PX}px`,
  '--topic-gap-wide': `${TOPIC_CARD_GAP_WIDE_PX}px`,
  '--topic-slide-narrow': `${TOPIC_CARD_WIDTH_NARROW_PX + TOPIC_CARD_GAP_NARROW_PX}px`,
  '--topic-slide-wide': `${TOPIC_CARD_WIDTH_WIDE_PX + TOPIC_CARD_GAP_WIDE_PX}px`,
} as CSSProperties;

function edgesOf(api: EmblaApi) {
  const { limit, location } = api.internalEngine();
  const position = location.get();
  // A pixel of slack: the engine settles on fractional positions.
  return { atStart: position >= limit.max - 1, atEnd: position <= limit.min + 1 };
}

/**
 * The landing topic carousel: six cards (230 px with 4 px gaps below 768 px, 384 px with 8 px gaps from it),
 * 'Previous'/'Next' arrows that move 300 px and are disabled at the ends. A card opens its TopicOverlay;
 * when the overlay closes the carousel scrolls that card into view and focus returns to it.
 */
export function TopicCarousel({ topics = landingTopics, className, ...props }: TopicCarouselProps) {
  const [viewportRef, api] = useEmblaCarousel({ align: 'start', dragFree: true, containScroll: 'trimSnaps' });
  // Before the engine has measured (and in the prerendered page, whose arrow press waits for the app), 'Next' is
  // on when there is more than one card.
  const [edges, setEdges] = useState({ atStart: true, atEnd: topics.length <= 1 });

  useEffect(() => {
    if (!api) return;
    const update = () => setEdges(edgesOf(api));
    update();
    api.on('scroll', update).on('settle', update).on('reInit', update).on('resize', update);
    return () => {
      api.off('scroll', update).off('settle', update).off('reInit', update).off('resize', update);
    };
  }, [api]);

  const scrollPrevious = useCallback(() => api && scrollByPixels(api, -TOPIC_CAROUSEL_STEP_PX), [api]);
  const scrollNext = useCallback(() => api && scrollByPixels(api, TOPIC_CAROUSEL_STEP_PX), [api]);

  return (
    <section
      data-slot="topic-carousel"
      aria-roledescription="carousel"
      aria-labelledby="topic-carousel-heading"
      className={cn('mx-auto w-full max-w-7xl px-4 py-12 sm:px-8', className)}
      {...props}
    >
      <div className="mb-6 flex items-center justify-between gap-4">
        <h2 id="topic-carousel-heading" className="text-2xl font-bold sm:text-3xl">
          Explore Topics
        </h2>
        <div className="flex gap-2">
          <Button
            variant="outline"
            size="icon"
            aria-label="Previous"
            disabled={edges.atStart}
            onClick={scrollPrevious}
          >
            <ChevronLeft aria-hidden />
          </Button>
          <Button variant="outline" size="icon" aria-label="Next" disabled={edges.atEnd} onClick={scrollNext}>
            <ChevronRight aria-hidden />
          </Button>
        </div>
      </div>
      <div ref={viewportRef} data-slot="topic-carousel-viewport" className="overflow-hidden">
        <ul
          style={slideSizes}
          className="-ml-(--topic-gap-narrow) flex touch-pan-y md:-ml-(--topic-gap-wide)"
        >
          {topics.map((topic, index) => (
            <li
              key={topic.title}
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${topics.length}`}
              className="min-w-0 shrink-0 grow-0 basis-(--topic-slide-narrow) pl-(--topic-gap-narrow) md:basis-(--topic-slide-wide) md:pl-(--topic-gap-wide)"
            >
              <TopicOverlay
                topic={topic}
                onOpenChange={(open) => {
                  if (!open) api?.scrollTo(index);
                }}
                trigger={<TopicCard topic={topic} index={index} />}
              />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
