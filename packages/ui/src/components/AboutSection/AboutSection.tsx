import type { ComponentProps } from 'react';
import { aboutContent } from '../../content/landing';
import { cn } from '../../lib/cn';

export type AboutSectionProps = ComponentProps<'section'>;

/** The landing page's About Us section: the product's illustration, heading and about text. */
export function AboutSection({ className, ...props }: AboutSectionProps) {
  return (
    <section
      data-slot="about-section"
      id="about"
      aria-labelledby="about-heading"
      className={cn(
        'mx-auto grid w-full max-w-7xl items-center gap-8 px-4 py-12 sm:px-8 md:grid-cols-2',
        className,
      )}
      {...props}
    >
      <img
        src={aboutContent.image}
        alt="A learner at a screen full of code"
        width={480}
        height={320}
        className="h-auto w-full rounded-dl-card"
      />
      <div className="space-y-4">
        <h2 id="about-heading" className="text-2xl font-bold sm:text-3xl">
          {aboutContent.heading}
        </h2>
        <p className="text-lg text-dl-muted">{aboutContent.paragraph}</p>
      </div>
    </section>
  );
}
