import type { ReactNode } from 'react';
import { Tabs } from 'radix-ui';
import { cn } from '../../lib/cn';

/** The two panels of a lesson. */
export type LessonTab = 'about' | 'discussions';

export type LessonTabsProps = {
  /** The About panel (lesson title, sub heading, likes, the course's about text). */
  about: ReactNode;
  /** The Discussions panel (the comment thread). */
  discussions: ReactNode;
  /** The tab shown first. @default 'about' */
  defaultTab?: LessonTab;
  /** Extra classes for the root. */
  className?: string;
};

const triggerClass = cn(
  'rounded-dl-control px-4 py-2 text-sm font-semibold text-dl-muted transition-colors',
  'hover:text-dl-fg data-[state=active]:bg-dl-surface-raised data-[state=active]:text-dl-fg',
);

/** Radix Tabs: arrow keys move between the tabs, and About is the default (spec section 4). */
export function LessonTabs({ about, discussions, defaultTab = 'about', className }: LessonTabsProps) {
  return (
    <Tabs.Root
      data-slot="lesson-tabs"
      defaultValue={defaultTab}
      className={cn('flex flex-col gap-4', className)}
    >
      <Tabs.List aria-label="Lesson" className="flex gap-2 border-b border-dl-line pb-2">
        <Tabs.Trigger value="about" className={triggerClass}>
          About
        </Tabs.Trigger>
        <Tabs.Trigger value="discussions" className={triggerClass}>
          Discussions
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="about">{about}</Tabs.Content>
      <Tabs.Content value="discussions">{discussions}</Tabs.Content>
    </Tabs.Root>
  );
}
