import { blogsFixture, blogSummariesFixture, envelope, failure, http } from '@devlearn/api-client/mocks';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { delay, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp, storeSession } from '../../../test/renderApp';
import { server } from '../../../test/setup';

const ownBlog = blogsFixture[0]!; // written by the signed-in user, liked by them, 8 likes
const othersBlog = blogsFixture[1]!;

describe('/dashboard/blogs', () => {
  it("shows 6 blogs, and 'Show more' adds the next page until totalBlogs are loaded", async () => {
    storeSession();
    const { user } = renderApp('/dashboard/blogs');
    expect(await screen.findByText('Coding Insights and Innovations')).toBeInTheDocument();
    await screen.findByText(blogSummariesFixture[5]!.heading);
    expect(screen.queryByText(blogSummariesFixture[6]!.heading)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByText(blogSummariesFixture[7]!.heading)).toBeInTheDocument();
    expect(screen.getByText(blogSummariesFixture[0]!.heading)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it("an empty tab says 'No Blogs here.'", async () => {
    storeSession();
    server.use(
      http.get('/b/likes/self', ({ response }) => response(200).json(envelope({ blogs: [], totalBlogs: 0 }))),
    );
    const { user } = renderApp('/dashboard/blogs');
    await user.click(await screen.findByRole('tab', { name: 'Favorites' }));
    expect(await screen.findByText('No Blogs here.')).toBeInTheDocument();
  });
});

describe('/dashboard/blogs/{blogId}', () => {
  it('a blog a moderator hid says so (issue 42)', async () => {
    storeSession();
    server.use(
      http.get('/blogs/{blogId}', ({ response }) =>
        response(200).json(envelope({ ...othersBlog, content: '', state: 'hidden' as const })),
      ),
    );
    renderApp(`/dashboard/blogs/${othersBlog._id}`);
    expect(await screen.findByText('This blog was hidden by a moderator')).toBeInTheDocument();
  });

  it('the blog like flips at once and rolls back with an error when the server refuses (D23)', async () => {
    storeSession();
    server.use(
      http.post('/b/likes/{blogId}', async ({ response }) => {
        await delay(150);
        return response.untyped(HttpResponse.json(failure(500, 'Like failed'), { status: 500 }));
      }),
    );
    const { user } = renderApp(`/dashboard/blogs/${ownBlog._id}`);
    await user.click(await screen.findByRole('button', { name: 'Liked this blog, 8 likes' }));
    expect(screen.getByRole('button', { name: 'Like this blog, 7 likes' })).toBeInTheDocument();
    expect(await screen.findByText('Like failed')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Liked this blog, 8 likes' })).toBeInTheDocument();
  });

  it("a successful like takes the server's state and shows its message", async () => {
    storeSession();
    const { user } = renderApp(`/dashboard/blogs/${othersBlog._id}`);
    await user.click(await screen.findByRole('button', { name: 'Like this blog, 7 likes' }));
    expect(await screen.findByText('Blog liked')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Liked this blog, 9 likes' })).toBeInTheDocument();
  });

  it("someone else's blog can be reported with a reason; one's own cannot (D50)", async () => {
    storeSession();
    const reports: unknown[] = [];
    server.use(
      http.post('/reports', async ({ request, response }) => {
        reports.push(await request.json());
        return response(201).json(envelope(null, 'Report sent successfully', 201));
      }),
    );
    const own = renderApp(`/dashboard/blogs/${ownBlog._id}`);
    await screen.findByText(ownBlog.heading);
    expect(screen.queryByRole('button', { name: 'Report' })).not.toBeInTheDocument();
    own.unmount();

    const { user } = renderApp(`/dashboard/blogs/${othersBlog._id}`);
    await user.click(await screen.findByRole('button', { name: 'Report' }));
    await user.type(await screen.findByLabelText('Reason (optional)'), 'Spam');
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('Report sent successfully')).toBeInTheDocument();
    expect(reports).toEqual([{ targetType: 'blog', targetId: othersBlog._id, reason: 'Spam' }]);
  });

  it("only the author sees 'Delete Blog'; deleting shows the server's message and opens the list", async () => {
    storeSession();
    const others = renderApp(`/dashboard/blogs/${othersBlog._id}`);
    await screen.findByText(othersBlog.heading);
    expect(screen.queryByRole('button', { name: 'Delete Blog' })).not.toBeInTheDocument();
    others.unmount();

    const { user, currentPath } = renderApp(`/dashboard/blogs/${ownBlog._id}`);
    await user.click(await screen.findByRole('button', { name: 'Delete Blog' }));
    expect(await screen.findByText('Blog deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toBe('/dashboard/blogs'));
  });
});

describe('/dashboard/create-blog', () => {
  it('an empty form shows every required message at once', async () => {
    storeSession();
    const { user } = renderApp('/dashboard/create-blog');
    await user.click(await screen.findByRole('button', { name: 'Create Post' }));
    expect(await screen.findByText('Heading is required')).toBeInTheDocument();
    expect(screen.getByText('Subheading is required')).toBeInTheDocument();
    expect(screen.getByText('Category is required')).toBeInTheDocument();
    expect(screen.getByText('Content is required')).toBeInTheDocument();
    expect(screen.getByText('Image is required')).toBeInTheDocument();
  });

  it("refuses a file that is not JPEG or PNG with 'Unsupported file type'", async () => {
    storeSession();
    const { user } = renderApp('/dashboard/create-blog');
    const gif = new File(['GIF89a'], 'cat.gif', { type: 'image/gif' });
    // Not through user.upload, which would drop a file the input's `accept` refuses before the form sees it.
    fireEvent.change(await screen.findByLabelText('Image', { selector: 'input' }), {
      target: { files: [gif] },
    });
    await user.click(screen.getByRole('button', { name: 'Create Post' }));
    expect(await screen.findByText('Unsupported file type')).toBeInTheDocument();
  });
});

describe('/dashboard/create-blog drafts (D33)', () => {
  /** The draft endpoints, recording what the page sends. */
  function draftServer(saved: unknown = null) {
    const sent: { method: string; body?: unknown }[] = [];
    server.use(
      http.get('/blogs/draft', ({ response }) => response(200).json(envelope(saved as null))),
      http.put('/blogs/draft', async ({ request, response }) => {
        const body = await request.json();
        sent.push({ method: 'PUT', body });
        return response(200).json(envelope({ ...body, updatedAt: new Date().toISOString() }));
      }),
      http.delete('/blogs/draft', ({ response }) => {
        sent.push({ method: 'DELETE' });
        return response(200).json(envelope(null));
      }),
    );
    return sent;
  }

  it("opens with the saved draft and says 'Draft restored'", async () => {
    storeSession();
    draftServer({
      heading: 'Where I was',
      subHeading: 'Yesterday',
      blogCategory: 'CSS',
      content: '<p>Half a post</p>',
      updatedAt: '2026-11-24T10:00:00.000Z',
    });
    renderApp('/dashboard/create-blog');
    expect(await screen.findByText('Draft restored')).toBeInTheDocument();
    expect(screen.getByLabelText('Heading')).toHaveValue('Where I was');
    expect(screen.getByLabelText('Category')).toHaveValue('CSS');
  });

  it('saves the fields once typing pauses, and Reset Content throws the draft away', async () => {
    storeSession();
    const sent = draftServer();
    const { user } = renderApp('/dashboard/create-blog');
    await user.type(await screen.findByLabelText('Heading'), 'My first post');
    await waitFor(() => expect(sent.filter((call) => call.method === 'PUT').length).toBeGreaterThan(0), {
      timeout: 4000,
    });
    expect(sent.filter((call) => call.method === 'PUT')).toHaveLength(1);
    expect(sent.at(-1)).toEqual({
      method: 'PUT',
      body: expect.objectContaining({ heading: 'My first post', subHeading: '', blogCategory: '' }),
    });
    await user.click(screen.getByRole('button', { name: 'Reset Content' }));
    await waitFor(() => expect(sent.at(-1)).toEqual({ method: 'DELETE' }));
  });
});

describe('/dashboard/blogs/{blogId}/edit (D33)', () => {
  it('the author edits the text, keeps the image and returns to the blog with the server message', async () => {
    storeSession();
    let sent: FormData | undefined;
    server.use(
      http.patch('/blogs/{blogId}', async ({ request, response }) => {
        sent = await request.formData();
        return response(200).json(
          envelope({ ...ownBlog, heading: String(sent.get('heading')) }, 'Blog updated successfully!'),
        );
      }),
    );
    const { user, currentPath } = renderApp(`/dashboard/blogs/${ownBlog._id}/edit`);
    const heading = await screen.findByLabelText('Heading');
    expect(heading).toHaveValue(ownBlog.heading);
    await user.clear(heading);
    await user.type(heading, 'A better heading');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(currentPath()).toBe(`/dashboard/blogs/${ownBlog._id}`));
    expect(sent?.get('heading')).toBe('A better heading');
    expect(sent?.get('blogCategory')).toBe(ownBlog.blogCategory);
    expect(sent?.has('blogImage')).toBe(false);
    expect(await screen.findByText('Blog updated successfully!')).toBeInTheDocument();
  });

  it("someone else's blog is not theirs to edit: they are sent to the blog", async () => {
    storeSession();
    const { currentPath } = renderApp(`/dashboard/blogs/${othersBlog._id}/edit`);
    await waitFor(() => expect(currentPath()).toBe(`/dashboard/blogs/${othersBlog._id}`));
  });
});
