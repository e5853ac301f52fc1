import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe } from 'vitest';
import { apiAs, signedUpUser, type SignedUpUser } from '../support/api-setup';
import { expectNoAxeViolations } from '../support/axe';
import { publishBlog, sampleDraft } from '../support/blog-setup';
import { courseByTopic, enrolThroughApi, lessonPath } from '../support/catalogue';
import { expireStoredToken } from '../support/expired-token';
import { journey } from '../support/journey-test';
import { expectVisible } from '../support/page-expect';
import { signInWithStoredSession } from '../support/sign-in';
import { TEXT } from '../support/spec-texts';
import { squareImage } from '../support/test-images';

/** One user for the whole file, enrolled in React.js, with a blog and a comment, so every state has data. */
let user: SignedUpUser;
let reactPaths: { detail: string; lesson: string };
let lockedLesson: string;
let blogPath: string;

beforeAll(async () => {
  user = await signedUpUser('axe');
  const react = await courseByTopic(user.token, 'React.js');
  await enrolThroughApi(user.token, react._id);
  const lesson = react.syllabus[0]!;
  reactPaths = { detail: `/dashboard/courses/${react._id}`, lesson: lessonPath(react._id, lesson._id) };
  await apiAs(user.token).POST('/c/comments/{id}', {
    params: { path: { id: lesson._id } },
    body: { comment: 'An accessible comment' },
  });
  const git = await courseByTopic(user.token, 'Git');
  lockedLesson = lessonPath(git._id, git.syllabus[0]!._id);
  const blog = await publishBlog(user.token, sampleDraft(`Accessible blog ${Date.now()}`));
  blogPath = `/dashboard/blogs/${blog._id}`;
});

const ROUTES: { name: string; path: () => string; ready: (page: Page) => Locator }[] = [
  { name: 'course home', path: () => '/dashboard/courses', ready: (p) => p.getByText(TEXT.popularCourses) },
  {
    name: 'all courses',
    path: () => '/dashboard/courses/all?show=all-courses',
    ready: (p) => p.getByRole('heading', { name: TEXT.allCourses }),
  },
  {
    name: 'empty favorites',
    path: () => '/dashboard/courses/all?show=favorites',
    ready: (p) => p.getByText(TEXT.noCourses),
  },
  {
    name: 'empty search results',
    path: () => '/dashboard/courses/all?show=search-results&query=zzqxxv',
    ready: (p) => p.getByText(TEXT.noSearchResults),
  },
  { name: 'course detail', path: () => reactPaths.detail, ready: (p) => p.getByText(TEXT.validity) },
  {
    name: 'lesson (enrolled)',
    path: () => reactPaths.lesson,
    ready: (p) => p.locator('[data-slot="video-player"] video'),
  },
  {
    name: 'lesson (locked)',
    path: () => lockedLesson,
    ready: (p) => p.getByRole('button', { name: TEXT.enrollForFree }),
  },
  { name: 'profile', path: () => '/dashboard/profile', ready: (p) => p.getByLabel('First Name') },
  {
    name: 'blogs',
    path: () => '/dashboard/blogs',
    // The app's card (its byline has the date); the first paint's card has none.
    ready: (p) => p.getByRole('tabpanel').getByRole('listitem').first().locator('time'),
  },
  {
    name: 'blog detail',
    path: () => blogPath,
    ready: (p) => p.getByRole('button', { name: TEXT.deleteBlog }),
  },
  {
    name: 'create blog',
    path: () => '/dashboard/create-blog',
    ready: (p) => p.getByRole('button', { name: TEXT.createPost }),
  },
  {
    name: 'my blogs',
    path: () => '/dashboard/my-blogs',
    ready: (p) => p.getByRole('link', { name: TEXT.createBlogs }),
  },
  { name: 'landing (signed in)', path: () => '/', ready: (p) => p.getByRole('heading', { level: 1 }) },
  {
    name: 'unknown dashboard path',
    path: () => '/dashboard/no-such-page',
    ready: (p) => p.getByText(TEXT.notFound),
  },
];

describe('accessibility of the dashboard (WCAG 2.2 A/AA, signed in)', () => {
  for (const route of ROUTES) {
    journey(`${route.name} has no axe violations`, async ({ page }) => {
      await signInWithStoredSession(page, user);
      await page.goto(route.path());
      await expectVisible(route.ready(page), `the rendered ${route.name}`);
      await expectNoAxeViolations(page, route.name);
    });
  }

  journey('the lesson discussion with an open comment menu has no axe violations', async ({ page }) => {
    await signInWithStoredSession(page, user);
    await page.goto(reactPaths.lesson);
    await page.getByRole('tab', { name: 'Discussions' }).click();
    await expectVisible(page.getByText('An accessible comment'), 'the comment');
    await expectNoAxeViolations(page, 'the discussions tab');
    await page.getByRole('button', { name: 'More options' }).first().click();
    await expectVisible(page.getByRole('menuitem').first(), 'the comment menu');
    await expectNoAxeViolations(page, 'the discussions tab with a menu open');
  });

  journey('the blog tabs and the create form with its errors have no axe violations', async ({ page }) => {
    await signInWithStoredSession(page, user);
    await page.goto('/dashboard/blogs');
    for (const tab of ['Latest', 'Favorites']) {
      await page.getByRole('tab', { name: tab }).click();
      await expectVisible(page.getByRole('tabpanel'), `the ${tab} tab`);
      await expectNoAxeViolations(page, `the blogs ${tab} tab`);
    }
    await page.goto('/dashboard/create-blog');
    await page.getByRole('button', { name: TEXT.createPost }).click();
    await expectVisible(page.getByText(TEXT.headingRequired), 'the blog form errors');
    await expectNoAxeViolations(page, 'the create-blog form with errors');
  });

  journey('the avatar crop dialog has no axe violations', async ({ page }) => {
    await signInWithStoredSession(page, user);
    await page.goto('/dashboard/profile');
    await page.locator('input[type=file]').setInputFiles(await squareImage());
    await expectVisible(page.getByRole('button', { name: 'Save Avatar' }), 'the crop dialog');
    await expectNoAxeViolations(page, 'the avatar crop dialog');
  });

  journey('the refresh-token page has no axe violations', async ({ page }) => {
    await signInWithStoredSession(page, user);
    await expireStoredToken(page);
    await page.goto('/dashboard/courses');
    await expectVisible(page.getByRole('button', { name: 'Refresh Token' }), 'the refresh page');
    await expectNoAxeViolations(page, 'the refresh-token page');
  });
});
