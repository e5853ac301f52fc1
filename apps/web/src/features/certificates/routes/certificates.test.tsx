import {
  certificateFixture,
  certificatesFixture,
  coursesFixture,
  envelope,
  http,
} from '@devlearn/api-client/mocks';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, storeSession } from '../../../test/renderApp';
import { server } from '../../../test/setup';

// D51 in the browser app: the public verification page, the profile's section, the course page's mark.

describe('/certificates/{id}', () => {
  it('shows the name, the course and the date to a visitor, with the PDF link', async () => {
    renderApp(`/certificates/${certificateFixture.id}`);
    expect(await screen.findByRole('heading', { name: 'Certificate of Completion' })).toBeInTheDocument();
    expect(screen.getByText(certificateFixture.learnerName)).toBeInTheDocument();
    expect(screen.getByText(certificateFixture.courseTitle)).toBeInTheDocument();
    expect(screen.getByText(certificateFixture.id)).toBeInTheDocument();
    const pdf = screen.getByRole('link', { name: 'Download PDF' });
    expect(pdf).toHaveAttribute('href', `/api/v1/certificates/${certificateFixture.id}/pdf`);
    await waitFor(() => expect(document.title).toContain(certificateFixture.courseTitle));
  });

  it('shows the 404 page for an id that was never issued', async () => {
    renderApp('/certificates/aaaaaaaaaaaaaaaaaaaaaaaaaa');
    expect(await screen.findByText(/page not found/i)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Download PDF' })).not.toBeInTheDocument();
  });
});

describe('the certificates of a signed-in learner', () => {
  it('lists them on the profile, each opening its page', async () => {
    storeSession();
    renderApp('/dashboard/profile');
    const section = within(await screen.findByRole('region', { name: 'Certificates' }));
    for (const certificate of certificatesFixture) {
      expect(await section.findByText(certificate.courseTitle, { exact: false })).toBeInTheDocument();
    }
    const links = section.getAllByRole('link');
    expect(links[0]).toHaveAttribute('href', `/certificates/${certificatesFixture[0]!.id}`);
  });

  it("marks the course page with 'View certificate' once it is issued", async () => {
    storeSession();
    const react = coursesFixture[0]!;
    server.use(
      http.get('/c/progress/{courseId}', ({ response }) =>
        response(200).json(
          envelope({
            courseId: react._id,
            totalLessons: react.syllabus.length,
            completedLessons: react.syllabus.length,
            resumeLessonId: react.syllabus[0]!._id,
            certificate: { id: certificateFixture.id, issuedAt: certificateFixture.issuedAt },
            lessons: [],
          }),
        ),
      ),
    );
    renderApp(`/dashboard/courses/${react._id}`);
    const link = await screen.findByRole('link', { name: 'View certificate' });
    expect(link).toHaveAttribute('href', `/certificates/${certificateFixture.id}`);
  });

  it("marks My Enrollments' row of a course with its certificate", async () => {
    storeSession();
    const react = coursesFixture[0]!;
    server.use(
      http.get('/users/progress', ({ response }) =>
        response(200).json(
          envelope({
            courses: [
              {
                courseId: react._id,
                totalLessons: react.syllabus.length,
                completedLessons: react.syllabus.length,
                resumeLessonId: react.syllabus[0]!._id,
                certificate: { id: certificateFixture.id, issuedAt: certificateFixture.issuedAt },
              },
            ],
          }),
        ),
      ),
    );
    renderApp('/dashboard/courses/all?show=my-enrollments');
    const link = await screen.findByRole('link', { name: /^View certificate/ });
    expect(link).toHaveAttribute('href', `/certificates/${certificateFixture.id}`);
  });
});
