import {
  commentsFixture,
  coursesFixture,
  envelope,
  failure,
  http,
  repliesFixture,
  userFixture,
} from '@devlearn/api-client/mocks';
import { screen, waitFor, within } from '@testing-library/react';
import { delay, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp, storeSession } from '../../../test/renderApp';
import { server } from '../../../test/setup';

const react = coursesFixture[0]!; // enrolled, not a favourite
const html = coursesFixture[1]!; // a favourite, not enrolled
const node = coursesFixture[2]!; // neither
const lessonPath = (courseId: string, lessonId: string) =>
  `/dashboard/courses/learn/${courseId}/lesson/${lessonId}`;

describe('/dashboard/courses', () => {
  it("greets the user and lists 'Continue Learning' and 'Our Popular Courses'", async () => {
    storeSession();
    renderApp('/dashboard/courses');
    expect(await screen.findByText(`Welcome, ${userFixture.username} to Our Courses`)).toBeInTheDocument();
    expect(await screen.findByText('Continue Learning')).toBeInTheDocument();
    expect(screen.getByText('Our Popular Courses')).toBeInTheDocument();
    expect(screen.getAllByText(node.title).length).toBeGreaterThan(0);
  });

  it('a search opens the search-results list with the query', async () => {
    storeSession();
    const { user, currentPath, router } = renderApp('/dashboard/courses');
    await user.type(await screen.findByPlaceholderText('Search...'), '  react {Enter}');
    await waitFor(() => expect(currentPath()).toBe('/dashboard/courses/all'));
    expect(router.state.location.search).toBe('?show=search-results&query=react');
    expect(await screen.findByRole('heading', { name: 'Search Results' })).toBeInTheDocument();
    expect(await screen.findByText(react.title)).toBeInTheDocument();
    expect(screen.queryByText(html.title)).not.toBeInTheDocument();
  });

  it("a blank search is refused with 'Please enter a search query'", async () => {
    storeSession();
    const { user, currentPath } = renderApp('/dashboard/courses');
    await user.type(await screen.findByPlaceholderText('Search...'), '   {Enter}');
    expect(await screen.findByText('Please enter a search query')).toBeInTheDocument();
    expect(currentPath()).toBe('/dashboard/courses');
  });
});

describe('/dashboard/courses/all', () => {
  it("a search without matches says 'No search results found'", async () => {
    storeSession();
    renderApp('/dashboard/courses/all?show=search-results&query=zzqxxv');
    expect(await screen.findByText('No search results found')).toBeInTheDocument();
  });

  it('show=favorites lists the favourite courses under its title-cased name', async () => {
    storeSession();
    renderApp('/dashboard/courses/all?show=favorites');
    expect(await screen.findByRole('heading', { name: 'Favorites' })).toBeInTheDocument();
    expect(await screen.findByText(html.title)).toBeInTheDocument();
  });

  it("a list that fails to load says 'Something went wrong' and shows no courses", async () => {
    storeSession();
    server.use(
      http.get('/courses', ({ response }) =>
        response.untyped(HttpResponse.json(failure(500, ''), { status: 500 })),
      ),
    );
    renderApp('/dashboard/courses/all?show=all-courses');
    expect((await screen.findAllByText('Something went wrong')).length).toBeGreaterThan(0);
    expect(screen.queryByText(react.title)).not.toBeInTheDocument();
  });
});

describe('/dashboard/courses/{courseId}', () => {
  it("'Enroll For Free' enrols, then opens the first lesson", async () => {
    storeSession();
    let enrolled = '';
    server.use(
      http.post('/users/enrollment/{courseId}', ({ params, response }) => {
        enrolled = params.courseId;
        return response(200).json({
          statusCode: 200,
          data: {
            courseId: params.courseId,
            enrolledAt: new Date().toISOString(),
            expiresAt: new Date().toISOString(),
          },
          message: 'Enrolled',
          success: true,
        });
      }),
    );
    const { user, currentPath } = renderApp(`/dashboard/courses/${node._id}`);
    await user.click(await screen.findByRole('button', { name: 'Enroll For Free' }));
    await waitFor(() => expect(currentPath()).toBe(lessonPath(node._id, node.syllabus[0]!._id)));
    expect(enrolled).toBe(node._id);
    expect(JSON.parse(localStorage.getItem('user')!).enrollments).toContain(node._id);
  });
});

describe('the lesson page', () => {
  it('hides the site header and footer, and locks the video for a user who is not enrolled', async () => {
    storeSession();
    renderApp(lessonPath(node._id, node.syllabus[0]!._id));
    expect(await screen.findByRole('button', { name: 'Enroll For Free' })).toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(document.querySelector('[data-slot="header"]')).toBeNull();
    expect(document.querySelector('video')).toBeNull();
  });

  it("a notification's link into a thread opens the lesson on its Discussions tab", async () => {
    storeSession();
    renderApp(`${lessonPath(react._id, react.syllabus[0]!._id)}?thread=c1#comment-c1`);
    expect(await screen.findByRole('tab', { name: 'Discussions', selected: true })).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Comments' })).toBeInTheDocument();
  });

  it("a moderator's sidebar leads to the moderation page; a learner's does not (D50)", async () => {
    storeSession({ user: { ...userFixture, role: 'moderator' } });
    const { unmount } = renderApp('/dashboard/courses');
    const nav = await screen.findByRole('navigation', { name: 'Dashboard' });
    expect(within(nav).getByRole('link', { name: 'Moderation' })).toHaveAttribute(
      'href',
      '/dashboard/moderation',
    );
    unmount();
    storeSession({ user: { ...userFixture, role: 'learner' } });
    renderApp('/dashboard/courses');
    const learnerNav = await screen.findByRole('navigation', { name: 'Dashboard' });
    expect(within(learnerNav).queryByRole('link', { name: 'Moderation' })).toBeNull();
  });

  it('the other dashboard pages keep the site header and footer', async () => {
    storeSession();
    renderApp(`/dashboard/courses/${node._id}`);
    expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
    expect(document.querySelector('[data-slot="header"]')).not.toBeNull();
  });

  it('shows the video to an enrolled user', async () => {
    storeSession();
    renderApp(lessonPath(react._id, react.syllabus[0]!._id));
    await screen.findByText('About This Course');
    await waitFor(() => expect(document.querySelector('video')).not.toBeNull());
  });

  it('a lesson that fails to load shows the error and returns to /dashboard/courses', async () => {
    storeSession();
    const { currentPath } = renderApp(lessonPath(react._id, '0000000000000000000fffff'));
    expect(await screen.findByText('Lesson not found')).toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toBe('/dashboard/courses'));
  });

  it('the favourite toggle flips at once and rolls back with an error when the server refuses', async () => {
    storeSession();
    server.use(
      http.post('/users/favorites/{courseId}', async ({ response }) => {
        await delay(150);
        return response.untyped(
          HttpResponse.json(failure(500, 'Could not save the favourite'), { status: 500 }),
        );
      }),
    );
    const { user } = renderApp(lessonPath(node._id, node.syllabus[0]!._id));
    await user.click(await screen.findByRole('button', { name: 'Add to Favorites' }));
    expect(screen.getByRole('button', { name: 'Added to Favorites' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(JSON.parse(localStorage.getItem('user')!).favorites).toContain(node._id);
    expect(await screen.findByText('Could not save the favourite')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to Favorites' })).toHaveAttribute('aria-pressed', 'false');
    expect(JSON.parse(localStorage.getItem('user')!).favorites).not.toContain(node._id);
  });

  it('the lesson like flips and counts at once, and rolls back with an error when the server refuses', async () => {
    storeSession();
    server.use(
      http.post('/c/likes/{id}', async ({ response }) => {
        await delay(150);
        return response.untyped(HttpResponse.json(failure(500, 'Could not save the like'), { status: 500 }));
      }),
    );
    const { user } = renderApp(lessonPath(react._id, react.syllabus[0]!._id));
    await user.click(await screen.findByRole('button', { name: 'Like this lesson, 3 likes' }));
    expect(screen.getByRole('button', { name: 'Liked this lesson, 4 likes' })).toBeInTheDocument();
    expect(await screen.findByText('Could not save the like')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Like this lesson, 3 likes' })).toBeInTheDocument();
  });

  it('the lesson like keeps the server numbers on success', async () => {
    storeSession();
    const { user } = renderApp(lessonPath(react._id, react.syllabus[0]!._id));
    await user.click(await screen.findByRole('button', { name: 'Like this lesson, 3 likes' }));
    expect(await screen.findByRole('button', { name: 'Liked this lesson, 4 likes' })).toBeInTheDocument();
  });
});

describe('the course like', () => {
  it('flips and counts at once, and rolls back with an error when the server refuses', async () => {
    storeSession();
    server.use(
      http.post('/c/likes/{id}', async ({ response }) => {
        await delay(150);
        return response.untyped(HttpResponse.json(failure(500, 'Could not save the like'), { status: 500 }));
      }),
    );
    const { user } = renderApp(`/dashboard/courses/${node._id}`);
    const likes = node.totalLikes;
    await user.click(await screen.findByRole('button', { name: `Like this course, ${likes} likes` }));
    expect(screen.getByRole('button', { name: `Liked this course, ${likes + 1} likes` })).toBeInTheDocument();
    expect(await screen.findByText('Could not save the like')).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: `Like this course, ${likes} likes` }),
    ).toBeInTheDocument();
  });

  it('sends the course id and keeps the server numbers on success', async () => {
    storeSession();
    let likedId: string | undefined;
    server.use(
      http.post('/c/likes/{id}', ({ params, response }) => {
        likedId = params.id;
        return response(200).json({
          statusCode: 200,
          data: { likeStatus: true, totalLikes: 42 },
          message: 'Liked',
          success: true,
        });
      }),
    );
    const { user } = renderApp(`/dashboard/courses/${node._id}`);
    await user.click(
      await screen.findByRole('button', { name: `Like this course, ${node.totalLikes} likes` }),
    );
    expect(await screen.findByRole('button', { name: 'Liked this course, 42 likes' })).toBeInTheDocument();
    expect(likedId).toBe(node._id);
  });
});

describe('the lesson discussion', () => {
  const openDiscussion = async (user: ReturnType<typeof renderApp>['user']) => {
    await user.click(await screen.findByRole('tab', { name: 'Discussions' }));
    return screen.findByRole('list', { name: 'Comments' });
  };

  it('a posted comment is appended to the list after the server accepts it', async () => {
    storeSession();
    const { user } = renderApp(lessonPath(react._id, react.syllabus[0]!._id));
    const list = await openDiscussion(user);
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await user.type(screen.getByLabelText('Add a comment'), '  Thanks, that helped!  ');
    await user.click(screen.getByRole('button', { name: 'Post' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
    expect(within(list).getByText('Thanks, that helped!')).toBeInTheDocument();
  });

  it('an edited comment has its text replaced; a deleted one with replies reads as deleted', async () => {
    storeSession();
    const { user } = renderApp(lessonPath(react._id, react.syllabus[0]!._id));
    const list = await openDiscussion(user);
    const own = within(list).getByText('Why does the effect run twice in development?').closest('li')!;
    await user.click(within(own).getByRole('button', { name: 'More options' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    expect(screen.getByText('Edit Your Comment')).toBeInTheDocument();
    const box = screen.getByLabelText('Your comment');
    await user.clear(box);
    await user.type(box, 'Because of strict mode.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await within(list).findByText('Because of strict mode.')).toBeInTheDocument();

    const edited = within(list).getByText('Because of strict mode.').closest('li')!;
    await user.click(within(edited).getByRole('button', { name: 'More options' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    await waitFor(() => expect(within(list).queryByText('Because of strict mode.')).not.toBeInTheDocument());
    // It has replies, so its thread stays readable (issue 42).
    expect(within(list).getByText('This comment was deleted')).toBeInTheDocument();
  });

  it("a deleted reply leaves its thread and the thread's count at once", async () => {
    storeSession();
    const [thread] = commentsFixture;
    let replies = [
      { ...repliesFixture[0]!, _id: 'own-reply', comment: 'Mine', html: '<p>Mine</p>', owner: thread!.owner },
    ];
    server.use(
      http.get('/c/comments/{id}/replies', ({ response }) => response(200).json(envelope(replies))),
      http.delete('/c/comments/{id}', ({ params, response }) => {
        replies = replies.filter((reply) => reply._id !== params.id);
        return response(200).json(envelope(null));
      }),
    );
    const { user } = renderApp(`${lessonPath(react._id, react.syllabus[0]!._id)}?thread=${thread!._id}`);
    const reply = (await screen.findByText('Mine')).closest('li')!;
    expect(screen.getByRole('button', { name: '2 replies' })).toBeInTheDocument();
    await user.click(within(reply).getByRole('button', { name: 'More options' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('Mine')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: '1 reply' })).toBeInTheDocument();
  });

  it("a failed delete says 'Failed to delete comment' and keeps the comment", async () => {
    storeSession();
    server.use(
      http.delete('/c/comments/{id}', ({ response }) =>
        response.untyped(HttpResponse.json(failure(500, 'Database down'), { status: 500 })),
      ),
    );
    const { user } = renderApp(lessonPath(react._id, react.syllabus[0]!._id));
    const list = await openDiscussion(user);
    const own = within(list).getByText('Why does the effect run twice in development?').closest('li')!;
    await user.click(within(own).getByRole('button', { name: 'More options' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete comment')).toBeInTheDocument();
    expect(within(list).getByText('Why does the effect run twice in development?')).toBeInTheDocument();
  });

  it("'Report' on someone else's comment sends it with a reason and confirms 'Report sent successfully'", async () => {
    storeSession();
    const { user } = renderApp(lessonPath(react._id, react.syllabus[0]!._id));
    const list = await openDiscussion(user);
    const theirs = within(list)
      .getByText(/Strict mode mounts components twice/)
      .closest('li')!;
    await user.click(within(theirs).getByRole('button', { name: 'More options' }));
    expect(screen.queryByRole('menuitem', { name: 'Delete' })).not.toBeInTheDocument();
    const reports: unknown[] = [];
    server.use(
      http.post('/reports', async ({ request, response }) => {
        reports.push(await request.json());
        return response(201).json(envelope(null, 'Report sent successfully', 201));
      }),
    );
    await user.click(await screen.findByRole('menuitem', { name: 'Report' }));
    await user.type(await screen.findByLabelText('Reason (optional)'), 'Off topic');
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('Report sent successfully')).toBeInTheDocument();
    expect(reports).toEqual([
      { targetType: 'comment', targetId: commentsFixture[1]!._id, reason: 'Off topic' },
    ]);
  });
});

describe('progress and resume (D32)', () => {
  /** The server's answer for `react`: its first lesson done, the second started at 42 s. */
  function reactProgress(secondCompleted = () => false) {
    const [first, second] = react.syllabus;
    server.use(
      http.get('/c/progress/{courseId}', ({ response }) =>
        response(200).json(
          envelope({
            courseId: react._id,
            totalLessons: react.syllabus.length,
            completedLessons: 1,
            resumeLessonId: second!._id,
            certificate: null,
            lessons: [
              {
                lessonId: first!._id,
                positionSeconds: 50,
                completed: true,
                updatedAt: '2026-11-01T10:00:00.000Z',
              },
              {
                lessonId: second!._id,
                positionSeconds: 42,
                completed: secondCompleted(),
                updatedAt: '2026-11-02T10:00:00.000Z',
              },
            ],
          }),
        ),
      ),
    );
  }

  it("the course page shows '1 of N lessons' and 'Go to Lessons' opens the lesson to resume", async () => {
    storeSession();
    reactProgress();
    const { user, currentPath } = renderApp(`/dashboard/courses/${react._id}`);
    expect(await screen.findByText(`1 of ${react.syllabus.length} lessons`)).toBeInTheDocument();
    const syllabus = within(screen.getByRole('navigation', { name: 'Syllabus' }));
    expect(syllabus.getAllByText('(completed)')).toHaveLength(1);
    await user.click(screen.getByRole('link', { name: 'Go to Lessons' }));
    await waitFor(() => expect(currentPath()).toBe(lessonPath(react._id, react.syllabus[1]!._id)));
  });

  it("'Mark as done' saves the lesson as completed and ticks it in the syllabus", async () => {
    storeSession();
    let done = false;
    reactProgress(() => done);
    const second = react.syllabus[1]!;
    const saved: unknown[] = [];
    server.use(
      http.put('/c/progress/{courseId}/{lessonId}', async ({ params, request, response }) => {
        const body = await request.json();
        saved.push({ lessonId: params.lessonId, ...body });
        done = body.completed ?? done;
        return response(200).json(
          envelope(
            {
              lessonId: params.lessonId,
              positionSeconds: 42,
              completed: body.completed ?? false,
              updatedAt: new Date().toISOString(),
              issuedCertificate: null,
            },
            'Progress saved',
          ),
        );
      }),
    );
    const { user } = renderApp(lessonPath(react._id, second._id));
    const markDone = await screen.findByRole('button', { name: 'Mark as done' });
    await waitFor(() => expect(markDone).toHaveAttribute('aria-pressed', 'false'));
    await user.click(markDone);
    await waitFor(() => expect(saved).toEqual([{ lessonId: second._id, completed: true }]));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Mark as done' })).toHaveAttribute('aria-pressed', 'true'),
    );
  });

  it("My Enrollments shows each course's progress and when access ends", async () => {
    storeSession();
    server.use(
      http.get('/users/progress', ({ response }) =>
        response(200).json(
          envelope({
            courses: [
              {
                courseId: react._id,
                totalLessons: 4,
                completedLessons: 3,
                resumeLessonId: react.syllabus[0]!._id,
                certificate: null,
              },
            ],
          }),
        ),
      ),
      http.get('/users/enrollment', ({ response }) =>
        response(200).json(
          envelope({
            enrollCourses: [
              {
                _id: react._id,
                title: react.title,
                subTitle: react.subTitle,
                thumbnail: react.thumbnail,
                lessonCount: react.lessonCount,
                syllabus: react.syllabus.map((lesson) => lesson._id),
                enrolledAt: '2026-03-03T12:00:00.000Z',
                expiresAt: '2027-03-03T12:00:00.000Z',
                firstLessonId: react.syllabus[0]!._id,
              },
            ],
          }),
        ),
      ),
    );
    renderApp('/dashboard/courses/all?show=my-enrollments');
    expect(await screen.findByText('3 of 4 lessons')).toBeInTheDocument();
    expect(screen.getByText('Access until March 3, 2027')).toBeInTheDocument();
  });
});

describe('every comment reachable (D34)', () => {
  /** 23 comments a minute apart, newest first, as the server pages them. */
  const discussion = Array.from({ length: 23 }, (_, i) => ({
    ...commentsFixture[0]!,
    _id: `0000000000000000000c${String(100 + i).padStart(4, '0')}`,
    comment: `Comment number ${i + 1}`,
    html: `<p>Comment number ${i + 1}</p>`,
    updatedAt: new Date(Date.UTC(2026, 10, 1, 12, 59 - i)).toISOString(),
  }));

  it("'Load more' fetches the next page after the last comment, and the sort is asked of the server", async () => {
    storeSession();
    const asked: string[] = [];
    server.use(
      http.get('/c/comments/{id}', ({ request, response }) => {
        const query = new URL(request.url).searchParams;
        asked.push(query.toString());
        const ordered = query.get('sort') === 'oldest' ? [...discussion].reverse() : discussion;
        const after = query.get('after');
        const start = after ? ordered.findIndex((c) => after.endsWith(c._id)) + 1 : 0;
        return response(200).json(envelope(ordered.slice(start, start + Number(query.get('limit')))));
      }),
    );
    const { user } = renderApp(lessonPath(react._id, react.syllabus[0]!._id));
    await user.click(await screen.findByRole('tab', { name: 'Discussions' }));
    const list = await screen.findByRole('list', { name: 'Comments' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(20));
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(23));
    const last = discussion[19]!;
    expect(asked[1]).toContain(`after=${Date.parse(last.updatedAt)}_${last._id}`);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();

    await user.click(screen.getByRole('button', { name: /^Sort comments/ }));
    await waitFor(() => expect(asked.at(-1)).toContain('sort=oldest'));
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Comments' })).getAllByRole('listitem')[0],
      ).toHaveTextContent('Comment number 23'),
    );
  });
});
