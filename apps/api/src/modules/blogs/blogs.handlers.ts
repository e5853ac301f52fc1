import { requireUser } from '../../auth/request-user.js';
import type { HandlersOf } from '../../contract/handler-types.js';
import { created, ok } from '../../http/envelope.js';
import { validationFailed } from '../../http/errors.js';
import { readMultipartForm } from '../../media/multipart-form.js';
import { readBlogDraft, readBlogEdit } from './blog-form.js';
import { BLOG_MESSAGES, BLOG_PAGE_SIZE } from './blog-limits.js';

export const blogsHandlers: HandlersOf<
  'listBlogs' | 'createBlog' | 'listMyBlogs' | 'getBlog' | 'updateBlog' | 'deleteBlog'
> = {
  async listBlogs(request) {
    const { id } = requireUser(request);
    const { page = 1, limit = BLOG_PAGE_SIZE, sortType = 'trending' } = request.query;
    return ok(await request.server.blogs.list(sortType, page, limit, id), 'Blogs fetched successfully');
  },
  async createBlog(request) {
    const { id } = requireUser(request);
    const { draft, errors } = readBlogDraft(await readMultipartForm(request));
    if (errors) throw validationFailed(errors);
    return created(await request.server.blogs.create(id, draft), BLOG_MESSAGES.created);
  },
  async listMyBlogs(request) {
    const { id } = requireUser(request);
    const { page = 1, limit = BLOG_PAGE_SIZE } = request.query;
    return ok(await request.server.blogs.listByAuthor(id, page, limit), 'Your blogs fetched successfully');
  },
  async getBlog(request) {
    const { id } = requireUser(request);
    return ok(await request.server.blogs.get(request.params.blogId, id), 'Blog fetched successfully');
  },
  async updateBlog(request) {
    const { id } = requireUser(request);
    const { edit, errors } = readBlogEdit(await readMultipartForm(request));
    if (errors) throw validationFailed(errors);
    return ok(await request.server.blogs.update(request.params.blogId, id, edit), BLOG_MESSAGES.updated);
  },
  async deleteBlog(request) {
    const { id } = requireUser(request);
    await request.server.blogs.delete(request.params.blogId, id);
    return ok(null, BLOG_MESSAGES.deleted);
  },
};
