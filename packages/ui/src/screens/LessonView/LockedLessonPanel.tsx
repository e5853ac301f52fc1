'use client';

import { Lock } from 'lucide-react';
import { Button } from '../../components/Button';
import { cardVariants } from '../../components/Card/Card';
import { cn } from '../../lib/cn';

export type LockedLessonPanelProps = {
  onEnroll: () => void;
  isEnrolling: boolean;
};

/** Stands where the video would be for a user who is not enrolled (spec section 4: a locked lesson view). */
export function LockedLessonPanel({ onEnroll, isEnrolling }: LockedLessonPanelProps) {
  return (
    <div
      data-slot="locked-lesson"
      className={cn(
        cardVariants({ elevation: 'flat' }),
        'flex aspect-video w-full flex-col items-center justify-center gap-4 p-6 text-center',
      )}
    >
      <Lock aria-hidden className="size-10 text-dl-muted" />
      <p className="max-w-sm text-lg font-semibold">Enroll in this course to watch its lessons.</p>
      <Button size="lg" onClick={onEnroll} isLoading={isEnrolling}>
        Enroll For Free
      </Button>
    </div>
  );
}
