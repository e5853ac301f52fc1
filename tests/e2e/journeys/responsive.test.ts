import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect } from 'vitest';
import { signedUpUser, type SignedUpUser } from '../support/api-setup';
import { expectNoAxeViolations } from '../support/axe';
import { publishBlog, sampleDraft } from '../support/blog-setup';
import { courseByTopic, enrolThroughApi, lessonPath } from '../support/catalogue';
import { journey } from '../support/journey-test';
import { expectHidden, expectPath, expectVisible } from '../support/page-expect';
import { loginButton, signInWithStoredSession } from '../support/sign-in';
import { TEXT } from '../support/spec-texts';

const WIDTHS = [375, 768, 1280] as const;
const SCREENSHOTS = fileURLToPath(new URL('../../artifacts/screenshots/', import.meta.url));

let user: SignedUpUser;
let paths: { course: string; lesson: string; blog: string };

beforeAll(async () => {
  mkdirSync(SCREENSHOTS, { recursive: true });
  // A long username on purpose (25 characters; D8 allows 30): the welcome line must wrap it, not overflow.
  user = await signedUpUser('responsive');
  const course = await courseByTopic(user.token, 'Next.js');
  await enrolThroughApi(user.token, course._id);
  const blog = await publishBlog(user.token, sampleDraft(`Responsive blog ${Date.now()}`));
  paths = {
    course: `/dashboard/courses/${course._id}`,
    lesson: lessonPath(course._id, course.syllabus[0]!._id),
    blog: `/dashboard/blogs/${blog._id}`,
  };
});

interface Screen {
  name: string;
  signedIn: boolean;
  path: () => string;
  ready: (page: Page) => Locator;
}

const SCREENS: Screen[] = [
  { name: 'landing', signedIn: false, path: () => '/', ready: (p) => p.getByRole('heading', { level: 1 }) },
  { name: 'login', signedIn: false, path: () => '/auth/login', ready: (p) => loginButton(p) },
  { name: 'register', signedIn: false, path: () => '/auth/register', ready: (p) => p.getByLabel('Username') },
  {
    name: 'not-found',
    signedIn: false,
    path: () => '/no-such-page',
    ready: (p) => p.getByText(TEXT.notFound),
  },
  {
    name: 'course-home',
    signedIn: true,
    path: () => '/dashboard/courses',
    ready: (p) => p.getByText(TEXT.popularCourses),
  },
  {
    name: 'all-courses',
    signedIn: true,
    path: () => '/dashboard/courses/all?show=all-courses',
    ready: (p) => p.getByRole('heading', { name: TEXT.allCourses }),
  },
  {
    name: 'course-detail',
    signedIn: true,
    path: () => paths.course,
    ready: (p) => p.getByText(TEXT.validity),
  },
  {
    name: 'lesson',
    signedIn: true,
    path: () => paths.lesson,
    ready: (p) => p.locator('[data-slot="video-player"] video'),
  },
  {
    name: 'blogs',
    signedIn: true,
    path: () => '/dashboard/blogs',
    ready: (p) => p.getByText(TEXT.blogsHeading),
  },
  {
    name: 'blog-detail',
    signedIn: true,
    path: () => paths.blog,
    ready: (p) => p.getByText(TEXT.backToBlogs),
  },
  {
    name: 'create-blog',
    signedIn: true,
    path: () => '/dashboard/create-blog',
    ready: (p) => p.getByRole('button', { name: TEXT.createPost }),
  },
  {
    name: 'my-blogs',
    signedIn: true,
    path: () => '/dashboard/my-blogs',
    ready: (p) => p.getByText(TEXT.createBlogs),
  },
  {
    name: 'profile',
    signedIn: true,
    path: () => '/dashboard/profile',
    ready: (p) => p.getByLabel('First Name'),
  },
];

/** How far the page can be scrolled sideways (0 when nothing sticks out). */
const horizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe('responsive layout at 375, 768 and 1280 px', () => {
  for (const screen of SCREENS) {
    journey(`${screen.name} fits every width without sideways scrolling`, async ({ page }) => {
      if (screen.signedIn) await signInWithStoredSession(page, user);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: width < 768 ? 740 : 900 });
        await page.goto(screen.path());
        await expectVisible(screen.ready(page), `${screen.name} at ${width} px`);
        await page.screenshot({ path: join(SCREENSHOTS, `${screen.name}-${width}.png`), fullPage: true });
        expect(await horizontalOverflow(page), `${screen.name} overflows sideways at ${width} px`).toBe(0);
      }
    });
  }

  journey('on a phone the dashboard menu slides in, navigates and closes', async ({ page }) => {
    await signInWithStoredSession(page, user);
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/dashboard/courses');
    const openMenu = page.getByRole('button', { name: 'Open menu' });
    await expectVisible(openMenu, "the 'Open menu' button");
    await openMenu.click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expectVisible(menu, 'the slide-in menu');
    await expectNoAxeViolations(page, 'the open mobile menu');
    for (const label of ['Courses', 'Blogs', 'My Blogs', 'Bookmark', 'Logout']) {
      await expectVisible(menu.getByText(label, { exact: true }), `'${label}' in the menu`);
    }
    await menu.getByRole('link', { name: 'Blogs', exact: true }).click();
    await expectPath(page, '/dashboard/blogs');
    await expectHidden(menu, 'the menu after choosing a link');

    await page.setViewportSize({ width: 1280, height: 900 });
    await expectHidden(openMenu, "'Open menu' on a desktop");
  });
});
