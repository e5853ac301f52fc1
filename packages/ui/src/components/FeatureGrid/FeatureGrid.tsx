'use client';

import { ArrowRight } from 'lucide-react';
import type { ComponentProps } from 'react';
import { landingFeatures, type Feature } from '../../content/landing';
import { cn } from '../../lib/cn';
import { cardVariants } from '../Card/Card';
import { Link, useUiRoutes } from '../Link';

export type FeatureGridProps = ComponentProps<'section'> & {
  /** The cards, each linking to its own page. Default: the landing page's six features. */
  features?: Feature[];
};

/** A responsive grid of feature cards; each whole card is one link. */
export function FeatureGrid({ features = landingFeatures, className, ...props }: FeatureGridProps) {
  const routes = useUiRoutes();
  return (
    <section
      data-slot="feature-grid"
      aria-labelledby="feature-grid-heading"
      className={cn('mx-auto w-full max-w-7xl px-4 py-12 sm:px-8', className)}
      {...props}
    >
      <h2 id="feature-grid-heading" className="mb-8 text-center text-2xl font-bold sm:text-3xl">
        Why learn with us
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {features.map((feature) => (
          <li key={feature.link}>
            <Link
              href={routes.features[feature.link].getHref()}
              className={cn(
                cardVariants(),
                'group flex h-full flex-col gap-3 p-6 transition-colors hover:border-dl-accent',
              )}
            >
              <h3 className="text-lg font-semibold">{feature.title}</h3>
              <p className="flex-1 text-dl-muted">{feature.description}</p>
              <span aria-hidden className="inline-flex items-center gap-1 text-sm font-semibold text-dl-ring">
                Learn more <ArrowRight className="size-4 transition-transform group-hover:translate-x-1" />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
