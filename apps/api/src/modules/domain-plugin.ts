import fp from 'fastify-plugin';
import { catalogSeedPlugin } from '../catalog/catalog-seed.plugin.js';
import { mediaPlugin } from '../media/media.plugin.js';
import { blogsPlugin } from './blogs/blogs.plugin.js';
import { commentsPlugin } from './comments/comments.plugin.js';
import { coursesPlugin } from './courses/courses.plugin.js';
import { enrollmentsPlugin } from './enrollments/enrollments.plugin.js';
import { favoritesPlugin } from './favorites/favorites.plugin.js';
import { lessonsPlugin } from './lessons/lessons.plugin.js';
import { likesPlugin } from './likes/likes.plugin.js';

/**
 * App-wide setup of the domain modules, registered by app.ts after the platform plugins (db, config, tokens)
 * and before the routes: the media store (`app.media`, `app.mediaLinks`), one service per module
 * (`app.courses`, `app.blogs`, ...), and the default catalogue on a fresh start. Owned by the domain modules.
 */
export const domainPlugin = fp(
  async (app) => {
    await app.register(mediaPlugin);
    await app.register(coursesPlugin);
    await app.register(enrollmentsPlugin);
    await app.register(favoritesPlugin);
    await app.register(lessonsPlugin);
    await app.register(likesPlugin);
    await app.register(commentsPlugin);
    await app.register(blogsPlugin);
    await app.register(catalogSeedPlugin);
  },
  { name: 'domain', dependencies: ['database'] },
);
