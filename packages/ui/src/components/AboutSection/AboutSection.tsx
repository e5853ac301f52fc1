import type { ComponentProps } from 'react';
import { aboutContent } from '../../content/landing';
import { cn } from '../../lib/cn';

export type AboutSectionProps = ComponentProps<'section'> & {
  /** The heading. Default: 'About Us'. */
  heading?: string;
  /** The descriptive paragraph. Default: the product's about text. */
  paragraph?: string;
  /** The image URL. Default: the package's illustration. */
  image?: string;
  /** The image's alternative text. Default: describes the illustration. */
  imageAlt?: string;
};

/** The landing page's About Us section: an image, a heading and a paragraph. */
export function AboutSection({
  heading = aboutContent.heading,
  paragraph = aboutContent.paragraph,
  image = aboutContent.image,
  imageAlt = 'A learner at a screen full of code',
  className,
  ...props
}: AboutSectionProps) {
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
      <img src={image} alt={imageAlt} width={480} height={320} className="h-auto w-full rounded-card" />
      <div className="space-y-4">
        <h2 id="about-heading" className="text-2xl font-bold sm:text-3xl">
          {heading}
        </h2>
        <p className="text-lg text-muted">{paragraph}</p>
      </div>
    </section>
  );
}
