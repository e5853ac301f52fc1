import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createSignedInUser, type SignedInUser } from '../../test/signed-in-user.js';
import { PAGE_SESSION_COOKIE } from '../auth/page-session.js';

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

/** The page state the HTML hands the browser, parsed from its JSON script. */
function pageStateOf(html: string): { session: { user: { username: string } } | null; queries: unknown } {
  const json = /<script type="application\/json" id="page-state">([^<]*)<\/script>/.exec(html)?.[1];
  if (!json) throw new Error('the page has no state script');
  return JSON.parse(json) as { session: { user: { username: string } } | null; queries: unknown };
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
