import { requireUser } from '../../auth/request-user.js';
import type { HandlersOf } from '../../contract/handler-types.js';
import { ok } from '../../http/envelope.js';
import { retireOnly } from '../../http/response-cache.js';
import { BLOG_MESSAGES, BLOG_PAGE_SIZE } from '../blogs/blog-limits.js';

export const likesHandlers: HandlersOf<'toggleLike' | 'toggleBlogLike' | 'listLikedBlogs'> = {
  async toggleLike(request) {
    const { id } = requireUser(request);
    const { kind, state } = await request.server.likes.toggleLessonOrCourse(id, request.params.id);
    // The id named a lesson or a course: the write retires that one only (x-retires-which: handler).
    retireOnly(request, [kind === 'lesson' ? 'lessons' : 'courses']);
    return ok(state, state.likeStatus ? 'Liked' : 'Unliked');
  },
  async toggleBlogLike(request) {
    const { id } = requireUser(request);
    const state = await request.server.likes.toggleBlog(id, request.params.blogId);
    return ok(state, state.likeStatus ? BLOG_MESSAGES.liked : BLOG_MESSAGES.unliked);
  },
  async listLikedBlogs(request) {
    const { id } = requireUser(request);
    const { page = 1, limit = BLOG_PAGE_SIZE } = request.query;
    return ok(await request.server.blogs.listLikedBy(id, page, limit), 'Liked blogs fetched successfully');
  },
};
