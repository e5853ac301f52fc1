'use client';

import { useState, type ComponentProps } from 'react';
import type { Topic } from '../../content/landing';
import { cn } from '../../lib/cn';
import { TOPIC_CARD_ENTRY_DELAY_S } from '../../lib/product';
import { cardVariants } from '../Card/Card';

export type TopicCardProps = ComponentProps<'button'> & {
  topic: Topic;
  /** Position in the carousel; each card's entry animation waits 0.2 s more than the one before. */
  index: number;
};

/** A carousel card: a button (so it is keyboard reachable) whose image starts blurred and sharpens once loaded. */
export function TopicCard({ topic, index, className, style, ...props }: TopicCardProps) {
  const [imageState, setImageState] = useState<'loading' | 'loaded'>('loading');
  return (
    <button
      type="button"
      data-slot="topic-card"
      className={cn(
        cardVariants({ elevation: 'flat' }),
        'group relative block w-full animate-dl-fade-in-up overflow-hidden text-left',
        className,
      )}
      style={{ animationDelay: `${index * TOPIC_CARD_ENTRY_DELAY_S}s`, ...style }}
      {...props}
    >
      <img
        src={topic.src}
        alt=""
        width={400}
        height={240}
        // A prerendered page sharpens it before the app runs (the web app's before-app.js): the look follows
        // `data-state`, and an image that loaded before the app took the page over is seen as loaded.
        data-blur-up=""
        data-state={imageState}
        ref={(image) => {
          if (image?.complete && image.naturalWidth > 0) setImageState('loaded');
        }}
        onLoad={() => setImageState('loaded')}
        className="aspect-[5/3] w-full scale-105 object-cover blur-md transition-[filter,transform] duration-700 data-[state=loaded]:scale-100 data-[state=loaded]:blur-none"
      />
      <span className="block p-4">
        <span className="block text-xs font-semibold tracking-wide text-dl-ring uppercase">
          {topic.category}
          {/* The two lines are read apart ('Frontend, React.js'); the name stays the visible text (WCAG 2.5.3). */}
          <span className="sr-only">, </span>
        </span>
        <span className="mt-1 block text-lg font-bold">{topic.title}</span>
      </span>
    </button>
  );
}
