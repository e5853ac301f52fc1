'use client';

import { AboutSection } from '../../components/AboutSection';
import { Button } from '../../components/Button';
import { FeatureGrid } from '../../components/FeatureGrid';
import { Footer } from '../../components/Footer';
import { Header } from '../../components/Header';
import { Link, useUiRoutes } from '../../components/Link';
import { TopicCarousel } from '../../components/TopicCarousel';
import { LANDING_HEADLINE } from '../../content/landing';

export interface LandingProps {
  /** Signed-in visitors see 'Courses' buttons instead of 'Sign In' and 'Get Started'. Default: false. */
  isSignedIn?: boolean;
}

/** The landing page (/): header, headline, feature grid, topic carousel, About Us and footer. */
export function Landing({ isSignedIn = false }: LandingProps) {
  const routes = useUiRoutes();
  return (
    <div data-slot="landing" className="flex min-h-dvh flex-col">
      <Header isSignedIn={isSignedIn} />
      <main className="flex-1">
        <section className="mx-auto flex w-full max-w-4xl flex-col items-center gap-6 px-4 py-16 text-center sm:py-24">
          <h1 className="text-4xl leading-tight font-extrabold sm:text-5xl">{LANDING_HEADLINE}</h1>
          <p className="max-w-2xl text-lg text-dl-muted">
            Video courses, hands-on lessons, discussions and blogs: everything you need to grow as a web
            developer, free to start.
          </p>
          <Button asChild size="lg">
            {isSignedIn ? (
              <Link href={routes.dashboard.courses.getHref()}>Go to Courses</Link>
            ) : (
              <Link href={routes.auth.register.getHref()}>Get Started</Link>
            )}
          </Button>
        </section>
        <FeatureGrid />
        <TopicCarousel />
        <AboutSection />
      </main>
      <Footer />
    </div>
  );
}
