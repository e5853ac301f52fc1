import fp from 'fastify-plugin';
import { createBlogDraftsService, type BlogDraftsService } from './blog-drafts.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    blogDrafts: BlogDraftsService;
  }
}

export const blogDraftsPlugin = fp(
  async (app) => {
    app.decorate('blogDrafts', createBlogDraftsService({ db: app.db, now: Date.now }));
  },
  { name: 'blog-drafts', dependencies: ['database'] },
);
