import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Breadcrumb } from '@devlearn/ui';
import { paths } from '../lib/paths';

/**
 * A page's first paint, drawn by public/early-requests.js from one early read as soon as it answers, in place of
 * the shell's loading state, before the app's code is even requested (issue 10.1: "the LCP element arrives with
 * the data"). `{{a.b}}` stands for the value at that path of the read's body (HTML-escaped when filled in); if a
 * value is missing the page keeps its loading state. The markup repeats the top of the page's screen, class for
 * class, so the app's render replaces it where it stands.
 *
 * Only course detail has one. Tried and not kept: the lesson's video (its first frame is shown after the app has
 * run anyway, so the paint only fetched the video twice); the course home's first card would need the carousel's
 * layout repeated here.
 */
interface FirstPaint {
  /** The start of the early read's address that fills the template. */
  read: string;
  element: ReactElement;
}

const value = (path: string) => `{{${path}}}`;

const FIRST_PAINTS: Record<string, FirstPaint> = {
  // Its LCP element is the heading (packages/ui CourseDetail).
  [paths.dashboard.course.path]: {
    read: '/api/v1/courses/',
    element: (
      <div data-slot="course-detail" className="flex flex-col gap-6">
        <Breadcrumb
          items={[{ label: 'Courses', href: paths.dashboard.courses.path }, { label: value('data.title') }]}
        />
        <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <div className="flex flex-col gap-6">
            <header className="flex flex-col gap-2">
              <h1 className="text-3xl font-bold leading-tight sm:text-4xl">{value('data.title')}</h1>
              <p className="text-lg text-muted">{value('data.subTitle')}</p>
            </header>
          </div>
        </div>
      </div>
    ),
  },
};

/** The first paint of a dashboard page (its route pattern) as markup with `{{path}}` slots, if it has one. */
export function firstPaintOf(pattern: string): { read: string; html: string } | undefined {
  const paint = FIRST_PAINTS[pattern];
  return paint && { read: paint.read, html: renderToStaticMarkup(paint.element) };
}
