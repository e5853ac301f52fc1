import type { InjectOptions } from 'fastify';
import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { useAppWithMail } from '../../../test/app-with-mail.js';
import { pdfText } from '../../../test/pdf-text.js';
import { createSignedInUser, type SignedInUser } from '../../../test/signed-in-user.js';
import { isCertificateId, newCertificateId } from './certificate-ids.js';
import { A4_LANDSCAPE } from './certificate-pdf.js';
import { learnerNameOf } from './certificates.service.js';

// D51 on the store the suite runs against (SQLite, or PostgreSQL with TEST_DATABASE_URL), with a real SMTP
// catcher for the mail.

const context = useAppWithMail({ APP_ORIGIN: 'https://learn.example.com' });
let courses: { id: string; title: string; lessonIds: string[] }[];

beforeAll(async () => {
  const rows = await context.testApp.app.db
    .selectFrom('lessons')
    .innerJoin('courses', 'courses.id', 'lessons.course_id')
    .select(['lessons.course_id', 'lessons.id', 'courses.title'])
    .orderBy('courses.created_at')
    .orderBy('lessons.position')
    .execute();
  const byCourse = new Map<string, { id: string; title: string; lessonIds: string[] }>();
  for (const row of rows) {
    const entry = byCourse.get(row.course_id) ?? { id: row.course_id, title: row.title, lessonIds: [] };
    entry.lessonIds.push(row.id);
    byCourse.set(row.course_id, entry);
  }
  courses = [...byCourse.values()];
});

const inject = (options: InjectOptions) => context.testApp.app.inject(options);

async function learnerIn(courseId: string, name?: { first: string; last: string }) {
  const learner = await createSignedInUser(context.testApp.app);
  if (name) {
    await context.testApp.app.db
      .updateTable('users')
      .set({ first_name: name.first, last_name: name.last })
      .where('id', '=', learner.id)
      .execute();
  }
  const enrolled = await inject({
    method: 'POST',
    url: `/api/v1/users/enrollment/${courseId}`,
    headers: learner.headers,
  });
  expect(enrolled.statusCode).toBe(200);
  return learner;
}

const mark = (courseId: string, lessonId: string, learner: SignedInUser, completed: boolean) =>
  inject({
    method: 'PUT',
    url: `/api/v1/c/progress/${courseId}/${lessonId}`,
    headers: learner.headers,
    payload: { completed },
  });

const progressOf = async (courseId: string, learner: SignedInUser) =>
  (await inject({ method: 'GET', url: `/api/v1/c/progress/${courseId}`, headers: learner.headers })).json()
    .data;

/** Marks every lesson done in order; the answers' `issuedCertificate`s. */
async function completeCourse(course: { id: string; lessonIds: string[] }, learner: SignedInUser) {
  const issued = [];
  for (const lessonId of course.lessonIds) {
    const saved = await mark(course.id, lessonId, learner, true);
    expect(saved.statusCode).toBe(200);
    issued.push(saved.json().data.issuedCertificate);
  }
  return issued;
}

describe('certificate ids', () => {
  it('are 26 characters of lowercase base32 (128 bits), different every time', () => {
    const ids = new Set(Array.from({ length: 2000 }, () => newCertificateId()));
    expect(ids.size).toBe(2000);
    for (const id of ids) expect(id).toMatch(/^[a-z2-7]{26}$/);
    expect(isCertificateId('../etc/passwd')).toBe(false);
  });

  it('names the learner by first and last name, else by username', () => {
    expect(learnerNameOf({ first_name: 'Ada', last_name: 'Lovelace', username: 'ada' })).toBe('Ada Lovelace');
    expect(learnerNameOf({ first_name: ' ', last_name: '', username: 'ada_l' })).toBe('ada_l');
  });
});

describe('issuing on the completing save (D51)', () => {
  it('issues one certificate on the save that completes the last lesson, with a mail carrying its link', async () => {
    const course = courses[0]!;
    const learner = await learnerIn(course.id, { first: 'Ada', last: 'Lovelace' });
    const mailsBefore = context.mail.received.length;
    const issued = await completeCourse(course, learner);
    expect(issued.slice(0, -1).every((entry) => entry === null)).toBe(true);
    const certificate = issued.at(-1);
    expect(certificate).toMatchObject({ id: expect.stringMatching(/^[a-z2-7]{26}$/) });
    expect(new Date(certificate.issuedAt).getTime()).toBeGreaterThan(Date.now() - 60_000);

    const mail = await context.mail.nth(mailsBefore + 1);
    expect(mail.to).toMatchObject({ text: learner.email });
    expect(mail.subject).toBe(`Your DevLearn certificate: ${course.title}`);
    expect(mail.text).toContain(`https://learn.example.com/certificates/${certificate.id}`);

    // The mark on the course page and the cards: the course's progress carries it.
    expect((await progressOf(course.id, learner)).certificate).toEqual(certificate);
    const list = await inject({ method: 'GET', url: '/api/v1/users/progress', headers: learner.headers });
    const entry = list.json().data.courses.find((c: { courseId: string }) => c.courseId === course.id);
    expect(entry.certificate).toEqual(certificate);

    // The profile's section.
    const mine = await inject({ method: 'GET', url: '/api/v1/users/certificates', headers: learner.headers });
    expect(mine.json().data.certificates).toEqual([
      {
        id: certificate.id,
        courseId: course.id,
        courseTitle: course.title,
        learnerName: 'Ada Lovelace',
        issuedAt: certificate.issuedAt,
      },
    ]);
  });

  it('keeps the certificate when a lesson is marked not done, and never issues a second one', async () => {
    const course = courses[1]!;
    const learner = await learnerIn(course.id);
    const certificate = (await completeCourse(course, learner)).at(-1);
    expect(certificate).not.toBeNull();
    const undone = await mark(course.id, course.lessonIds[0]!, learner, false);
    expect(undone.json().data).toMatchObject({ completed: false, issuedCertificate: null });
    const progress = await progressOf(course.id, learner);
    expect(progress.completedLessons).toBe(course.lessonIds.length - 1);
    expect(progress.certificate).toEqual(certificate);
    const redone = await mark(course.id, course.lessonIds[0]!, learner, true);
    expect(redone.json().data.issuedCertificate).toBeNull();
    const rows = await context.testApp.app.db
      .selectFrom('certificates')
      .select('id')
      .where('user_id', '=', learner.id)
      .execute();
    expect(rows).toEqual([{ id: certificate.id }]);
    // Named by the username, as this learner has no first or last name.
    const verified = await inject({ method: 'GET', url: `/api/v1/certificates/${certificate.id}` });
    expect(verified.json().data.learnerName).toBe(learner.username);
  });

  it('issues nothing while a lesson is left, and nothing to another learner', async () => {
    const course = courses[2]!;
    const learner = await learnerIn(course.id);
    for (const lessonId of course.lessonIds.slice(0, -1)) {
      expect((await mark(course.id, lessonId, learner, true)).json().data.issuedCertificate).toBeNull();
    }
    expect((await progressOf(course.id, learner)).certificate).toBeNull();
    const other = await learnerIn(course.id);
    expect((await progressOf(course.id, other)).certificate).toBeNull();
  });

  it('issues once when the last two lessons complete at the same moment', async () => {
    const course = courses[3]!;
    const learner = await learnerIn(course.id);
    for (const lessonId of course.lessonIds.slice(0, -2)) await mark(course.id, lessonId, learner, true);
    const answers = await Promise.all(
      course.lessonIds.slice(-2).map((lessonId) => mark(course.id, lessonId, learner, true)),
    );
    const issued = answers.map((answer) => answer.json().data.issuedCertificate).filter(Boolean);
    expect(issued.length).toBeLessThanOrEqual(1);
    const rows = await context.testApp.app.db
      .selectFrom('certificates')
      .select('id')
      .where('user_id', '=', learner.id)
      .execute();
    expect(rows).toHaveLength(1);
  });
});

describe('the public verification and the PDF', () => {
  let certificate: { id: string; issuedAt: string };
  let course: { id: string; title: string; lessonIds: string[] };

  beforeAll(async () => {
    course = courses[4]!;
    const learner = await learnerIn(course.id, { first: 'Grace', last: 'Hopper' });
    certificate = (await completeCourse(course, learner)).at(-1);
  });

  it('shows name, course and date without a sign-in, nothing else', async () => {
    const response = await inject({ method: 'GET', url: `/api/v1/certificates/${certificate.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      id: certificate.id,
      learnerName: 'Grace Hopper',
      courseTitle: course.title,
      issuedAt: certificate.issuedAt,
    });
  });

  it('answers 404 for an unknown id, a near miss and a malformed one', async () => {
    const nearMiss = `${certificate.id.slice(0, -1)}${certificate.id.endsWith('a') ? 'b' : 'a'}`;
    for (const id of [newCertificateId(), nearMiss, 'not-an-id', 'x'.repeat(64)]) {
      const response = await inject({ method: 'GET', url: `/api/v1/certificates/${id}` });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ success: false, message: 'Certificate not found' });
      const pdf = await inject({ method: 'GET', url: `/api/v1/certificates/${id}/pdf` });
      expect(pdf.statusCode).toBe(404);
    }
  });

  it('makes an A4 landscape PDF carrying the verification URL, as an attachment', async () => {
    const response = await inject({ method: 'GET', url: `/api/v1/certificates/${certificate.id}/pdf` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="devlearn-certificate-${certificate.id}.pdf"`,
    );
    const bytes = response.rawPayload;
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(1);
    const { width, height } = pdf.getPage(0).getSize();
    expect([width, height]).toEqual(A4_LANDSCAPE);
    expect(pdf.getTitle()).toBe(`Certificate of completion: ${course.title}`);
    // The page's text, as a reader's search finds it: the URL, the name and the id are drawn on it.
    const { lines } = await pdfText(bytes);
    expect(lines).toContain(
      `Verify this certificate at https://learn.example.com/certificates/${certificate.id}`,
    );
    expect(lines).toContain('Grace Hopper');
    expect(lines).toContain(course.title);
    // The same certificate makes the same bytes.
    const again = await inject({ method: 'GET', url: `/api/v1/certificates/${certificate.id}/pdf` });
    expect(again.rawPayload.equals(bytes)).toBe(true);
  });
});
