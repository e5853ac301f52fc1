'use client';

import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';
import type { Topic } from '../../content/landing';
import { cn } from '../../lib/cn';
import { cardVariants } from '../Card/Card';

export interface TopicOverlayProps {
  /** The topic shown: category, title, paragraph, poster image and instructor. */
  topic: Topic;
  /** The element that opens the overlay (rendered as the dialog trigger, so focus returns to it). Default: none. */
  trigger?: ReactNode;
  /** Controlled open state. Default: uncontrolled. */
  open?: boolean;
  /** Initial open state when uncontrolled. Default: false. */
  defaultOpen?: boolean;
  /** Called when the overlay opens or closes (close button, Escape, click outside). */
  onOpenChange?: (open: boolean) => void;
  /** Extra classes for the dialog panel. */
  className?: string;
}

/**
 * The full-screen topic overlay (Radix Dialog, modal): closes on its button, Escape or a click outside;
 * page scrolling is locked while it is open and focus returns to the trigger when it closes.
 */
export function TopicOverlay({
  topic,
  trigger,
  open,
  defaultOpen,
  onOpenChange,
  className,
}: TopicOverlayProps) {
  return (
    <Dialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger ? <Dialog.Trigger asChild>{trigger}</Dialog.Trigger> : null}
      <Dialog.Portal>
        <Dialog.Overlay
          data-slot="topic-overlay-backdrop"
          className="fixed inset-0 z-40 bg-black/80 backdrop-blur-sm"
        />
        <Dialog.Content
          data-slot="topic-overlay"
          className={cn(
            'fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-1rem)] w-[calc(100%-1rem)] max-w-5xl -translate-x-1/2 -translate-y-1/2 flex-col overflow-y-auto text-dl-fg',
            cardVariants(),
            className,
          )}
        >
          <div className="flex items-start justify-between gap-4 p-5 sm:p-8">
            <div>
              <p className="text-sm font-semibold tracking-wide text-dl-ring uppercase">{topic.category}</p>
              <Dialog.Title className="mt-1 text-3xl font-bold sm:text-4xl">{topic.title}</Dialog.Title>
            </div>
            <Dialog.Close
              aria-label="Close"
              className="inline-flex size-10 shrink-0 items-center justify-center rounded-dl-pill bg-dl-surface-raised hover:bg-dl-line"
            >
              <X aria-hidden className="size-5" />
            </Dialog.Close>
          </div>
          <div className="grid gap-6 px-5 pb-8 sm:px-8 md:grid-cols-2">
            <img
              src={topic.src}
              alt={`${topic.title} course poster`}
              width={400}
              height={240}
              className="h-auto w-full rounded-dl-card"
            />
            <div className="space-y-4">
              <Dialog.Description data-selectable className="text-lg text-dl-muted">
                {topic.content}
              </Dialog.Description>
              <p>
                <span className="text-dl-muted">Instructor: </span>
                <span className="font-semibold">{topic.instructor}</span>
              </p>
            </div>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
