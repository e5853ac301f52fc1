import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createSignedInUser, type SignedInUser } from '../../test/signed-in-user.js';
import { PAGE_SESSION_COOKIE } from '../auth/page-session.js';
import { multipart, validBlogFields } from '../modules/blogs/blog-test-fixtures.js';
import { createModerationRepository } from '../modules/moderation/moderation.repository.js';

/** The web app's real build: its server renderer is what this server loads (ADR 0100). */
const webDist = fileURLToPath(new URL('../../../web/dist', import.meta.url));

/** Text as React writes it into HTML. */
const inHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');

interface PageStateJson {
  session: { user: { username: string } } | null;
  queries: unknown;
  router: { loaderData: Record<string, unknown> };
}

/** The page state the HTML hands the browser, parsed from its JSON script. */
function pageStateOf(html: string): PageStateJson {
  const json = /<script type="application\/json" id="page-state">([^<]*)<\/script>/.exec(html)?.[1];
  if (!json) throw new Error('the page has no state script');
  return JSON.parse(json) as PageStateJson;
}

describe('pages rendered per request with the page session (D47, ADR 0100)', () => {
  let testApp: TestApp;
  let learner: SignedInUser;
  let courseId: string;
  beforeAll(async () => {
    if (!existsSync(path.join(webDist, 'server', 'entry-server.js')))
      execFileSync('npm', ['run', 'build', '-w', '@devlearn/web'], { stdio: 'ignore' });
    testApp = await buildTestApp({ config: { webDistDir: webDist } });
    learner = await createSignedInUser(testApp.app);
    // The default catalogue, seeded on start.
    const courses = await testApp.app.inject({ url: '/api/v1/courses?limit=1', headers: learner.headers });
    courseId = courses.json<{ data: { courses: { _id: string }[] } }>().data.courses[0]?._id ?? '';
    expect(courseId).not.toBe('');
  }, 240_000);
  afterAll(async () => {
    await testApp?.close();
  });

  const page = (url: string, token?: string) =>
    testApp.app.inject({
      method: 'GET',
      url,
      cookies: token ? { [PAGE_SESSION_COOKIE]: token } : {},
    });

  it('renders the course home with the signed-in learner and their data in the HTML', async () => {
    const answer = await page('/dashboard/courses', learner.accessToken);
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain(`Welcome, ${inHtml(learner.username)} to Our Courses`);
    expect(answer.headers['cache-control']).toBe('private, no-store');
    expect(pageStateOf(answer.body).session?.user.username).toBe(learner.username);
  });

  it('renders a course with its title and syllabus in the HTML, read through the API', async () => {
    const course = (
      await testApp.app.inject({ url: `/api/v1/courses/${courseId}`, headers: learner.headers })
    ).json<{ data: { title: string; syllabus: { title: string }[] } }>().data;
    expect(course.syllabus.length).toBeGreaterThan(0);

    const answer = await page(`/dashboard/courses/${courseId}`, learner.accessToken);
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain(inHtml(course.title));
    for (const lesson of course.syllabus) expect(answer.body).toContain(inHtml(lesson.title));
    // The cache the page was rendered from travels with it, as JSON the browser does not run.
    expect(JSON.stringify(pageStateOf(answer.body).queries)).toContain(course.syllabus[0]?.title);
  });

  it('leaves a dashboard page without a known session to the browser: the empty app, no data', async () => {
    for (const token of [undefined, 'not-a-token']) {
      const answer = await page(`/dashboard/courses/${courseId}`, token);
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toContain('<div id="root"></div>');
      expect(answer.body).not.toContain('page-state');
    }
  });

  it('renders a public page for everyone, and an unknown address as the 404 page with status 404', async () => {
    const login = await page('/auth/login');
    expect(login.statusCode).toBe(200);
    expect(login.body).toMatch(/<h1[^>]*>Sign In<\/h1>/);
    const missing = await page('/no/such/page');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('404 Page not found');
  });

  it("answers a route's redirect on the server", async () => {
    const answer = await page('/dashboard', learner.accessToken);
    expect(answer.statusCode).toBe(302);
    expect(answer.headers.location).toBe('/dashboard/courses');
  });

  describe('the dashboard pages whose loaders read their data (issue 45)', () => {
    let ada: SignedInUser;
    let moderator: SignedInUser;
    let courseTitle: string;
    let certificateId: string;
    const blogHeading = 'Notes a server renders before the browser runs';
    const api = (user: SignedInUser, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
      testApp.app.inject({
        method,
        url: `/api/v1${url}`,
        headers: user.headers,
        ...(payload ? { payload } : {}),
      });

    beforeAll(async () => {
      ada = await createSignedInUser(testApp.app);
      await testApp.app.db
        .updateTable('users')
        .set({ first_name: 'Adaline' })
        .where('id', '=', ada.id)
        .execute();
      courseTitle = (await api(ada, 'GET', `/courses/${courseId}`)).json<{ data: { title: string } }>().data
        .title;
      // Enrolled, a favourite, and completed: a certificate.
      expect((await api(ada, 'POST', `/users/enrollment/${courseId}`)).statusCode).toBe(200);
      expect((await api(ada, 'POST', `/users/favorites/${courseId}`)).statusCode).toBe(200);
      const lessons = await testApp.app.db
        .selectFrom('lessons')
        .select('id')
        .where('course_id', '=', courseId)
        .orderBy('position')
        .execute();
      for (const { id } of lessons)
        expect((await api(ada, 'PUT', `/c/progress/${courseId}/${id}`, { completed: true })).statusCode).toBe(
          200,
        );
      certificateId =
        (await api(ada, 'GET', '/users/certificates')).json<{ data: { certificates: { id: string }[] } }>()
          .data.certificates[0]?.id ?? '';
      expect(certificateId).not.toBe('');
      // Ada's blog, which she likes and the learner reports.
      const form = await multipart(await validBlogFields({ heading: blogHeading }));
      const created = await testApp.app.inject({
        method: 'POST',
        url: '/api/v1/blogs',
        payload: form.payload,
        headers: { ...ada.headers, ...form.headers },
      });
      expect(created.statusCode).toBe(201);
      const blogId = created.json<{ data: { _id: string } }>().data._id;
      expect((await api(ada, 'POST', `/b/likes/${blogId}`)).statusCode).toBe(200);
      const report = { targetType: 'blog', targetId: blogId, reason: 'Off topic' };
      expect((await api(learner, 'POST', '/reports', report)).statusCode).toBe(201);
      // What `npm run user:role -- <email> moderator` does.
      moderator = await createSignedInUser(testApp.app);
      const moderation = createModerationRepository(testApp.app.db, testApp.app.dbDialect);
      expect(await moderation.setRole(moderator.email, 'moderator')).toBe(true);
    }, 120_000);

    const html = async (url: string, user: SignedInUser) => {
      const answer = await page(url, user.accessToken);
      expect(answer.statusCode, url).toBe(200);
      expect(answer.body, url).toContain('page-state');
      return answer.body;
    };

    it("renders the profile with the learner's names and certificates", async () => {
      const body = await html('/dashboard/profile', ada);
      // The form, not its loader; its inputs are filled from the page's cache once the browser runs them.
      expect(body).toContain('name="firstName"');
      expect(body).not.toContain('Loading profile');
      expect(JSON.stringify(pageStateOf(body).queries)).toContain('"firstName":"Adaline"');
      expect(body).toContain(`href="/certificates/${certificateId}"`);
      expect(body).toContain(inHtml(courseTitle));
    });

    it('renders each course list with its courses: all, enrolments, favourites and a search', async () => {
      const word = courseTitle
        .split(/\W+/)
        .reduce((longest, next) => (next.length > longest.length ? next : longest));
      const results = (await api(ada, 'GET', `/courses/query?query=${encodeURIComponent(word)}`)).json<{
        data: { courses: { title: string }[] };
      }>().data.courses;
      expect(results.length).toBeGreaterThan(0);
      for (const show of ['all-courses', 'my-enrollments', 'favorites']) {
        const body = await html(`/dashboard/courses/all?show=${show}`, ada);
        expect(body, show).toContain(inHtml(courseTitle));
      }
      const search = await html(
        `/dashboard/courses/all?show=search-results&query=${encodeURIComponent(word)}`,
        ada,
      );
      for (const { title } of results) expect(search).toContain(inHtml(title));
      // A list it does not show is not read.
      expect(JSON.stringify(pageStateOf(search).queries)).not.toContain('/users/favorites');
    });

    it('renders the Latest and Favorites tabs and My Blogs with their blogs', async () => {
      for (const url of [
        '/dashboard/blogs?tab=latest',
        '/dashboard/blogs?tab=favorites',
        '/dashboard/my-blogs',
      ])
        expect(await html(url, ada), url).toContain(inHtml(blogHeading));
      // Another learner likes nothing: their Favorites tab is rendered empty, not loading.
      const theirs = await html('/dashboard/blogs?tab=favorites', learner);
      expect(theirs).not.toContain(inHtml(blogHeading));
      expect(theirs).toContain('No Blogs here.');
      expect(JSON.stringify(pageStateOf(theirs).queries)).toContain('/b/likes/self');
    });

    it("renders the moderation queue with the reported blog for a moderator, and a learner's refusal", async () => {
      const queue = await html('/dashboard/moderation', moderator);
      expect(queue).toContain(inHtml(blogHeading));
      expect(queue).toContain('Off topic');
      // A learner gets the server's 403 as the page's error, in the HTML and in the loader data the browser's
      // first render reads (the failed query is not in the page's cache).
      const refused = await html('/dashboard/moderation', learner);
      expect(refused).toContain('Only moderators can do this');
      expect(refused).not.toContain('Loading reports');
      expect(Object.values(pageStateOf(refused).router.loaderData)).toContain('Only moderators can do this');
    });
  });

  it('sends pages under a CSP that runs no inline script; the state script is data', async () => {
    const answer = await page('/dashboard/courses', learner.accessToken);
    const scriptSources = /script-src ([^;]*)/.exec(String(answer.headers['content-security-policy']))?.[1];
    expect(scriptSources).toBeDefined();
    expect(scriptSources).not.toContain("'unsafe-inline'");
    const inlineScripts = [...answer.body.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map(
      (match) => match[1],
    );
    expect(inlineScripts).toEqual([
      ' type="application/json" id="page-state"',
      ' type="application/json" id="page-code"',
    ]);
  });

  it('never serves the server renderer or the build manifest as a file', async () => {
    const answer = await page('/server/entry-server.js');
    expect(answer.body).not.toContain('renderToReadableStream');
    expect((await page('/.vite/manifest.json')).body).not.toContain('"isEntry"');
  });

  it("lists the app's code and the page's route chunks for the browser, each a file the server sends (ADR 0101)", async () => {
    const answer = await page(`/dashboard/courses/${courseId}`, learner.accessToken);
    const json = /<script type="application\/json" id="page-code">([^<]*)<\/script>/.exec(answer.body)?.[1];
    const files = JSON.parse(json ?? '[]') as string[];
    expect(files.some((href) => /^\/assets\/startApp-[\w-]+\.js$/.test(href))).toBe(true);
    expect(files.some((href) => /^\/assets\/CourseDetailRoute-[\w-]+\.js$/.test(href))).toBe(true);
    for (const href of files) {
      const file = await page(href);
      expect(file.statusCode, href).toBe(200);
      expect(file.headers['content-type'], href).toContain('javascript');
    }
  });
});
