import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Breadcrumb, CourseCard, UiLinkProvider } from '@devlearn/ui';
import { IMAGE_SIZES } from '@devlearn/ui/product';
import { paths } from '../lib/paths';

/**
 * A page's first paint, drawn by public/early-requests.js from one early read as soon as it answers, in place of
 * the shell's loading state, before the app's code is even requested (issue 10.1: "the LCP element arrives with
 * the data"). `{{a.b}}` stands for the value at that path of the read's body (HTML-escaped when filled in); if a
 * value is missing the page keeps its loading state. The markup repeats the top of the page's screen, class for
 * class, so the app's render replaces it where it stands.
 *
 * `data-first-paint-if` on the root names a value that must be true for the paint to be drawn. Tried and not
 * kept: the lesson's video itself (its first frame was shown after the app had run anyway, and the page fetched
 * the video twice); its poster is painted instead.
 */
interface FirstPaint {
  /** The start of the early read's address that fills the template. */
  read: string;
  element: ReactElement;
}

const value = (path: string) => `{{${path}}}`;

const latestEnrolment = (field: string) => value(`data.enrollCourses.0.${field}`);

const firstBlog = (field: string) => value(`data.blogs.0.${field}`);

const FIRST_PAINTS: Record<string, FirstPaint> = {
  // Its LCP element is the video's poster, the course's artwork (packages/ui LessonView and VideoPlayer), from the
  // course read; only for an enrolled learner (the others get the locked view). The lesson's title, the video
  // itself and the rest come with the app.
  [paths.dashboard.lesson.path]: {
    read: '/api/v1/courses/',
    element: (
      <div data-slot="lesson-view" data-first-paint-if="data.isEnrolled" className="flex flex-col gap-6">
        <header className="flex flex-wrap items-center justify-between gap-3">
          <div className="flex min-w-0 flex-col">
            <a
              href={paths.dashboard.course.path.replace(':courseId', value('data._id'))}
              className="text-sm text-muted"
            >
              {value('data.title')}
            </a>
            {/* The lesson's heading comes with the app; its line is kept. */}
            <div aria-hidden className="text-2xl font-bold">
              &nbsp;
            </div>
          </div>
        </header>
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <div className="flex min-w-0 flex-col gap-6">
            <div className="flex flex-col gap-3">
              <figure className="m-0 flex flex-col gap-2">
                {/* eslint-disable-next-line jsx-a11y/media-has-caption -- no source yet: the app's player replaces it */}
                <video
                  poster={value('data.thumbnail.url')}
                  aria-hidden
                  className="aspect-video w-full rounded-card bg-black"
                />
              </figure>
            </div>
          </div>
        </div>
      </div>
    ),
  },
  // Its LCP element is the cover (packages/ui BlogArticle). The date, the like button and the text come with the
  // app.
  [paths.dashboard.blog.path]: {
    read: '/api/v1/blogs/',
    element: (
      <div data-slot="blog-detail">
        <article className="mx-auto flex max-w-3xl flex-col gap-6">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <a
              href={paths.dashboard.blogs.path}
              className="inline-flex items-center gap-2 text-sm font-semibold hover:underline"
            >
              <span aria-hidden className="size-4" />
              Back to blogs
            </a>
          </div>
          <header className="flex flex-col gap-3">
            <p className="flex flex-wrap gap-x-3 text-sm text-muted">
              <span>{value('data.blogCategory')}</span>
            </p>
            <h1 className="text-3xl font-bold leading-tight sm:text-4xl">{value('data.heading')}</h1>
            <div className="flex flex-wrap items-center justify-between gap-3">
              <p className="flex flex-col text-sm">
                <span className="font-semibold">{value('data.author.username')}</span>
                <span className="text-muted">{value('data.author.email')}</span>
              </p>
            </div>
          </header>
          <img
            src={value('data.blogImage.url')}
            srcSet={value('data.blogImage.srcset')}
            sizes={IMAGE_SIZES.articleCover}
            alt=""
            width={1280}
            height={720}
            fetchPriority="high"
            className="aspect-video w-full rounded-card bg-surface-raised object-cover"
          />
        </article>
      </div>
    ),
  },
  // Its LCP element is the first card's image (packages/ui BlogGrid and BlogCard). The card's text and byline
  // (a date the app formats) come with the app.
  [paths.dashboard.blogs.path]: {
    read: '/api/v1/blogs?',
    element: (
      <ul
        data-slot="blog-grid"
        className="m-0 grid list-none grid-cols-1 gap-4 p-0 sm:grid-cols-2 lg:grid-cols-3"
      >
        <li>
          <article className="relative flex h-full flex-col overflow-hidden rounded-card border border-line bg-surface shadow-card">
            <img
              src={firstBlog('blogImage.url')}
              srcSet={firstBlog('blogImage.srcset')}
              sizes={IMAGE_SIZES.blogCard}
              alt=""
              width={640}
              height={360}
              fetchPriority="high"
              className="aspect-video w-full bg-surface-raised object-cover"
            />
            <div className="flex flex-1 flex-col gap-2 p-4">
              <p className="text-xs font-semibold uppercase tracking-wide text-muted">
                {firstBlog('blogCategory')}
              </p>
              <h2 className="text-lg font-bold leading-snug">
                <a href={paths.dashboard.blog.path.replace(':blogId', firstBlog('_id'))}>
                  {firstBlog('heading')}
                </a>
              </h2>
            </div>
          </article>
        </li>
      </ul>
    ),
  },
  // Its LCP element is the 'Continue Learning' card's image (packages/ui CoursesHome), for a learner with an
  // enrolment; without one the page keeps its loading state until the app renders the popular courses. The card
  // gets its progress with the app.
  [paths.dashboard.courses.path]: {
    read: '/api/v1/users/enrollment',
    element: (
      <section aria-label="Continue Learning" className="flex flex-col gap-3">
        <div className="flex items-center justify-between gap-4">
          <h2 className="text-xl font-bold">Continue Learning</h2>
        </div>
        <div className="w-full sm:w-72">
          <CourseCard
            course={{
              _id: latestEnrolment('_id'),
              title: latestEnrolment('title'),
              thumbnail: {
                url: latestEnrolment('thumbnail.url'),
                srcset: latestEnrolment('thumbnail.srcset'),
              },
              // A slot where the card shows a number ('{{...}} Lessons').
              lessonCount: latestEnrolment('lessonCount') as unknown as number,
            }}
            priority
            sizes={IMAGE_SIZES.continueCard}
          />
        </div>
      </section>
    ),
  },
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
  // Plain anchors: the page is not the app's yet.
  const html =
    paint &&
    renderToStaticMarkup(<UiLinkProvider routes={paths}>{paint.element}</UiLinkProvider>)
      // A slot in a link's address comes out percent-encoded.
      .replace(/%7B%7B([\w.]+)%7D%7D/g, '{{$1}}');
  return paint && html !== undefined ? { read: paint.read, html } : undefined;
}
