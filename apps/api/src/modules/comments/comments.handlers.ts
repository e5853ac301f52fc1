import { requireUser } from '../../auth/request-user.js';
import { takeAttempt } from '../../auth/rate-limits.js';
import type { HandlersOf } from '../../contract/handler-types.js';
import { created, ok } from '../../http/envelope.js';
import { COMMENT_PAGE_SIZE } from './comments.service.js';

export const commentsHandlers: HandlersOf<
  | 'listComments'
  | 'addComment'
  | 'updateComment'
  | 'deleteComment'
  | 'listReplies'
  | 'addReply'
  | 'previewComment'
  | 'listMentionCandidates'
> = {
  async listComments(request) {
    const { id: viewerId } = requireUser(request);
    const { page = 1, limit = COMMENT_PAGE_SIZE, sort, after } = request.query;
    return ok(
      await request.server.comments.list(request.params.id, viewerId, { page, limit, order: sort, after }),
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
  async listReplies(request) {
    const { id: viewerId } = requireUser(request);
    const { page = 1, limit = COMMENT_PAGE_SIZE } = request.query;
    return ok(
      await request.server.comments.listReplies(request.params.id, viewerId, { page, limit }),
      'Replies fetched successfully',
    );
  },
  async addReply(request) {
    const { id } = requireUser(request);
    const reply = await request.server.comments.reply(request.params.id, id, request.body.comment);
    return created(reply, 'Reply added successfully');
  },
  async previewComment(request) {
    const { id } = requireUser(request);
    await takeAttempt(request.server.commentPreviews, id);
    return ok(request.server.comments.preview(request.body.comment), 'Preview rendered');
  },
  async listMentionCandidates(request) {
    const { id } = requireUser(request);
    return ok(
      await request.server.comments.mentionCandidates(request.params.courseId, id, request.query.q ?? ''),
      'People fetched successfully',
    );
  },
};
