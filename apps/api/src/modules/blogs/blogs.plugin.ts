import fp from 'fastify-plugin';
import { createBlogsRepository } from './blogs.repository.js';
import { createBlogsService, type BlogsService } from './blogs.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    blogs: BlogsService;
  }
}

export const blogsPlugin = fp(
  async (app) => {
    app.decorate(
      'blogs',
      createBlogsService({
        blogs: createBlogsRepository(app.db, app.dbDialect),
        media: app.media,
        imageUploads: app.accountLimiters.blogImages,
        now: () => Date.now(),
      }),
    );
  },
  { name: 'blogs', dependencies: ['database', 'media', 'account-limiters'] },
);
