import { requireUser } from '../../auth/request-user.js';
import type { HandlersOf } from '../../contract/handler-types.js';
import { ok } from '../../http/envelope.js';

export const blogDraftsHandlers: HandlersOf<'getBlogDraft' | 'saveBlogDraft' | 'deleteBlogDraft'> = {
  async getBlogDraft(request) {
    const { id } = requireUser(request);
    return ok(await request.server.blogDrafts.find(id), 'Draft fetched successfully');
  },
  async saveBlogDraft(request) {
    const { id } = requireUser(request);
    return ok(await request.server.blogDrafts.save(id, request.body), 'Draft saved');
  },
  async deleteBlogDraft(request) {
    const { id } = requireUser(request);
    await request.server.blogDrafts.delete(id);
    return ok(null, 'Draft deleted');
  },
};
