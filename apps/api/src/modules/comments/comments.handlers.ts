import { requireUser } from '../../auth/request-user.js';
import type { HandlersOf } from '../../contract/handler-types.js';
import { created, ok } from '../../http/envelope.js';
import { COMMENT_PAGE_SIZE } from './comments.service.js';

export const commentsHandlers: HandlersOf<'listComments' | 'addComment' | 'updateComment' | 'deleteComment'> =
  {
    async listComments(request) {
      requireUser(request);
      const { page = 1, limit = COMMENT_PAGE_SIZE, sort, after } = request.query;
      return ok(
        await request.server.comments.list(request.params.id, { page, limit, order: sort, after }),
        'Comments fetched successfully',
      );
    },
    async addComment(request) {
      const { id } = requireUser(request);
      const comment = await request.server.comments.add(request.params.id, id, request.body.comment);
      return created(comment, 'Comment added successfully');
    },
    async updateComment(request) {
      const { id } = requireUser(request);
      const comment = await request.server.comments.update(request.params.id, id, request.body.comment);
      return ok(comment, 'Comment updated successfully');
    },
    async deleteComment(request) {
      const { id } = requireUser(request);
      await request.server.comments.delete(request.params.id, id);
      return ok(null, 'Comment deleted successfully');
    },
  };
