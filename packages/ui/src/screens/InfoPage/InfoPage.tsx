'use client';

import { Button } from '../../components/Button';
import { Footer } from '../../components/Footer';
import { Header } from '../../components/Header';
import { Link, useUiRoutes } from '../../components/Link';
import type { InfoPageContent } from '../../content/infoPages';

export interface InfoPageProps {
  /** The page's copy, e.g. `infoPages.tutorials`. */
  content: InfoPageContent;
  /** Passed to the header ('Courses' instead of 'Sign In'). Default: false. */
  isSignedIn?: boolean;
}

/** One public information page (/tutorials, /community, /courses, /projects, /resources, /challenges, /contact, /site/about). */
export function InfoPage({ content, isSignedIn = false }: InfoPageProps) {
  const routes = useUiRoutes();
  return (
    <div data-slot="info-page" className="flex min-h-dvh flex-col">
      <Header isSignedIn={isSignedIn} />
      <main className="mx-auto w-full max-w-3xl flex-1 px-4 py-12 sm:px-8">
        <h1 className="text-3xl font-bold sm:text-4xl">{content.title}</h1>
        <p data-selectable className="mt-4 text-lg text-dl-muted">
          {content.lead}
        </p>
        {content.sections.map((section) => (
          <section key={section.heading} className="mt-10">
            <h2 className="text-xl font-semibold">{section.heading}</h2>
            <p data-selectable className="mt-2 text-dl-muted">
              {section.body}
            </p>
          </section>
        ))}
        {content.cta && !isSignedIn ? (
          <Button asChild size="lg" className="mt-10">
            <Link href={routes.auth[content.cta.route].getHref()}>{content.cta.label}</Link>
          </Button>
        ) : null}
      </main>
      <Footer />
    </div>
  );
}
